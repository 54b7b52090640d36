import type { Kysely, Selectable } from 'kysely';
import { BANNER_SLIDERS, type BannerCreate, type BannerEdit, type BannerItem, type BannerList, type BannerSlider } from '../../../contracts/admin-content.js';
import type { Database, SliderItemsTable } from '../../db/schema.js';
import { transact } from '../../db/transact.js';
import { slugify } from '../media/urls.js';
import { writeAudit, type Actor } from '../operators/audit.js';
import { done, refused, type Outcome } from '../outcome.js';

type Db = Kysely<Database>;
type Row = Selectable<SliderItemsTable>;

const isSlider = (name: string): name is BannerSlider => (BANNER_SLIDERS as readonly string[]).includes(name);

function toItem(row: Row, slider: BannerSlider): BannerItem {
  const en = row.image_en_0 && row.image_en_1 && row.image_en_2 ? { mobile: row.image_en_0, tablet: row.image_en_1, desktop: row.image_en_2 } : null;
  return {
    id: row.id,
    slider,
    slug: row.slug,
    title: row.title,
    url: row.url,
    position: row.position,
    active: Number(row.active) === 1,
    images: { mobile: row.image_0, tablet: row.image_1, desktop: row.image_2 },
    imagesEn: en,
  };
}

/** The audit's picture of a banner: what an operator can change. */
const snapshot = ({ title, url, position, active, images, imagesEn }: BannerItem) => ({ title, url, position, active, images, imagesEn });

/**
 * Generated banner artwork (/media/banners/…svg?title=…) draws the headline it is given: it is given the banner's
 * title, so what an operator writes is what the picture says too. Uploaded images and other addresses stay as they are.
 */
export function drawnTitle(url: string, title: string): string {
  if (!url.startsWith('/media/banners/') || !url.includes('?')) return url;
  const [path, query] = url.split('?', 2);
  const params = new URLSearchParams(query);
  if (!params.has('title')) return url;
  params.set('title', title);
  return `${path}?${params.toString().replace(/\+/g, '%20')}`;
}

const columns = (body: BannerEdit) => ({
  title: body.title,
  url: body.url,
  active: body.active ? 1 : 0,
  image_0: drawnTitle(body.images.mobile, body.title),
  image_1: drawnTitle(body.images.tablet, body.title),
  image_2: drawnTitle(body.images.desktop, body.title),
  image_en_0: body.imagesEn?.mobile ?? null,
  image_en_1: body.imagesEn?.tablet ?? null,
  image_en_2: body.imagesEn?.desktop ?? null,
});

const UPLOADS = '/media/uploads/';

/** Whether every uploaded image the banner names was uploaded here (an address typed by hand may name none). */
async function uploadsKnown(db: Db, body: BannerEdit): Promise<boolean> {
  const urls = [...Object.values(body.images), ...Object.values(body.imagesEn ?? {})];
  const names = [...new Set(urls.filter((u) => u.startsWith(UPLOADS)).map((u) => u.slice(UPLOADS.length)))];
  if (names.length === 0) return true;
  const found = await db.selectFrom('media_uploads').select('name').where('name', 'in', names).execute();
  return found.length === names.length;
}

async function sliders(db: Db) {
  const rows = await db.selectFrom('sliders').select(['id', 'name']).orderBy('id').execute();
  return rows.filter((r): r is { id: number; name: BannerSlider } => isSlider(r.name));
}

/** Every banner of the home and casino sliders, switched-off ones too, in the order players see them. */
export async function listBanners(db: Db): Promise<BannerList> {
  const list = await sliders(db);
  const rows = list.length ? await db.selectFrom('slider_items').selectAll().where('slider_id', 'in', list.map((s) => s.id)).orderBy('position').orderBy('id').execute() : [];
  return {
    sliders: BANNER_SLIDERS.map((name) => {
      const slider = list.find((s) => s.name === name);
      return { name, items: slider ? rows.filter((r) => r.slider_id === slider.id).map((r) => toItem(r, name)) : [] };
    }),
  };
}

async function banner(db: Db, id: number): Promise<BannerItem | null> {
  const row = await db
    .selectFrom('slider_items')
    .innerJoin('sliders', 'sliders.id', 'slider_items.slider_id')
    .selectAll('slider_items')
    .select('sliders.name as slider')
    .where('slider_items.id', '=', id)
    .executeTakeFirst();
  if (!row || !isSlider(row.slider)) return null;
  return toItem(row, row.slider);
}

