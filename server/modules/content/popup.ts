import type { Kysely, Selectable } from 'kysely';
import type { PopupEdit, PopupItem, PopupState } from '../../../contracts/admin-cms.js';
import type { Database, PopupsTable } from '../../db/schema.js';
import { transact } from '../../db/transact.js';
import { writeAudit, type Actor } from '../operators/audit.js';
import { done, refused, type Outcome } from '../outcome.js';
import { cleanHtml, uploadsKnown } from './written.js';

type Db = Kysely<Database>;

const toItem = (row: Selectable<PopupsTable>): PopupItem => ({
  id: row.id,
  titleTr: row.title_tr,
  titleEn: row.title_en,
  descriptionTr: row.description_tr,
  descriptionEn: row.description_en,
  url: row.url,
  images: { sm: row.image_sm, md: row.image_md, lg: row.image_lg },
  imagesEn: row.image_en_sm && row.image_en_md && row.image_en_lg ? { sm: row.image_en_sm, md: row.image_en_md, lg: row.image_en_lg } : null,
  active: Number(row.active) === 1,
  updatedAt: row.updated_at,
});

/** The popup players meet (the newest row, as the bootstrap reads it), switched off or not. */
async function current(db: Db) {
  const row = await db.selectFrom('popups').selectAll().orderBy('id', 'desc').limit(1).executeTakeFirst();
  return row ? toItem(row) : null;
}

export async function readPopup(db: Db): Promise<PopupState> {
  return { popup: await current(db) };
}

/**
 * Saves the popup (or makes the first one). updated_at moves on with every save: players who closed the popup see
 * the changed one again (its id in the bootstrap is id-updated_at).
 */
export async function savePopup(db: Db, body: PopupEdit, actor: Actor, now: Date): Promise<Outcome<PopupState>> {
  return transact(db, async (trx) => {
    const [descriptionTr, descriptionEn] = [cleanHtml(body.descriptionTr), cleanHtml(body.descriptionEn)];
    if (!descriptionTr) return refused('content_body_empty_tr');
    if (!descriptionEn) return refused('content_body_empty_en');
    if (!(await uploadsKnown(trx, [...Object.values(body.images), ...Object.values(body.imagesEn ?? {})]))) return refused('content_image_unknown');
    const before = await current(trx);
    // Strictly later than the last save, even within one millisecond: the players' "seen" mark must change.
    const updatedAt = before && before.updatedAt >= now.toISOString() ? new Date(Date.parse(before.updatedAt) + 1).toISOString() : now.toISOString();
    const columns = {
      title_tr: body.titleTr,
      title_en: body.titleEn,
      description_tr: descriptionTr,
      description_en: descriptionEn,
      url: body.url,
      image_sm: body.images.sm,
      image_md: body.images.md,
      image_lg: body.images.lg,
      image_en_sm: body.imagesEn?.sm ?? null,
      image_en_md: body.imagesEn?.md ?? null,
      image_en_lg: body.imagesEn?.lg ?? null,
      active: body.active ? 1 : 0,
      updated_at: updatedAt,
    };
    const id = before ? before.id : (await trx.insertInto('popups').values(columns).returning('id').executeTakeFirstOrThrow()).id;
    if (before) await trx.updateTable('popups').set(columns).where('id', '=', id).execute();
    const after = (await current(trx))!;
    const { id: _a, ...was } = before ?? ({} as PopupItem);
    const { id: _b, ...is } = after;
    await writeAudit(trx, actor, { action: before ? 'popup.update' : 'popup.create', target: `popup:${id}`, ...(before ? { before: was } : {}), after: is }, now);
    return done({ popup: after });
  });
}
