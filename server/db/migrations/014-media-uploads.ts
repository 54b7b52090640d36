import { sql, type Kysely } from 'kysely';
import type { DialectMigration } from '../migrate.js';
import { withId } from './helpers.js';

/**
 * The back office's content screens: images operators upload (stored under DATA_DIR/media/uploads by the hash of
 * their bytes; this table remembers who sent what, and its type and size), and a banner's own title (until now a
 * banner had only its slug; existing ones keep the slug as their title).
 */
export const mediaUploads: DialectMigration = (dialect) => ({
  async up(db: Kysely<any>) {
    await withId(db.schema.createTable('media_uploads'), dialect)
      // '<sha256 hex>.<png|jpg|webp>': the file's name under media/uploads and in /media/uploads/<name>.
      .addColumn('name', 'text', (c) => c.notNull().unique())
      .addColumn('content_type', 'text', (c) => c.notNull().check(sql`content_type in ('image/png', 'image/jpeg', 'image/webp')`))
      .addColumn('size', 'integer', (c) => c.notNull())
      .addColumn('operator_id', 'integer', (c) => c.references('operators.id'))
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();

    await db.schema.alterTable('slider_items').addColumn('title', 'text', (c) => c.notNull().defaultTo('')).execute();
    await sql`UPDATE slider_items SET title = slug`.execute(db);
  },
  async down(db: Kysely<any>) {
    await db.schema.alterTable('slider_items').dropColumn('title').execute();
    await db.schema.dropTable('media_uploads').execute();
  },
});
