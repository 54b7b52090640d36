import type { Kysely } from 'kysely';
import type { DialectMigration } from '../migrate.js';
import { withId } from './helpers.js';

export const content: DialectMigration = (dialect) => ({
  async up(db: Kysely<any>) {
    await db.schema
      .createTable('languages')
      .addColumn('locale', 'text', (c) => c.primaryKey())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
    await db.schema
      .createTable('translations')
      .addColumn('locale', 'text', (c) => c.notNull())
      .addColumn('key', 'text', (c) => c.notNull())
      .addColumn('value', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('translations_pk', ['locale', 'key'])
      .execute();
    await db.schema
      .createTable('site_options')
      .addColumn('key', 'text', (c) => c.primaryKey())
      .addColumn('value', 'text', (c) => c.notNull())
      .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
    await db.schema
      .createTable('settings')
      .addColumn('key', 'text', (c) => c.primaryKey())
      .addColumn('value', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createTable('casino_categories')
      .addColumn('id', 'integer', (c) => c.primaryKey())
      .addColumn('slug_list', 'text', (c) => c.notNull())
      .addColumn('image_url', 'text', (c) => c.notNull())
      .addColumn('name_tr', 'text', (c) => c.notNull())
      .addColumn('name_en', 'text', (c) => c.notNull())
      .addColumn('is_live', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
    await db.schema
      .createTable('game_providers')
      .addColumn('id', 'integer', (c) => c.primaryKey())
      .addColumn('name', 'text', (c) => c.notNull().unique())
      .addColumn('slug', 'text', (c) => c.notNull().unique())
      .addColumn('main_provider_id', 'integer', (c) => c.notNull())
      .addColumn('logo_url', 'text', (c) => c.notNull())
      .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
    await withId(db.schema.createTable('games'), dialect)
      .addColumn('provider_id', 'integer', (c) => c.notNull().references('game_providers.id'))
      .addColumn('game_code', 'text', (c) => c.notNull())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('system', 'text', (c) => c.notNull())
      .addColumn('product_id', 'integer', (c) => c.notNull())
      .addColumn('image_url', 'text', (c) => c.notNull())
      .addColumn('is_live', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('popularity', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addUniqueConstraint('games_provider_code_uq', ['provider_id', 'game_code'])
      .execute();
    await db.schema.createIndex('games_name_idx').on('games').column('name').execute();
    await db.schema
      .createTable('game_categories')
      .addColumn('game_id', 'integer', (c) => c.notNull().references('games.id').onDelete('cascade'))
      .addColumn('category_id', 'integer', (c) => c.notNull().references('casino_categories.id').onDelete('cascade'))
      .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
      .addPrimaryKeyConstraint('game_categories_pk', ['category_id', 'game_id'])
      .execute();
    await db.schema
      .createTable('sliders')
      .addColumn('id', 'integer', (c) => c.primaryKey())
      .addColumn('name', 'text', (c) => c.notNull().unique())
      .execute();
    await withId(db.schema.createTable('slider_items'), dialect)
      .addColumn('slider_id', 'integer', (c) => c.notNull().references('sliders.id').onDelete('cascade'))
      .addColumn('slug', 'text', (c) => c.notNull())
      .addColumn('url', 'text', (c) => c.notNull())
      .addColumn('image_0', 'text', (c) => c.notNull())
      .addColumn('image_1', 'text', (c) => c.notNull())
      .addColumn('image_2', 'text', (c) => c.notNull())
      .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
      .addUniqueConstraint('slider_items_slug_uq', ['slider_id', 'slug'])
      .execute();
    await db.schema
      .createTable('cms_categories')
      .addColumn('id', 'integer', (c) => c.primaryKey())
      .addColumn('title_tr', 'text', (c) => c.notNull())
      .addColumn('title_en', 'text', (c) => c.notNull())
      .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
    await db.schema
      .createTable('cms_pages')
      .addColumn('id', 'integer', (c) => c.primaryKey())
      .addColumn('category_id', 'integer', (c) => c.notNull().references('cms_categories.id'))
      .addColumn('title_tr', 'text', (c) => c.notNull())
      .addColumn('title_en', 'text', (c) => c.notNull())
      .addColumn('body_tr', 'text', (c) => c.notNull())
      .addColumn('body_en', 'text', (c) => c.notNull())
      .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
    await withId(db.schema.createTable('popups'), dialect)
      .addColumn('url', 'text')
      .addColumn('image_sm', 'text', (c) => c.notNull())
      .addColumn('image_md', 'text', (c) => c.notNull())
      .addColumn('image_lg', 'text', (c) => c.notNull())
      .addColumn('title_tr', 'text', (c) => c.notNull())
      .addColumn('title_en', 'text', (c) => c.notNull())
      .addColumn('description_tr', 'text', (c) => c.notNull())
      .addColumn('description_en', 'text', (c) => c.notNull())
      .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute();
    await withId(db.schema.createTable('promotions'), dialect)
      .addColumn('image', 'text', (c) => c.notNull())
      .addColumn('title_tr', 'text', (c) => c.notNull())
      .addColumn('title_en', 'text', (c) => c.notNull())
      .addColumn('description_tr', 'text', (c) => c.notNull())
      .addColumn('description_en', 'text', (c) => c.notNull())
      .addColumn('category', 'text', (c) => c.notNull().defaultTo('casino'))
      .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
      .execute();
    await db.schema
      .createTable('jackpot_cards')
      .addColumn('id', 'integer', (c) => c.primaryKey())
      .addColumn('instance_name', 'text', (c) => c.notNull().unique())
      .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
    await db.schema
      .createTable('jackpot_levels')
      .addColumn('card_id', 'integer', (c) => c.notNull().references('jackpot_cards.id').onDelete('cascade'))
      .addColumn('level', 'text', (c) => c.notNull())
      .addColumn('amount_minor', 'bigint', (c) => c.notNull())
      .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
      .addPrimaryKeyConstraint('jackpot_levels_pk', ['card_id', 'level'])
      .execute();
    await db.schema
      .createTable('menu_entries')
      .addColumn('id', 'integer', (c) => c.primaryKey())
      .addColumn('group_key', 'text', (c) => c.notNull())
      .addColumn('parent_id', 'integer', (c) => c.references('menu_entries.id'))
      .addColumn('title_key', 'text', (c) => c.notNull())
      .addColumn('icon', 'text', (c) => c.notNull())
      .addColumn('url', 'text')
      .addColumn('app_key', 'text')
      .addColumn('game_data', 'text')
      .addColumn('badge', 'text')
      .addColumn('svg_style', 'text')
      .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
  },
  async down(db: Kysely<any>) {
    for (const t of [
      'menu_entries', 'jackpot_levels', 'jackpot_cards', 'promotions', 'popups', 'cms_pages', 'cms_categories',
      'slider_items', 'sliders', 'game_categories', 'games', 'game_providers', 'casino_categories', 'settings',
      'site_options', 'translations', 'languages',
    ]) {
      await db.schema.dropTable(t).ifExists().execute();
    }
  },
});
