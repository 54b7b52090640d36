import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { ServerLocale } from '../../http/messages.js';
import type { CmsPage } from '../../../contracts/cms.js';
import type { MenuEntry } from '../../../contracts/menu.js';
import { minorToLira } from '../../money.js';
import { uiCatalogues } from '../../../i18n/catalogues.js';
import { done, refused, type Outcome } from '../outcome.js';
import { sanitizeCmsHtml } from './sanitize.js';

type Db = Kysely<Database>;

const pick = <T extends Record<string, unknown>>(row: T, field: string, locale: ServerLocale) =>
  row[`${field}_${locale}`] as string;

async function settingsMap(db: Db): Promise<Map<string, string>> {
  const rows = await db.selectFrom('settings').select(['key', 'value']).execute();
  return new Map(rows.map((r) => [r.key, r.value]));
}

async function sliderList(db: Db, locale: ServerLocale) {
  const sliders = await db.selectFrom('sliders').select(['id', 'name']).orderBy('id').execute();
  const items = await db
    .selectFrom('slider_items')
    .selectAll()
    .where('active', '=', 1)
    .orderBy('slider_id')
    .orderBy('position')
    .execute();
  return sliders.map((s) => ({
    name: s.name,
    items: items
      .filter((i) => i.slider_id === s.id)
      .map((i) => ({
        slug: i.slug,
        url: i.url,
        // The headline as operators last wrote it: the page's text (the artwork may draw it too).
        // English artwork says its own (English) headline: the Turkish title is not put beside it.
        ...(locale === 'en' && i.image_en_0 && i.image_en_1 && i.image_en_2 ? {} : { title: i.title }),
        // Banners carry text: English ones in English when the item has them.
        images: locale === 'en' && i.image_en_0 && i.image_en_1 && i.image_en_2 ? [i.image_en_0, i.image_en_1, i.image_en_2] : [i.image_0, i.image_1, i.image_2],
      })),
  }));
}

/** Hidden cards and levels are left out; a name an operator gave (in the request's language) rides along as title / name. */
async function jackpots(db: Db, locale: ServerLocale) {
  const cards = await db.selectFrom('jackpot_cards').selectAll().where('hidden', '=', 0).orderBy('position').orderBy('id').execute();
  const levels = await db.selectFrom('jackpot_levels').selectAll().where('hidden', '=', 0).orderBy('card_id').orderBy('position').execute();
  return cards.map((c) => ({
    instanceName: c.instance_name,
    ...(pick(c, 'name', locale) ? { title: pick(c, 'name', locale) } : {}),
    levelStats: levels
      .filter((l) => l.card_id === c.id)
      .map((l) => ({ level: l.level, amount: minorToLira(Number(l.amount_minor)), ...(pick(l, 'name', locale) ? { name: pick(l, 'name', locale) } : {}) })),
  }));
}

async function popup(db: Db, locale: ServerLocale) {
  const row = await db
    .selectFrom('popups')
    .selectAll()
    .where('active', '=', 1)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (!row) return null;
  return {
    id: `${row.id}-${row.updated_at}`,
    url: row.url,
    title: pick(row, 'title', locale),
    description: pick(row, 'description', locale),
    images: [
      { url: (locale === 'en' && row.image_en_sm) || row.image_sm, width: 600 },
      { url: (locale === 'en' && row.image_en_md) || row.image_md, width: 992 },
      { url: (locale === 'en' && row.image_en_lg) || row.image_lg, width: 1200 },
    ],
  };
}

const MENU_GROUPS = { casino: 'Casino', sports: 'Sports Bettings', games: 'Games', other: 'Other' } as const;

/** Entry titles are translation keys; optional fields are left out rather than null (contracts/menu.ts). */
async function menu(db: Db) {
  // Hidden entries are left out (a hidden group with its children).
  const rows = await db.selectFrom('menu_entries').selectAll().where('hidden', '=', 0).orderBy('position').orderBy('id').execute();
  const toEntry = (r: (typeof rows)[number]): MenuEntry => {
    const children = rows.filter((c) => c.parent_id === r.id).map(toEntry);
    return {
      title: r.title_key,
      icon: r.icon,
      ...(r.url ? { url: r.url } : {}),
      ...(r.app_key ? { appKey: r.app_key.toLowerCase() } : {}),
      ...(r.game_data ? { gameData: JSON.parse(r.game_data) as MenuEntry['gameData'] } : {}),
      ...(r.badge ? { badge: r.badge } : {}),
      ...(r.svg_style ? { svgStyle: r.svg_style } : {}),
      ...(children.length > 0 ? { children } : {}),
    };
  };
  return (Object.keys(MENU_GROUPS) as Array<keyof typeof MENU_GROUPS>).map((key) => ({
    title: MENU_GROUPS[key],
    entries: rows.filter((r) => r.group_key === key && r.parent_id === null).map(toEntry),
  }));
}

