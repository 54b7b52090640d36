import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { mediaUrl } from '../modules/media/urls.js';
import { cmsCategories, cmsPages } from './data/pages/index.js';
import { popup } from './data/popups.js';
import { promotions } from './data/promotions.js';
import { sliders } from './data/sliders.js';

export async function seedContent(db: Kysely<Database>): Promise<void> {
  await seedSliders(db);
  await db.insertInto('cms_categories').values(cmsCategories).onConflict((oc) => oc.doNothing()).execute();
  await db
    .insertInto('cms_pages')
    .values(
      cmsPages.map((p) => ({
        id: p.id,
        category_id: p.categoryId,
        title_tr: p.titleTr,
        title_en: p.titleEn,
        body_tr: p.bodyTr,
        body_en: p.bodyEn,
        position: p.position,
      })),
    )
    .onConflict((oc) => oc.doNothing())
    .execute();
  await seedPopup(db);
  await seedPromotions(db);
}

async function seedSliders(db: Kysely<Database>): Promise<void> {
  await db
    .insertInto('sliders')
    .values(sliders.map((s) => ({ id: s.id, name: s.name })))
    .onConflict((oc) => oc.doNothing())
    .execute();
  await db
    .insertInto('slider_items')
    .values(
      sliders.flatMap((s) =>
        s.items.map((item, position) => ({
          slider_id: s.id,
          slug: item.slug,
          title: item.text.title,
          url: item.url,
          image_0: mediaUrl.banner(item.slug, 0, item.text),
          image_1: mediaUrl.banner(item.slug, 1, item.text),
          image_2: mediaUrl.banner(item.slug, 2, item.text),
          image_en_0: mediaUrl.banner(item.slug, 0, item.textEn),
          image_en_1: mediaUrl.banner(item.slug, 1, item.textEn),
          image_en_2: mediaUrl.banner(item.slug, 2, item.textEn),
          position,
          active: 1,
        })),
      ),
    )
    .onConflict((oc) => oc.doNothing())
    .execute();
}

// Popups and promotions have generated ids and no natural key: they are seeded only into an empty table.
async function isEmpty(db: Kysely<Database>, table: 'popups' | 'promotions'): Promise<boolean> {
  const row = await db.selectFrom(table).select('id').limit(1).executeTakeFirst();
  return row === undefined;
}

async function seedPopup(db: Kysely<Database>): Promise<void> {
  if (!(await isEmpty(db, 'popups'))) return;
  await db
    .insertInto('popups')
    .values({
      url: popup.url,
      image_sm: mediaUrl.popup('sm', popup.slug, popup.text),
      image_md: mediaUrl.popup('md', popup.slug, popup.text),
      image_lg: mediaUrl.popup('lg', popup.slug, popup.text),
      image_en_sm: mediaUrl.popup('sm', popup.slug, popup.textEn),
      image_en_md: mediaUrl.popup('md', popup.slug, popup.textEn),
      image_en_lg: mediaUrl.popup('lg', popup.slug, popup.textEn),
      title_tr: popup.titleTr,
      title_en: popup.titleEn,
      description_tr: popup.descriptionTr,
      description_en: popup.descriptionEn,
      active: 1,
      updated_at: popup.updatedAt,
    })
    .execute();
}

async function seedPromotions(db: Kysely<Database>): Promise<void> {
  if (!(await isEmpty(db, 'promotions'))) return;
  await db
    .insertInto('promotions')
    .values(
      promotions.map((p, position) => ({
        image: mediaUrl.promotion(p.slug, p.image),
        image_en: mediaUrl.promotion(p.slug, p.imageEn),
        title_tr: p.titleTr,
        title_en: p.titleEn,
        description_tr: p.descriptionTr,
        description_en: p.descriptionEn,
        category: p.category,
        position,
        active: 1,
      })),
    )
    .execute();
}
