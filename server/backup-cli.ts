import { join } from 'node:path';
import { loadConfig } from './config.js';
import { backupFileOf, backupSqlite } from './ops/backup.js';

/**
 * `npm run backup [-- <file>]`: a consistent copy of the SQLite database while the site serves it (default
 * DATA_DIR/backups/casino-<time>.sqlite). Restore: stop the server, copy the file to DATA_DIR/casino.sqlite (and
 * delete casino.sqlite-wal and -shm there), start it. On PostgreSQL use pg_dump (README, Deploy).
 */
const config = loadConfig();
if (config.DATABASE_URL) {
  console.error('DATABASE_URL is set: back PostgreSQL up with pg_dump, e.g.\n  pg_dump --format=custom --file=casino.dump "$DATABASE_URL"\n(README, Deploy: Backups).');
  process.exit(2);
}
const target = process.argv[2] ?? backupFileOf(config.DATA_DIR);
try {
  const { file, bytes, ms } = await backupSqlite(join(config.DATA_DIR, 'casino.sqlite'), target);
  console.log(`Backup written: ${file} (${(bytes / 1024 / 1024).toFixed(1)} MB in ${ms} ms, integrity ok).`);
} catch (error) {
  console.error(`Backup failed: ${(error as Error).message}`);
  process.exit(1);
}
