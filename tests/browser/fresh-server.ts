import { rmSync } from 'node:fs';
import pg from 'pg';

/** Starts the real server on a fresh database: a new SQLite directory, or a dropped PostgreSQL schema. */
const dataDir = process.env.DATA_DIR ?? '.tmp/e2e-data';
rmSync(dataDir, { recursive: true, force: true });
if (process.env.DATABASE_URL && process.env.DATABASE_SCHEMA) {
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  await client.query(`DROP SCHEMA IF EXISTS ${process.env.DATABASE_SCHEMA} CASCADE`);
  await client.end();
}
await import('../../server/start.js');
