import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { sql } from 'kysely';
import pg from 'pg';
import { inject } from 'vitest';
import type { DbTemplates } from './db-templates.global.js';
import { buildApp, type AppOptions } from '../../server/app.js';
import { loadConfig, type Config } from '../../server/config.js';
import { createDb, type Db } from '../../server/db/index.js';
import { migrateDb } from '../../server/db/migrate.js';
import { seedDemo } from '../../server/seed/index.js';

export const pgUrl = process.env.DATABASE_URL;

/**
 * The dialects a database test runs on: SQLite always, PostgreSQL when DATABASE_URL points at one. CI's PostgreSQL
 * step sets TEST_DIALECTS=postgres: the SQLite half already ran in `npm test`.
 */
export const dialects: Array<'sqlite' | 'postgres'> =
  pgUrl && process.env.TEST_DIALECTS === 'postgres' ? ['postgres'] : pgUrl ? ['sqlite', 'postgres'] : ['sqlite'];

/** The run's migrated, seeded databases (tests/server/db-templates.global.ts), read once per test file. */
let sqliteImage: Buffer | undefined;
let pgTemplate: { script: string; schema: string } | undefined;
function templates() {
  const provided: DbTemplates = inject('dbTemplates') ?? {};
  if (provided.sqlite && !sqliteImage) sqliteImage = readFileSync(provided.sqlite);
  if (provided.postgres && !pgTemplate) pgTemplate = { script: readFileSync(provided.postgres.script, 'utf8'), schema: provided.postgres.schema };
  return { sqliteImage, pgTemplate };
}

/**
 * A database of its own for a test: migrated and seeded, it is a copy of the run's template (an in-memory SQLite
 * copy, or on PostgreSQL a new schema made by the template's script); otherwise (or with no template) made anew.
 */
export async function freshDb(dialect: 'sqlite' | 'postgres', { seed = true, migrate = true } = {}): Promise<Db> {
  const copy: ReturnType<typeof templates> = migrate && seed ? templates() : { sqliteImage: undefined, pgTemplate: undefined };
  let db: Db;
  if (dialect === 'postgres') {
    const schema = `t_${randomBytes(6).toString('hex')}`;
    if (copy.pgTemplate) {
      const client = new pg.Client({ connectionString: pgUrl });
      await client.connect();
      try {
        await client.query(copy.pgTemplate.script.replaceAll(copy.pgTemplate.schema, schema));
      } finally {
        await client.end();
      }
    }
    db = createDb({ databaseUrl: pgUrl, pgSchema: schema });
    const destroy = db.destroy;
    db.destroy = async () => {
      await sql.raw(`DROP SCHEMA IF EXISTS ${schema} CASCADE`).execute(db.kysely);
      await destroy();
    };
    if (copy.pgTemplate) return db;
  } else {
    if (copy.sqliteImage) return createDb({ sqliteImage: copy.sqliteImage });
    db = createDb({ sqlitePath: ':memory:' });
  }
  if (!migrate) return db;
  await migrateDb(db);
  if (seed) await seedDemo(db.kysely, db.dialect);
  return db;
}

export function testConfig(overrides: Partial<Config> = {}): Config {
  return loadConfig({ LOG_LEVEL: 'silent', NODE_ENV: 'test' }, overrides);
}

export async function testApp(dialect: 'sqlite' | 'postgres', options: Omit<Partial<AppOptions>, 'config'> & { config?: Partial<Config> } = {}) {
  const db = await freshDb(dialect);
  const app = await buildApp({ ...options, config: testConfig(options.config), db });
  await app.ready();
  return {
    app,
    db,
    async close() {
      await app.close();
      await db.destroy();
    },
  };
}

export { pg };