/**
 * The browser ships the built-in catalogues of the same build; only the strings an operator changed, and the
 * content keys it does not have, need to travel (about half of the bootstrap otherwise).
 */
function overrides(rows: Array<{ key: string; value: string }>, locale: ServerLocale) {
  const builtIn: Record<string, string> = uiCatalogues[locale];
  return rows.filter((row) => builtIn[row.key] !== row.value);
}

/** The whole bootstrap of product §3, in the request's language. */
export async function loadBootstrap(db: Db, locale: ServerLocale) {
  const [categories, languages, translations, options, settings, cmsCategories, pages, providers, promos] =
    await Promise.all([
      db.selectFrom('casino_categories').selectAll().where('hidden', '=', 0).orderBy('position').orderBy('id').execute(),
      db.selectFrom('languages').select(['locale', 'name']).orderBy('position').execute(),
      db.selectFrom('translations').select(['key', 'value']).where('locale', '=', locale).orderBy('key').execute(),
      db.selectFrom('site_options').selectAll().orderBy('position').orderBy('key').execute(),
      settingsMap(db),
      db.selectFrom('cms_categories').selectAll().orderBy('position').execute(),
      db.selectFrom('cms_pages').select(['id', 'category_id', 'title_tr', 'title_en']).where('active', '=', 1).orderBy('position').orderBy('id').execute(),
      db.selectFrom('game_providers').select(['name', 'logo_url']).orderBy('position').execute(),
      db.selectFrom('promotions').selectAll().where('active', '=', 1).orderBy('position').orderBy('id').execute(),
    ]);
  return {
    casinoCategoryList: categories.map((c) => ({
      id: c.id,
      name: pick(c, 'name', locale),
      slugList: JSON.parse(c.slug_list) as string[],
      imageUrl: c.image_url,
      isLive: c.is_live === 1,
    })),
    language: languages,
    translationList: overrides(translations, locale),
    siteOption: options.map((o) => ({ key: o.key, value: o.value, status: o.status === 1 })),
    domainStatus: { current: settings.get('domain_current') ?? null, next: settings.get('domain_next') ?? null },
    trialBonusAmount: minorToLira(Number(settings.get('trial_bonus_minor') ?? 0)),
    egtJackpotCards: await jackpots(db, locale),
    jackpotCards: { currentLevelI: Number(settings.get('egypt_quest_level') ?? 0) },
    popup: await popup(db, locale),
    sliderList: await sliderList(db, locale),
    categoryList: cmsCategories.map((c) => ({
      id: c.id,
      title: pick(c, 'title', locale),
      content: pages.filter((p) => p.category_id === c.id).map((p) => ({ id: p.id, title: pick(p, 'title', locale) })),
    })),
    providerLogos: providers.slice(0, 16).map((p) => ({ name: p.name, url: p.logo_url })),
    promotions: promos.map((p) => ({
      id: p.id,
      image: (locale === 'en' && p.image_en) || p.image,
      title: pick(p, 'title', locale),
      description: pick(p, 'description', locale),
      category: p.category,
    })),
    menu: await menu(db),
  };
}

export type Bootstrap = Awaited<ReturnType<typeof loadBootstrap>>;

/** A content page in the player's language, its HTML cleaned of anything that could run. */
export async function loadPage(db: Db, id: number, locale: ServerLocale): Promise<Outcome<CmsPage>> {
  const row = await db.selectFrom('cms_pages').selectAll().where('id', '=', id).where('active', '=', 1).executeTakeFirst();
  if (!row) return refused('page_not_found');
  return done({ id: row.id, title: pick(row, 'title', locale), body: sanitizeCmsHtml(pick(row, 'body', locale)) });
}

export async function egyptQuest(db: Db) {
  const row = await db.selectFrom('settings').select('value').where('key', '=', 'egypt_quest_level').executeTakeFirst();
  return { currentLevelI: Number(row?.value ?? 0) };
}
