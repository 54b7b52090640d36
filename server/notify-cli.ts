import { loadConfig } from './config.js';
import { createDb } from './db/index.js';
import { migrateDb } from './db/migrate.js';
import { runNotifyCli } from './modules/operators/notify-cli.js';

/** `npm run notify -- --player ayse --title "…" --note "…" [--type Bonus]`, or `--all` instead of `--player` (see notify-cli.ts). */
const config = loadConfig();
const db = createDb({ databaseUrl: config.DATABASE_URL, pgSchema: config.DATABASE_SCHEMA, dataDir: config.DATA_DIR });
try {
  await migrateDb(db);
  process.exitCode = await runNotifyCli(db, process.argv.slice(2), { out: (line) => console.log(line), now: () => new Date() });
} finally {
  await db.destroy();
}
