import type { Kysely } from 'kysely';
import type { DialectMigration } from '../migrate.js';

/**
 * The back office edits the side menu and the jackpot cards: an entry or a card can be hidden (kept, not deleted:
 * the demo seed puts missing rows back), and cards and levels get names in both languages ('' shows the provider's
 * instance name, or "Level I").
 */
export const menuJackpotEdits: DialectMigration = () => ({
  async up(db: Kysely<any>) {
    await db.schema.alterTable('menu_entries').addColumn('hidden', 'integer', (c) => c.notNull().defaultTo(0)).execute();
    await db.schema.alterTable('jackpot_cards').addColumn('hidden', 'integer', (c) => c.notNull().defaultTo(0)).execute();
    for (const table of ['jackpot_cards', 'jackpot_levels']) {
      for (const column of ['name_tr', 'name_en']) {
        await db.schema.alterTable(table).addColumn(column, 'text', (c) => c.notNull().defaultTo('')).execute();
      }
    }
  },
  async down(db: Kysely<any>) {
    for (const table of ['jackpot_cards', 'jackpot_levels']) {
      for (const column of ['name_tr', 'name_en']) await db.schema.alterTable(table).dropColumn(column).execute();
    }
    await db.schema.alterTable('jackpot_cards').dropColumn('hidden').execute();
    await db.schema.alterTable('menu_entries').dropColumn('hidden').execute();
  },
});
