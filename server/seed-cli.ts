import { loadConfig } from './config.js';
import { createDb } from './db/index.js';
import { migrateDb } from './db/migrate.js';
import { seedDemo } from './seed/index.js';
import { isLive } from './live-checks.js';

const config = loadConfig();
const db = createDb({ databaseUrl: config.DATABASE_URL, pgSchema: config.DATABASE_SCHEMA, dataDir: config.DATA_DIR });
try {
  await migrateDb(db);
  await seedDemo(db.kysely, db.dialect, { live: isLive(config) });
  console.log(`Demo content seeded (${db.dialect}).`);
} finally {
  await db.destroy();
}