/** A slug for a new banner, unique in its slider (the demo seed's rows are keyed by it). */
async function freeSlug(db: Db, sliderId: number, title: string): Promise<string> {
  const base = (slugify(title) || 'banner').slice(0, 60);
  const taken = new Set((await db.selectFrom('slider_items').select('slug').where('slider_id', '=', sliderId).execute()).map((r) => r.slug));
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}

/** A new banner, last in its slider. */
export async function createBanner(db: Db, body: BannerCreate, actor: Actor, now: Date): Promise<Outcome<BannerItem>> {
  return transact(db, async (trx) => {
    const slider = (await sliders(trx)).find((s) => s.name === body.slider);
    if (!slider) return refused('banner_not_found');
    if (!(await uploadsKnown(trx, body))) return refused('banner_image_unknown');
    const last = await trx.selectFrom('slider_items').select((eb) => eb.fn.max('position').as('max')).where('slider_id', '=', slider.id).executeTakeFirst();
    const position = last?.max === null || last?.max === undefined ? 0 : Number(last.max) + 1;
    const slug = await freeSlug(trx, slider.id, body.title);
    const { id } = await trx
      .insertInto('slider_items')
      .values({ slider_id: slider.id, slug, position, ...columns(body) })
      .returning('id')
      .executeTakeFirstOrThrow();
    const created = (await banner(trx, id))!;
    await writeAudit(trx, actor, { action: 'banner.create', target: `banner:${id}`, after: { slider: body.slider, slug, ...snapshot(created) } }, now);
    return done(created);
  });
}

/** Changes a banner's words, link, images and whether it shows; its slider and place stay. */
export async function updateBanner(db: Db, id: number, body: BannerEdit, actor: Actor, now: Date): Promise<Outcome<BannerItem>> {
  return transact(db, async (trx) => {
    const before = await banner(trx, id);
    if (!before) return refused('banner_not_found');
    if (!(await uploadsKnown(trx, body))) return refused('banner_image_unknown');
    await trx.updateTable('slider_items').set(columns(body)).where('id', '=', id).execute();
    const after = (await banner(trx, id))!;
    await writeAudit(trx, actor, { action: 'banner.update', target: `banner:${id}`, before: snapshot(before), after: snapshot(after) }, now);
    return done(after);
  });
}

/** Shows or hides a banner (hidden rather than deleted: the demo seed puts missing rows back). */
export async function setBannerActive(db: Db, id: number, active: boolean, actor: Actor, now: Date): Promise<Outcome<BannerItem>> {
  return transact(db, async (trx) => {
    const before = await banner(trx, id);
    if (!before) return refused('banner_not_found');
    await trx.updateTable('slider_items').set({ active: active ? 1 : 0 }).where('id', '=', id).execute();
    await writeAudit(trx, actor, { action: active ? 'banner.show' : 'banner.hide', target: `banner:${id}`, before: { active: before.active }, after: { active } }, now);
    return done({ ...before, active });
  });
}

/** Swaps a banner with its neighbour in the slider (the slider's places are numbered 0, 1, 2... again). */
export async function moveBanner(db: Db, id: number, direction: 'up' | 'down', actor: Actor, now: Date): Promise<Outcome<BannerList>> {
  const outcome = await transact(db, async (trx): Promise<Outcome<null>> => {
    const item = await trx.selectFrom('slider_items').select(['id', 'slider_id']).where('id', '=', id).executeTakeFirst();
    if (!item) return refused('banner_not_found');
    const order = (await trx.selectFrom('slider_items').select(['id', 'position']).where('slider_id', '=', item.slider_id).orderBy('position').orderBy('id').execute()).map((r) => r.id);
    const from = order.indexOf(id);
    const to = direction === 'up' ? from - 1 : from + 1;
    if (to < 0 || to >= order.length) return refused('banner_cannot_move');
    const before = [...order];
    [order[from], order[to]] = [order[to], order[from]];
    for (const [position, itemId] of order.entries()) {
      await trx.updateTable('slider_items').set({ position }).where('id', '=', itemId).where('position', '!=', position).execute();
    }
    await writeAudit(trx, actor, { action: 'banner.move', target: `banner:${id}`, before: { order: before }, after: { order } }, now);
    return done(null);
  });
  return outcome.ok ? done(await listBanners(db)) : outcome;
}
