import { Migrator, type Kysely, type Migration, type MigrationProvider } from 'kysely';
import type { DialectName } from './index.js';
import { content } from './migrations/001-content.js';

export type DialectMigration = (dialect: DialectName) => Migration;

const migrations: Record<string, DialectMigration> = {
  '001-content': content,
};

export async function migrateToLatest(kysely: Kysely<any>, dialect: DialectName): Promise<void> {
  const provider: MigrationProvider = {
    getMigrations: async () =>
      Object.fromEntries(Object.entries(migrations).map(([name, make]) => [name, make(dialect)])),
  };
  const { error, results } = await new Migrator({ db: kysely, provider }).migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
  }
}
