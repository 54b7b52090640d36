import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

/**
 * The artwork addresses the catalogue holds (games, providers, categories, banners, popups, promotions, payment
 * methods): the generated artwork draws the texts in its query only when the catalogue names that very address, so
 * our origin never renders a text someone typed into a link. Compared by path and decoded parameters (in any order).
 */
export function canonicalArt(url: string): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url, 'http://art.invalid');
  } catch {
    return null;
  }
  if (!parsed.pathname.startsWith('/media/')) return null;
  const params = [...parsed.searchParams.entries()].sort(([a, x], [b, y]) => (a === b ? (x < y ? -1 : x > y ? 1 : 0) : a < b ? -1 : 1));
  return `${parsed.pathname}?${JSON.stringify(params)}`;
}

async function storedArt(db: Kysely<Database>): Promise<Set<string>> {
  const urls: Array<string | null> = [];
  const push = (rows: Array<Record<string, string | null>>) => rows.forEach((row) => urls.push(...Object.values(row)));
  push(await db.selectFrom('games').select('image_url').execute());
  push(await db.selectFrom('game_providers').select('logo_url').execute());
  push(await db.selectFrom('casino_categories').select('image_url').execute());
  push(await db.selectFrom('slider_items').select(['image_0', 'image_1', 'image_2', 'image_en_0', 'image_en_1', 'image_en_2']).execute());
  push(await db.selectFrom('popups').select(['image_sm', 'image_md', 'image_lg', 'image_en_sm', 'image_en_md', 'image_en_lg']).execute());
  push(await db.selectFrom('promotions').select(['image', 'image_en']).execute());
  const known = new Set<string>();
  for (const url of urls) {
    const key = url && url.includes('?') ? canonicalArt(url) : null;
    if (key) known.add(key);
  }
  return known;
}

/** After a miss the list is read again, at most this often (an operator's new banner draws within seconds). */
const RELOAD_AFTER_MS = 5_000;

/** Whether the catalogue holds this artwork address with its texts; cached, read again on a miss now and then. */
export function catalogueArt(db: Kysely<Database>, now: () => number = Date.now) {
  let known: Promise<Set<string>> | null = null;
  let loadedAt = 0;
  const load = () => {
    loadedAt = now();
    known = storedArt(db).catch((error: unknown) => {
      known = null;
      throw error;
    });
    return known;
  };
  return async (url: string): Promise<boolean> => {
    const key = canonicalArt(url);
    if (!key) return false;
    if ((await (known ?? load())).has(key)) return true;
    if (now() - loadedAt < RELOAD_AFTER_MS) return false;
    return (await load()).has(key);
  };
}
