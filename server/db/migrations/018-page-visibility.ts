import type { Kysely } from 'kysely';
import type { DialectMigration } from '../migrate.js';

/**
 * The back office's pages screen: an information page can be hidden (the footer and the pages list leave it out, its
 * address answers "not found") rather than deleted, so it can be shown again as it was.
 */
export const pageVisibility: DialectMigration = () => ({
  async up(db: Kysely<any>) {
    await db.schema.alterTable('cms_pages').addColumn('active', 'integer', (c) => c.notNull().defaultTo(1)).execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.alterTable('cms_pages').dropColumn('active').execute();
  },
});
