import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { uiCatalogues } from '../../i18n/catalogues.js';
import { locales } from '../../i18n/locales.js';
import { chunks } from './chunks.js';
import { menuEntries } from './data/menu.js';
import { contentTranslations, languages, settings, siteOptions } from './data/site.js';

/** The UI's built-in strings plus the content keys the server owns (menu titles, TOP_NOTIFY, ...). */
export function translationRows(): Database['translations'][] {
  const rows: Database['translations'][] = [];
  for (const locale of locales) {
    const values = new Map<string, string>(Object.entries(uiCatalogues[locale]));
    for (const [key, text] of Object.entries(contentTranslations)) values.set(key, text[locale]);
    for (const entry of menuEntries) values.set(entry.titleKey, entry.title[locale]);
    for (const [key, value] of values) rows.push({ locale, key, value });
  }
  return rows;
}

export async function seedSite(db: Kysely<Database>): Promise<void> {
  await db.insertInto('languages').values(languages).onConflict((oc) => oc.doNothing()).execute();
  for (const chunk of chunks(translationRows(), 300)) {
    await db.insertInto('translations').values(chunk).onConflict((oc) => oc.doNothing()).execute();
  }
  await db.insertInto('site_options').values(siteOptions).onConflict((oc) => oc.doNothing()).execute();
  await db.insertInto('settings').values(settings).onConflict((oc) => oc.doNothing()).execute();
  // Parents come first in the list, so a child's parent_id always refers to an existing row.
  await db
    .insertInto('menu_entries')
    .values(
      menuEntries.map((e) => ({
        id: e.id,
        group_key: e.group,
        parent_id: e.parentId ?? null,
        title_key: e.titleKey,
        icon: e.icon,
        url: e.url ?? null,
        app_key: e.appKey ?? null,
        game_data: e.gameData ? JSON.stringify(e.gameData) : null,
        badge: e.badge ?? null,
        svg_style: e.svgStyle ?? null,
        position: e.position,
      })),
    )
    .onConflict((oc) => oc.doNothing())
    .execute();
}
