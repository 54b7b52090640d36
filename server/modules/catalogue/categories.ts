import type { Kysely } from 'kysely';
import type { AdminCategory, AdminCategoryList, CategoryCreate, CategoryEdit } from '../../../contracts/admin-catalogue.js';
import type { Database } from '../../db/schema.js';
import { retryingKeyClash } from '../../db/errors.js';
import { transact } from '../../db/transact.js';
import { uploadsKnown } from '../content/written.js';
import { mediaUrl } from '../media/urls.js';
import { writeAudit, type Actor } from '../operators/audit.js';
import { done, refused, type Outcome } from '../outcome.js';

type Db = Kysely<Database>;

const target = (id: number) => `category:${id}`;

/** Every category (hidden ones too) in the players' order, with how many games each lists. */
export async function listCategories(db: Db): Promise<AdminCategoryList> {
  const [rows, sizes] = await Promise.all([
    db.selectFrom('casino_categories').selectAll().orderBy('position').orderBy('id').execute(),
    db.selectFrom('game_categories').select(['category_id', (eb) => eb.fn.countAll<number | string>().as('n')]).groupBy('category_id').execute(),
  ]);
  const size = new Map(sizes.map((s) => [s.category_id, Number(s.n)]));
  return {
    categories: rows.map((r) => ({
      id: r.id,
      slugList: JSON.parse(r.slug_list) as string[],
      nameTr: r.name_tr,
      nameEn: r.name_en,
      imageUrl: r.image_url,
      isLive: r.is_live === 1,
      hidden: Number(r.hidden) === 1,
      position: r.position,
      size: size.get(r.id) ?? 0,
    })),
  };
}

async function category(db: Db, id: number): Promise<AdminCategory | null> {
  return (await listCategories(db)).categories.find((c) => c.id === id) ?? null;
}

const snapshot = ({ slugList, nameTr, nameEn, imageUrl, isLive, hidden, position }: AdminCategory) => ({ slugList, nameTr, nameEn, imageUrl, isLive, hidden, position });

type SlugRow = { id: number; slug_list: string };

/**
 * The first of `slugs` another category already answers to, or null. An address belongs to one category: a lobby
 * lists the games of every category that names its slug.
 */
function slugTaken(rows: SlugRow[], slugs: string[], own: number | null): string | null {
  const taken = new Set(rows.filter((r) => r.id !== own).flatMap((r) => JSON.parse(r.slug_list) as string[]));
  return slugs.find((slug) => taken.has(slug)) ?? null;
}

/** The category's own address first, then its extra ones; its icon an upload or the one generated for its address. */
const detailColumns = (slug: string, body: CategoryEdit) => ({
  slug_list: JSON.stringify([slug, ...body.extraSlugs]),
  image_url: body.imageUrl ?? mediaUrl.category(slug),
  is_live: body.isLive ? 1 : 0,
});

/**
 * Every category's addresses, read after touching every row: on PostgreSQL a second edit waits here until the first
 * commits and then reads its addresses (no constraint can see inside the JSON lists); SQLite writes one at a time.
 */
async function lockedSlugs(trx: Db) {
  await trx.updateTable('casino_categories').set((eb) => ({ position: eb.ref('position') })).execute();
  return trx.selectFrom('casino_categories').select(['id', 'slug_list', 'position']).execute();
}

