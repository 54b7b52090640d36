import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { sanitizeCmsHtml } from '../cms/sanitize.js';

type Db = Kysely<Database>;
const UPLOADS = '/media/uploads/';

/** What is kept of an operator's HTML: exactly what the player site would show (empty when nothing survives). */
export const cleanHtml = (html: string) => sanitizeCmsHtml(html).trim();

/** Whether every uploaded image among `urls` was uploaded here (a generated /media address names no upload). */
export async function uploadsKnown(db: Db, urls: Array<string | null | undefined>): Promise<boolean> {
  const names = [...new Set(urls.filter((u): u is string => !!u && u.startsWith(UPLOADS)).map((u) => u.slice(UPLOADS.length)))];
  if (names.length === 0) return true;
  const found = await db.selectFrom('media_uploads').select('name').where('name', 'in', names).execute();
  return found.length === names.length;
}

/** The ids of a list in a new order: `id` swapped with its neighbour, or null when it is already at that end. */
export function swapped(order: number[], id: number, direction: 'up' | 'down'): number[] | null {
  const from = order.indexOf(id);
  const to = direction === 'up' ? from - 1 : from + 1;
  if (from < 0 || to < 0 || to >= order.length) return null;
  const next = [...order];
  [next[from], next[to]] = [next[to], next[from]];
  return next;
}
