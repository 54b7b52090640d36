import { fileURLToPath } from 'node:url';
import { loadConfig } from './config.js';
import { createDb } from './db/index.js';
import { claimDataDir } from './db/data-dir-lock.js';
import { migrateDb } from './db/migrate.js';
import { seedDemo } from './seed/index.js';
import { builtSpaDir, ensureSpaBuilt, ssrDirOf } from './spa-build.js';
import { buildApp } from './app.js';
import { isLive, liveRefusals, refusalMessage } from './live-checks.js';

// Run from its sources (server/start.ts under tsx: `npm run dev`, tests, benches) or compiled (dist-server/start.js,
// `npm start`); both sit one folder below the project's root. From sources the apps are built when stale; compiled,
// `npm run build` made them.
const fromSource = import.meta.url.endsWith('.ts');
const root = fileURLToPath(new URL('..', import.meta.url));

// How long each step of the start took (logged once listening): an operator sees what a slow start spent its time on.
const timings: Record<string, number> = { modulesMs: Math.round(performance.now()) };
const step = async <T>(name: string, run: () => Promise<T> | T): Promise<T> => {
  const started = performance.now();
  const result = await run();
  timings[name] = Math.round(performance.now() - started);
  return result;
};

const config = loadConfig();
// A live site refuses to start with any stand-in, missing secret or published key: every reason, before anything runs.
const refusals = liveRefusals(config);
if (refusals.length) {
  console.error(refusalMessage(refusals));
  process.exit(1);
}
const staticDir = process.env.SKIP_SPA === '1' ? null : fromSource ? await ensureSpaBuilt(root) : builtSpaDir(root);
// On SQLite this process is the only writer of the data directory (see db/data-dir-lock.ts).
const releaseDataDir = config.DATABASE_URL ? () => {} : await claimDataDir(config.DATA_DIR);
process.on('exit', releaseDataDir);
const db = createDb({ databaseUrl: config.DATABASE_URL, pgSchema: config.DATABASE_SCHEMA, poolSize: config.DATABASE_POOL_SIZE, dataDir: config.DATA_DIR });
await step('migrateMs', () => migrateDb(db));
if (config.SEED_DEMO) await step('seedMs', () => seedDemo(db.kysely, db.dialect, { live: isLive(config) }));

const app = await step('appMs', () => buildApp({ config: { ...config, staticDir, ssrDir: staticDir ? ssrDirOf(root) : null }, db }));

/**
 * SIGTERM (systemd, Kubernetes, a deploy) or SIGINT: /readyz turns 503 and new requests are refused, so the balancer
 * moves on; requests in flight (wallet callbacks among them) finish; then the server closes (hub clients are told to
 * reconnect, background work is drained) and the process exits, within SHUTDOWN_GRACE_MS whatever happens.
 */
let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  const started = Date.now();
  app.log.info({ signal, graceMs: config.SHUTDOWN_GRACE_MS }, 'draining: refusing new requests, finishing those in flight');
  const force = setTimeout(() => {
    app.log.error({ graceMs: config.SHUTDOWN_GRACE_MS }, 'shutdown grace ran out; exiting with work unfinished');
    process.exit(1);
  }, config.SHUTDOWN_GRACE_MS);
  force.unref();
  try {
    // Leave the close (hub clients told to reconnect, background work drained) a part of the grace.
    await app.ops.drain(Math.max(0, config.SHUTDOWN_GRACE_MS - 3_000));
    await app.close();
    await db.destroy();
    app.log.info({ ms: Date.now() - started }, 'shut down');
    process.exit(0);
  } catch (error) {
    app.log.error({ err: error }, 'shutdown failed');
    process.exit(1);
  }
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));

await step('listenMs', () => app.listen({ host: config.HOST, port: config.PORT }));
app.log.info({ ...timings, totalMs: Math.round(performance.now()) }, `Site ready at http://localhost:${config.PORT} (${db.dialect}, ${fromSource ? 'from sources' : 'compiled'})`);
