import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Kysely } from 'kysely';
import type { Db } from '../../server/db/index.js';
import { migrateDb } from '../../server/db/migrate.js';
import { dialects, freshDb } from './helpers.js';
import type { Database } from '../../server/db/schema.js';
import { seedDemo } from '../../server/seed/index.js';
import { games as gameSeeds } from '../../server/seed/data/games.js';
import { uiCatalogues } from '../../i18n/catalogues.js';

const PRODUCT_PROVIDERS = ['SoftGamings', 'Hub88', 'Egt Digital', 'Amusnet', 'EveryMatrix', 'Digitain'];
const TABLES = [
  'languages', 'translations', 'site_options', 'settings', 'casino_categories', 'game_providers', 'games',
  'game_categories', 'sliders', 'slider_items', 'cms_categories', 'cms_pages', 'popups', 'promotions',
  'jackpot_cards', 'jackpot_levels', 'menu_entries',
] as const;

async function rowCounts(db: Kysely<Database>): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of TABLES) {
    const row = await db.selectFrom(table).select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
    counts[table] = Number(row.n);
  }
  return counts;
}

async function gamesOf(db: Kysely<Database>, categoryId: number) {
  return db
    .selectFrom('game_categories')
    .innerJoin('games', 'games.id', 'game_categories.game_id')
    .select(['games.name', 'games.is_live', 'game_categories.position'])
    .where('game_categories.category_id', '=', categoryId)
    .orderBy('game_categories.position')
    .execute();
}

