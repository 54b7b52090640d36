import { loadConfig } from './config.js';
import { createDb } from './db/index.js';
import { claimDataDir } from './db/data-dir-lock.js';
import { migrateDb } from './db/migrate.js';
import { seedDemo } from './seed/index.js';
import { ensureSpaBuilt, ssrDirOf } from './spa-build.js';
import { buildApp } from './app.js';
import { isLive, liveRefusals, refusalMessage } from './live-checks.js';

const config = loadConfig();
// A live site refuses to start with any stand-in, missing secret or published key: every reason, before anything runs.
const refusals = liveRefusals(config);
if (refusals.length) {
  console.error(refusalMessage(refusals));
  process.exit(1);
}
const staticDir = process.env.SKIP_SPA === '1' ? null : await ensureSpaBuilt();
// On SQLite this process is the only writer of the data directory (see db/data-dir-lock.ts).
const releaseDataDir = config.DATABASE_URL ? () => {} : await claimDataDir(config.DATA_DIR);
process.on('exit', releaseDataDir);
const db = createDb({ databaseUrl: config.DATABASE_URL, pgSchema: config.DATABASE_SCHEMA, dataDir: config.DATA_DIR });
await migrateDb(db);
if (config.SEED_DEMO) await seedDemo(db.kysely, db.dialect, { live: isLive(config) });

const app = await buildApp({ config: { ...config, staticDir, ssrDir: staticDir ? ssrDirOf() : null }, db });

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down');
  const force = setTimeout(() => process.exit(1), 10_000);
  force.unref();
  try {
    await app.close();
    await db.destroy();
    process.exit(0);
  } catch (error) {
    app.log.error({ err: error }, 'shutdown failed');
    process.exit(1);
  }
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));

await app.listen({ host: config.HOST, port: config.PORT });
app.log.info(`Site ready at http://localhost:${config.PORT} (${db.dialect})`);
