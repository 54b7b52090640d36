import type { Kysely, Selectable } from 'kysely';
import type { PageCreate, PageEdit, PageItem, PageList } from '../../../contracts/admin-cms.js';
import type { CmsPagesTable, Database } from '../../db/schema.js';
import { retryingKeyClash } from '../../db/errors.js';
import { transact } from '../../db/transact.js';
import { writeAudit, type Actor } from '../operators/audit.js';
import { done, refused, type Outcome } from '../outcome.js';
import { cleanHtml, swapped } from './written.js';

type Db = Kysely<Database>;

const toItem = (row: Selectable<CmsPagesTable>): PageItem => ({
  id: row.id,
  categoryId: row.category_id,
  titleTr: row.title_tr,
  titleEn: row.title_en,
  bodyTr: row.body_tr,
  bodyEn: row.body_en,
  position: row.position,
  active: Number(row.active) === 1,
});

const snapshot = ({ id: _id, ...rest }: PageItem) => rest;

/** Every category with its pages (hidden ones too) in the order players see them. */
export async function listPages(db: Db): Promise<PageList> {
  const categories = await db.selectFrom('cms_categories').selectAll().orderBy('position').orderBy('id').execute();
  const pages = await db.selectFrom('cms_pages').selectAll().orderBy('position').orderBy('id').execute();
  return {
    categories: categories.map((c) => ({ id: c.id, titleTr: c.title_tr, titleEn: c.title_en, pages: pages.filter((p) => p.category_id === c.id).map(toItem) })),
  };
}

async function page(db: Db, id: number) {
  const row = await db.selectFrom('cms_pages').selectAll().where('id', '=', id).executeTakeFirst();
  return row ? toItem(row) : null;
}

function columnsOf(body: PageEdit): Outcome<Pick<CmsPagesTable, 'title_tr' | 'title_en' | 'body_tr' | 'body_en'> & { active: number }> {
  const [bodyTr, bodyEn] = [cleanHtml(body.bodyTr), cleanHtml(body.bodyEn)];
  if (!bodyTr) return refused('content_body_empty_tr');
  if (!bodyEn) return refused('content_body_empty_en');
  return done({ title_tr: body.titleTr, title_en: body.titleEn, body_tr: bodyTr, body_en: bodyEn, active: body.active ? 1 : 0 });
}

/** A new page, last in its category (the footer's is category 2). Page ids are given, not generated: the next free one. */
export async function createPage(db: Db, body: PageCreate, actor: Actor, now: Date): Promise<Outcome<PageItem>> {
  // Inside a caller's transaction a clash cannot be retried here: the caller's transaction is already lost.
  if (db.isTransaction) return createOnce(db, body, actor, now);
  return retryingKeyClash(() => createOnce(db, body, actor, now));
}

function createOnce(db: Db, body: PageCreate, actor: Actor, now: Date): Promise<Outcome<PageItem>> {
  return transact(db, async (trx) => {
    const category = await trx.selectFrom('cms_categories').select('id').where('id', '=', body.categoryId).executeTakeFirst();
    if (!category) return refused('cms_category_not_found');
    const columns = columnsOf(body);
    if (!columns.ok) return columns;
    const last = await trx.selectFrom('cms_pages').select((eb) => eb.fn.max('position').as('max')).where('category_id', '=', body.categoryId).executeTakeFirst();
    const position = last?.max === null || last?.max === undefined ? 0 : Number(last.max) + 1;
    const top = await trx.selectFrom('cms_pages').select((eb) => eb.fn.max('id').as('max')).executeTakeFirst();
    const id = Number(top?.max ?? 0) + 1;
    await trx.insertInto('cms_pages').values({ id, category_id: body.categoryId, position, ...columns.value }).execute();
    const created = (await page(trx, id))!;
    await writeAudit(trx, actor, { action: 'page.create', target: `page:${id}`, after: snapshot(created) }, now);
    return done(created);
  });
}

/** Changes a page's titles, bodies and whether it shows; its category and place stay. */
export async function updatePage(db: Db, id: number, body: PageEdit, actor: Actor, now: Date): Promise<Outcome<PageItem>> {
  return transact(db, async (trx) => {
    const before = await page(trx, id);
    if (!before) return refused('cms_page_not_found');
    const columns = columnsOf(body);
    if (!columns.ok) return columns;
    await trx.updateTable('cms_pages').set(columns.value).where('id', '=', id).execute();
    const after = (await page(trx, id))!;
    await writeAudit(trx, actor, { action: 'page.update', target: `page:${id}`, before: snapshot(before), after: snapshot(after) }, now);
    return done(after);
  });
}

/** Shows or hides a page: hidden, it leaves the footer and its address answers "not found". */
export async function setPageActive(db: Db, id: number, active: boolean, actor: Actor, now: Date): Promise<Outcome<PageItem>> {
  return transact(db, async (trx) => {
    const before = await page(trx, id);
    if (!before) return refused('cms_page_not_found');
    await trx.updateTable('cms_pages').set({ active: active ? 1 : 0 }).where('id', '=', id).execute();
    await writeAudit(trx, actor, { action: active ? 'page.show' : 'page.hide', target: `page:${id}`, before: { active: before.active }, after: { active } }, now);
    return done({ ...before, active });
  });
}

/** Swaps a page with its neighbour in its category. */
export async function movePage(db: Db, id: number, direction: 'up' | 'down', actor: Actor, now: Date): Promise<Outcome<PageList>> {
  const outcome = await transact(db, async (trx): Promise<Outcome<null>> => {
    const item = await trx.selectFrom('cms_pages').select(['id', 'category_id']).where('id', '=', id).executeTakeFirst();
    if (!item) return refused('cms_page_not_found');
    const before = (await trx.selectFrom('cms_pages').select('id').where('category_id', '=', item.category_id).orderBy('position').orderBy('id').execute()).map((r) => r.id);
    const order = swapped(before, id, direction);
    if (!order) return refused('content_cannot_move');
    for (const [position, pageId] of order.entries()) {
      await trx.updateTable('cms_pages').set({ position }).where('id', '=', pageId).where('position', '!=', position).execute();
    }
    await writeAudit(trx, actor, { action: 'page.move', target: `page:${id}`, before: { order: before }, after: { order } }, now);
    return done(null);
  });
  return outcome.ok ? done(await listPages(db)) : outcome;
}