function seedSuite(name: string, open: () => Promise<Db>) {
  describe(`seedDemo on ${name}`, () => {
    let db: Db;
    let firstCounts: Record<string, number>;

    beforeAll(async () => {
      db = await open();
      await migrateDb(db);
      await seedDemo(db.kysely);
      firstCounts = await rowCounts(db.kysely);
    });
    afterAll(async () => {
      await db?.destroy();
    });

    it('seeds every demo game across the six integrations and the built-in provider', async () => {
      const rows = await db.kysely
        .selectFrom('games')
        .innerJoin('game_providers', 'game_providers.id', 'games.provider_id')
        .select(['games.name', 'game_providers.name as provider'])
        .execute();
      expect(rows.length).toBeGreaterThanOrEqual(120);
      expect(rows.length).toBe(gameSeeds.length);
      for (const provider of PRODUCT_PROVIDERS) {
        expect(rows.filter((r) => r.provider === provider).length, provider).toBeGreaterThan(0);
      }
      expect(rows.filter((r) => r.provider === 'Kasa Games').length).toBeGreaterThanOrEqual(10);
      expect(rows.filter((r) => r.name === 'Aviator')).toHaveLength(1);
    });

    it("names on every game's artwork the provider its tile names", async () => {
      const rows = await db.kysely
        .selectFrom('games')
        .innerJoin('game_providers', 'game_providers.id', 'games.provider_id')
        .select(['games.name', 'games.image_url', 'game_providers.name as provider'])
        .execute();
      for (const row of rows) {
        const art = new URL(row.image_url, 'http://local').searchParams;
        expect(art.get('provider'), row.name).toBe(row.provider);
        expect(art.get('name'), row.name).toBe(row.name);
      }
    });

    it('has exactly 16 provider logos for the footer, served by the media route', async () => {
      const logos = await db.kysely.selectFrom('game_providers').select(['name', 'logo_url']).execute();
      expect(logos).toHaveLength(16);
      for (const logo of logos) expect(logo.logo_url).toMatch(/^\/media\/providers\/[a-z0-9-]+\.svg/);
    });

    it('fills the casino categories the side menu routes to', async () => {
      expect((await gamesOf(db.kysely, 1)).length).toBeGreaterThanOrEqual(55);
      const live = await gamesOf(db.kysely, 2);
      expect(live.length).toBeGreaterThanOrEqual(25);
      expect(live.every((g) => g.is_live === 1)).toBe(true);
      expect(await gamesOf(db.kysely, 3)).toHaveLength(20);
      expect((await gamesOf(db.kysely, 4)).map((g) => g.name)).toContain('Aviator');
      expect((await gamesOf(db.kysely, 5)).length).toBeGreaterThanOrEqual(10);
    });

    it('publishes the footer pages in category 2, About Us as page 3, in both languages', async () => {
      const about = await db.kysely.selectFrom('cms_pages').selectAll().where('id', '=', 3).executeTakeFirstOrThrow();
      expect(about.title_tr).toBe('Hakkımızda');
      expect(about.title_en).toBe('About Us');
      expect(about.body_tr).toContain('<h2>');
      expect(about.body_en).toMatch(/licen[cs]e/);
      const footer = await db.kysely.selectFrom('cms_pages').select('id').where('category_id', '=', 2).execute();
      expect(footer.map((p) => p.id)).toEqual(expect.arrayContaining([3, 4, 5, 6, 7, 8]));
      const category = await db.kysely.selectFrom('cms_categories').selectAll().where('id', '=', 2).executeTakeFirstOrThrow();
      expect([category.title_tr, category.title_en]).toEqual(['Kurumsal', 'Company']);
    });

    it('has High Cash and Clover Chance with four levels each, and a decoy card', async () => {
      const levels = await db.kysely
        .selectFrom('jackpot_cards')
        .innerJoin('jackpot_levels', 'jackpot_levels.card_id', 'jackpot_cards.id')
        .select(['jackpot_cards.instance_name as card', 'jackpot_levels.amount_minor'])
        .execute();
      const count = (card: string) => levels.filter((l) => l.card === card).length;
      expect(count('High Cash')).toBe(4);
      expect(count('Clover Chance')).toBe(4);
      expect(new Set(levels.map((l) => l.card)).size).toBeGreaterThan(2);
      expect(levels.every((l) => Number.isInteger(l.amount_minor) && l.amount_minor > 0)).toBe(true);
    });

    it('translates every UI string and content key into both languages', async () => {
      const rows = await db.kysely.selectFrom('translations').select(['locale', 'key']).execute();
      for (const locale of ['tr', 'en'] as const) {
        const keys = new Set(rows.filter((r) => r.locale === locale).map((r) => r.key));
        for (const key of Object.keys(uiCatalogues[locale])) expect(keys.has(key), `${locale} ${key}`).toBe(true);
        expect(keys.has('TOP_NOTIFY')).toBe(true);
        const menuKeys = await db.kysely.selectFrom('menu_entries').select('title_key').execute();
        for (const { title_key } of menuKeys) expect(keys.has(title_key), `${locale} ${title_key}`).toBe(true);
      }
    });

    it('adds nothing on a second run and keeps an operator’s edits', async () => {
      await db.kysely.updateTable('cms_pages').set({ title_tr: 'Biz Kimiz' }).where('id', '=', 3).execute();
      await db.kysely.updateTable('games').set({ name: 'Aviator X' }).where('name', '=', 'Aviator').execute();
      await db.kysely.updateTable('settings').set({ value: 'kasa1047.com' }).where('key', '=', 'domain_next').execute();
      await db.kysely.updateTable('promotions').set({ active: 0 }).execute();
      const popular = await db.kysely.selectFrom('game_categories').select('game_id').where('category_id', '=', 3).limit(1).executeTakeFirstOrThrow();
      await db.kysely.deleteFrom('game_categories').where('category_id', '=', 3).where('game_id', '=', popular.game_id).execute();

      await seedDemo(db.kysely);

      const counts = await rowCounts(db.kysely);
      expect(counts).toEqual({ ...firstCounts, game_categories: firstCounts.game_categories - 1 });
      const page = await db.kysely.selectFrom('cms_pages').select('title_tr').where('id', '=', 3).executeTakeFirstOrThrow();
      expect(page.title_tr).toBe('Biz Kimiz');
      const aviators = await db.kysely.selectFrom('games').select('name').where('name', 'like', 'Aviator%').execute();
      expect(aviators.map((g) => g.name)).toEqual(['Aviator X']);
      const next = await db.kysely.selectFrom('settings').select('value').where('key', '=', 'domain_next').executeTakeFirstOrThrow();
      expect(next.value).toBe('kasa1047.com');
      const active = await db.kysely.selectFrom('promotions').select('id').where('active', '=', 1).execute();
      expect(active).toHaveLength(0);
    });
  });
}

for (const dialect of dialects) seedSuite(dialect, () => freshDb(dialect, { seed: false }));