/** A new category, last in the order, with no games yet; its lobby is /casino/<slug> (and its extra addresses). */
export async function createCategory(db: Db, body: CategoryCreate, actor: Actor, now: Date): Promise<Outcome<AdminCategory>> {
  return retryingKeyClash(() => transact(db, async (trx) => {
    const rows = await lockedSlugs(trx);
    if (slugTaken(rows, [body.slug], null)) return refused('catalogue_slug_taken');
    const extra = slugTaken(rows, body.extraSlugs, null);
    if (extra) return refused('catalogue_extra_slug_taken', { params: { slug: extra } });
    if (!(await uploadsKnown(trx, [body.imageUrl]))) return refused('catalogue_category_icon_unknown');
    // The table's ids are given, not generated (the seed names its rows, and they are the lobby's systemCategory).
    const id = Math.max(100, ...rows.map((r) => r.id + 1));
    const position = Math.max(-1, ...rows.map((r) => r.position)) + 1;
    await trx
      .insertInto('casino_categories')
      .values({ id, ...detailColumns(body.slug, body), name_tr: body.nameTr, name_en: body.nameEn, position })
      .execute();
    const created = (await category(trx, id))!;
    await writeAudit(trx, actor, { action: 'category.create', target: target(id), after: snapshot(created) }, now);
    return done(created);
  }));
}

/**
 * Names in both languages, icon, extra addresses and the live flag; the first address stays, so players' links and
 * bookmarks keep working.
 */
export async function updateCategory(db: Db, id: number, body: CategoryEdit, actor: Actor, now: Date): Promise<Outcome<AdminCategory>> {
  return transact(db, async (trx) => {
    const rows = await lockedSlugs(trx);
    const before = await category(trx, id);
    if (!before) return refused('catalogue_category_not_found');
    const main = before.slugList[0]!;
    if (body.extraSlugs.includes(main)) return refused('catalogue_extra_slug_own', { params: { slug: main } });
    const extra = slugTaken(rows, body.extraSlugs, id);
    if (extra) return refused('catalogue_extra_slug_taken', { params: { slug: extra } });
    if (!(await uploadsKnown(trx, [body.imageUrl]))) return refused('catalogue_category_icon_unknown');
    await trx
      .updateTable('casino_categories')
      .set({ name_tr: body.nameTr, name_en: body.nameEn, ...detailColumns(main, body) })
      .where('id', '=', id)
      .execute();
    const after = (await category(trx, id))!;
    await writeAudit(trx, actor, { action: 'category.update', target: target(id), before: snapshot(before), after: snapshot(after) }, now);
    return done(after);
  });
}

/** Hides a category from the site (its shortcut, lobby and rows) or shows it again; its games keep their places. */
export async function setCategoryHidden(db: Db, id: number, hidden: boolean, actor: Actor, now: Date): Promise<Outcome<AdminCategory>> {
  return transact(db, async (trx) => {
    const before = await category(trx, id);
    if (!before) return refused('catalogue_category_not_found');
    await trx.updateTable('casino_categories').set({ hidden: hidden ? 1 : 0 }).where('id', '=', id).execute();
    await writeAudit(trx, actor, { action: hidden ? 'category.hide' : 'category.show', target: target(id), before: { hidden: before.hidden }, after: { hidden } }, now);
    return done((await category(trx, id))!);
  });
}

/** Swaps a category with its neighbour (the categories are numbered 0, 1, 2... again). */
export async function moveCategory(db: Db, id: number, direction: 'up' | 'down', actor: Actor, now: Date): Promise<Outcome<AdminCategoryList>> {
  return transact(db, async (trx) => {
    const rows = await trx.selectFrom('casino_categories').select(['id', 'position']).orderBy('position').orderBy('id').execute();
    const order = rows.map((r) => r.id);
    const from = order.indexOf(id);
    if (from < 0) return refused('catalogue_category_not_found');
    const to = direction === 'up' ? from - 1 : from + 1;
    if (to < 0 || to >= order.length) return refused('catalogue_category_cannot_move');
    const before = [...order];
    [order[from], order[to]] = [order[to], order[from]];
    for (const [position, categoryId] of order.entries()) {
      if (rows.find((r) => r.id === categoryId)!.position === position) continue;
      await trx.updateTable('casino_categories').set({ position }).where('id', '=', categoryId).execute();
    }
    await writeAudit(trx, actor, { action: 'category.move', target: target(id), before: { order: before }, after: { order } }, now);
    return done(await listCategories(trx));
  });
}
