import { Migrator, type Kysely, type Migration, type MigrationProvider } from 'kysely';
import type { Db, DialectName } from './index.js';
import { content } from './migrations/001-content.js';
import { identity } from './migrations/002-identity.js';

export type DialectMigration = (dialect: DialectName) => Migration;

const migrations: Record<string, DialectMigration> = {
  '001-content': content,
  '002-identity': identity,
};

export function migrateDb(db: Db): Promise<void> {
  return migrateToLatest(db.kysely, db.dialect, db.schema);
}

export async function migrateToLatest(kysely: Kysely<any>, dialect: DialectName, schema?: string): Promise<void> {
  const provider: MigrationProvider = {
    getMigrations: async () =>
      Object.fromEntries(Object.entries(migrations).map(([name, make]) => [name, make(dialect)])),
  };
  const { error, results } = await new Migrator({ db: kysely, provider, ...(schema ? { migrationTableSchema: schema } : {}) }).migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
  }
}
