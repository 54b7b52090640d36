import { loadConfig } from './config.js';
import { createDb } from './db/index.js';
import { migrateDb } from './db/migrate.js';
import { hubChannelPrefix } from './hub/index.js';
import { redisAnnouncer } from './hub/redis-backplane.js';
import { onNotification } from './modules/notifications/service.js';
import { runNotifyCli } from './modules/operators/notify-cli.js';

/** `npm run notify -- --player ayse --title "…" --note "…" [--type Bonus]`, or `--all` instead of `--player` (see notify-cli.ts). */
const config = loadConfig();
const db = createDb({ databaseUrl: config.DATABASE_URL, pgSchema: config.DATABASE_SCHEMA, dataDir: config.DATA_DIR });
// With Redis, the servers' hubs hear of each stored message at once and push it to the player's open tabs; without
// it, the one server reads the rows this process stored within a second (server/hub/written-elsewhere.ts).
const announcer = config.REDIS_URL ? await redisAnnouncer(config.REDIS_URL, hubChannelPrefix(config)) : null;
const announced: Array<Promise<void>> = [];
if (announcer) onNotification(db.kysely, (notification) => announced.push(announcer.publish({ kind: 'notification', notification })));
try {
  await migrateDb(db);
  process.exitCode = await runNotifyCli(db, process.argv.slice(2), { out: (line) => console.log(line), now: () => new Date() });
  const failed = (await Promise.allSettled(announced)).filter((r) => r.status === 'rejected').length;
  if (failed > 0) console.log(`${failed} of ${announced.length} could not be pushed live (Redis); players see them when their list next loads.`);
} finally {
  announcer?.close();
  await db.destroy();
}
