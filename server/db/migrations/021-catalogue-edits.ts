import type { Kysely } from 'kysely';
import type { DialectMigration } from '../migrate.js';

/**
 * The back office adds jackpot levels and casino categories: a level or a category can be hidden (kept, not deleted:
 * the demo seed puts missing rows back, and a category's games keep their places for when it is shown again).
 */
export const catalogueEdits: DialectMigration = () => ({
  async up(db: Kysely<any>) {
    for (const table of ['jackpot_levels', 'casino_categories']) {
      await db.schema.alterTable(table).addColumn('hidden', 'integer', (c) => c.notNull().defaultTo(0)).execute();
    }
  },
  async down(db: Kysely<any>) {
    for (const table of ['jackpot_levels', 'casino_categories']) await db.schema.alterTable(table).dropColumn('hidden').execute();
  },
});
