import type { Kysely } from 'kysely';
import type { DialectMigration } from '../migrate.js';

/** English images of banners, promotions and the popup (their artwork carries text); null shows the Turkish one. */
export const englishArtwork: DialectMigration = () => ({
  async up(db: Kysely<any>) {
    for (const column of ['image_en_0', 'image_en_1', 'image_en_2']) {
      await db.schema.alterTable('slider_items').addColumn(column, 'text').execute();
    }
    await db.schema.alterTable('promotions').addColumn('image_en', 'text').execute();
    for (const column of ['image_en_sm', 'image_en_md', 'image_en_lg']) {
      await db.schema.alterTable('popups').addColumn(column, 'text').execute();
    }
  },
  async down(db: Kysely<any>) {
    for (const column of ['image_en_0', 'image_en_1', 'image_en_2']) await db.schema.alterTable('slider_items').dropColumn(column).execute();
    await db.schema.alterTable('promotions').dropColumn('image_en').execute();
    for (const column of ['image_en_sm', 'image_en_md', 'image_en_lg']) await db.schema.alterTable('popups').dropColumn(column).execute();
  },
});
