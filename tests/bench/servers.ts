import Fastify from 'fastify';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../../server/app.js';
import { loadConfig } from '../../server/config.js';
import { createDb } from '../../server/db/index.js';
import { migrateDb } from '../../server/db/migrate.js';
import { seedDemo } from '../../server/seed/index.js';

/** Child process of the bench: the real app on a seeded SQLite file, and a bare Fastify route, in one process. */
const db = createDb({ dataDir: mkdtempSync(join(tmpdir(), 'bench-')) });
await migrateDb(db);
await seedDemo(db.kysely, db.dialect);
const config = loadConfig({ LOG_LEVEL: 'silent', RATE_LIMIT_MAX: '100000000', LOGIN_LIMIT_PER_IP: '100000000', REGISTER_LIMIT_PER_IP: '100000000', BALANCE_LIMIT_PER_SESSION: '100000000' });
// The built site (run.ts builds it first): pages are served with their server-rendered first view.
const staticDir = process.env.BENCH_STATIC_DIR ?? null;
const app = await buildApp({ config: { ...config, staticDir, ssrDir: process.env.BENCH_SSR_DIR ?? null }, db });
await app.listen({ host: '127.0.0.1', port: 0 });

const bare = Fastify({ logger: false });
bare.get('/bare', async () => ({ success: true, message: '', data: { ok: true } }));
await bare.listen({ host: '127.0.0.1', port: 0 });

const port = (server: { server: import('node:net').Server }) => (server.server.address() as import('node:net').AddressInfo).port;
process.send?.({ app: port(app), bare: port(bare) });
process.on('disconnect', () => process.exit(0));
