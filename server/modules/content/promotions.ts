import type { Kysely, Selectable } from 'kysely';
import type { PromotionEdit, PromotionItem, PromotionList } from '../../../contracts/admin-cms.js';
import type { Database, PromotionsTable } from '../../db/schema.js';
import { transact } from '../../db/transact.js';
import { writeAudit, type Actor } from '../operators/audit.js';
import { done, refused, type Outcome } from '../outcome.js';
import { cleanHtml, swapped, uploadsKnown } from './written.js';

type Db = Kysely<Database>;

const toItem = (row: Selectable<PromotionsTable>): PromotionItem => ({
  id: row.id,
  titleTr: row.title_tr,
  titleEn: row.title_en,
  bodyTr: row.description_tr,
  bodyEn: row.description_en,
  image: row.image,
  imageEn: row.image_en,
  category: row.category,
  position: row.position,
  active: Number(row.active) === 1,
});

const snapshot = ({ id: _id, ...rest }: PromotionItem) => rest;

/** Every promotion, switched-off ones too, in the order players see them. */
export async function listPromotions(db: Db): Promise<PromotionList> {
  const rows = await db.selectFrom('promotions').selectAll().orderBy('position').orderBy('id').execute();
  return { items: rows.map(toItem) };
}

async function promotion(db: Db, id: number) {
  const row = await db.selectFrom('promotions').selectAll().where('id', '=', id).executeTakeFirst();
  return row ? toItem(row) : null;
}

/** The columns of an edit, its bodies cleaned; a refusal when a body keeps nothing or an image is not known. */
async function columnsOf(db: Db, body: PromotionEdit): Promise<Outcome<Omit<PromotionsTable, 'id' | 'position'>>> {
  const [bodyTr, bodyEn] = [cleanHtml(body.bodyTr), cleanHtml(body.bodyEn)];
  if (!bodyTr) return refused('content_body_empty_tr');
  if (!bodyEn) return refused('content_body_empty_en');
  if (!(await uploadsKnown(db, [body.image, body.imageEn]))) return refused('content_image_unknown');
  return done({
    title_tr: body.titleTr,
    title_en: body.titleEn,
    description_tr: bodyTr,
    description_en: bodyEn,
    image: body.image,
    image_en: body.imageEn,
    category: body.category,
    active: body.active ? 1 : 0,
  });
}

/** A new promotion, last in the list. */
export async function createPromotion(db: Db, body: PromotionEdit, actor: Actor, now: Date): Promise<Outcome<PromotionItem>> {
  return transact(db, async (trx) => {
    const columns = await columnsOf(trx, body);
    if (!columns.ok) return columns;
    const last = await trx.selectFrom('promotions').select((eb) => eb.fn.max('position').as('max')).executeTakeFirst();
    const position = last?.max === null || last?.max === undefined ? 0 : Number(last.max) + 1;
    const { id } = await trx.insertInto('promotions').values({ ...columns.value, position }).returning('id').executeTakeFirstOrThrow();
    const created = (await promotion(trx, id))!;
    await writeAudit(trx, actor, { action: 'promotion.create', target: `promotion:${id}`, after: snapshot(created) }, now);
    return done(created);
  });
}

/** Changes a promotion's words, images, category and whether it shows; its place stays. */
export async function updatePromotion(db: Db, id: number, body: PromotionEdit, actor: Actor, now: Date): Promise<Outcome<PromotionItem>> {
  return transact(db, async (trx) => {
    const before = await promotion(trx, id);
    if (!before) return refused('promotion_not_found');
    const columns = await columnsOf(trx, body);
    if (!columns.ok) return columns;
    await trx.updateTable('promotions').set(columns.value).where('id', '=', id).execute();
    const after = (await promotion(trx, id))!;
    await writeAudit(trx, actor, { action: 'promotion.update', target: `promotion:${id}`, before: snapshot(before), after: snapshot(after) }, now);
    return done(after);
  });
}

export async function setPromotionActive(db: Db, id: number, active: boolean, actor: Actor, now: Date): Promise<Outcome<PromotionItem>> {
  return transact(db, async (trx) => {
    const before = await promotion(trx, id);
    if (!before) return refused('promotion_not_found');
    await trx.updateTable('promotions').set({ active: active ? 1 : 0 }).where('id', '=', id).execute();
    await writeAudit(trx, actor, { action: active ? 'promotion.show' : 'promotion.hide', target: `promotion:${id}`, before: { active: before.active }, after: { active } }, now);
    return done({ ...before, active });
  });
}

/** Swaps a promotion with its neighbour (places are numbered 0, 1, 2... again). */
export async function movePromotion(db: Db, id: number, direction: 'up' | 'down', actor: Actor, now: Date): Promise<Outcome<PromotionList>> {
  const outcome = await transact(db, async (trx): Promise<Outcome<null>> => {
    const before = (await trx.selectFrom('promotions').select('id').orderBy('position').orderBy('id').execute()).map((r) => r.id);
    if (!before.includes(id)) return refused('promotion_not_found');
    const order = swapped(before, id, direction);
    if (!order) return refused('content_cannot_move');
    for (const [position, itemId] of order.entries()) {
      await trx.updateTable('promotions').set({ position }).where('id', '=', itemId).where('position', '!=', position).execute();
    }
    await writeAudit(trx, actor, { action: 'promotion.move', target: `promotion:${id}`, before: { order: before }, after: { order } }, now);
    return done(null);
  });
  return outcome.ok ? done(await listPromotions(db)) : outcome;
}
