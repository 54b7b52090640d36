import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import type { TestProject } from 'vitest/node';
import { createDb } from '../../server/db/index.js';
import { migrateDb } from '../../server/db/migrate.js';
import { seedDemo } from '../../server/seed/index.js';

/**
 * Vitest's global setup: migrates and seeds one database per run, on each store, for tests/server/helpers.ts's
 * freshDb to copy per test in place of running the 23 migrations and the demo seed every time.
 * SQLite: the in-memory database serialized to a file. PostgreSQL (with DATABASE_URL): a schema with a random name,
 * dumped as SQL by pg_dump and dropped; a test's copy is that script with the schema's name replaced.
 */
export interface DbTemplates {
  sqlite?: string;
  postgres?: { script: string; schema: string };
}

declare module 'vitest' {
  export interface ProvidedContext {
    dbTemplates: DbTemplates;
  }
}

export default async function setup(project: TestProject) {
  const dir = mkdtempSync(join(tmpdir(), 'db-templates-'));
  const templates: DbTemplates = {};

  const lite = createDb({ sqlitePath: ':memory:' });
  try {
    await migrateDb(lite);
    await seedDemo(lite.kysely, lite.dialect);
    templates.sqlite = join(dir, 'template.sqlite');
    await sql`VACUUM INTO ${templates.sqlite}`.execute(lite.kysely);
  } finally {
    await lite.destroy();
  }

  const pgUrl = process.env.DATABASE_URL;
  if (pgUrl) {
    const schema = `tpl_${randomBytes(6).toString('hex')}`;
    const db = createDb({ databaseUrl: pgUrl, pgSchema: schema });
    try {
      await migrateDb(db);
      await seedDemo(db.kysely, db.dialect);
      const dump = pgDump(pgUrl, ['--schema', schema, '--no-owner', '--no-privileges', '--inserts', '--rows-per-insert=500']);
      if (dump !== null) {
        // psql's own commands (\restrict …) are not SQL; the rest runs as one script.
        const script = dump.split('\n').filter((line) => !line.startsWith('\\')).join('\n');
        templates.postgres = { script: join(dir, 'template.sql'), schema };
        writeFileSync(templates.postgres.script, script);
      }
    } finally {
      await sql.raw(`DROP SCHEMA IF EXISTS ${schema} CASCADE`).execute(db.kysely);
      await db.destroy();
    }
  }

  project.provide('dbTemplates', templates);
  return () => rmSync(dir, { recursive: true, force: true });
}

/** pg_dump's SQL, or null (each test then migrates its own schema) where PostgreSQL's client tools are missing. */
function pgDump(url: string, args: string[]): string | null {
  try {
    return execFileSync('pg_dump', ['--dbname', url, ...args], { encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 });
  } catch (error) {
    console.warn(`pg_dump failed, each PostgreSQL test migrates its own schema: ${(error as Error).message}`);
    return null;
  }
}
