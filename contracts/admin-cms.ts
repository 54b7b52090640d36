import * as z from 'zod';
import { bannerLink, mediaPath } from './admin-content';
import { idNumber, plainText } from './fields';

/*
 * The back office's written content (/api/admin/content/*): promotions, the promotional popup and the information
 * pages of the footer. Bodies are HTML an operator writes; the server keeps them only after its sanitizer (the same
 * one the player site trusts) has cleaned them, and the screens preview that cleaned HTML.
 */

export const CMS_TITLE_MAX = 150;
export const CMS_BODY_MAX = 20_000;
/** The category whose pages the footer lists (product §3). */
export const FOOTER_CATEGORY_ID = 2;
export const PROMOTION_CATEGORIES = ['casino', 'sports'] as const;
export type PromotionCategory = (typeof PROMOTION_CATEGORIES)[number];

const oneLine = /^[^\p{Cc}]*$/u;

export const cmsTitle = () =>
  plainText().trim().min(1, { error: 'validation.required' }).max(CMS_TITLE_MAX, { error: 'validation.max' }).regex(oneLine, { error: 'validation.invalid' });
export const cmsBody = () => plainText().trim().min(1, { error: 'validation.required' }).max(CMS_BODY_MAX, { error: 'validation.max' });

/** POST admin/content/preview: what the sanitizer keeps of a form's Turkish and English HTML (nothing is stored). */
const previewSource = () => plainText().max(CMS_BODY_MAX, { error: 'validation.max' });
export const htmlPreviewBody = z.object({ tr: previewSource(), en: previewSource() });
export const htmlPreview = z.object({ tr: z.string(), en: z.string() });
export type HtmlPreview = z.infer<typeof htmlPreview>;

export const contentParams = z.object({ id: z.coerce.number().pipe(idNumber()) });
export const contentMove = z.object({ direction: z.enum(['up', 'down'], { error: 'validation.invalid' }) });
export const contentActive = z.object({ active: z.boolean({ error: 'validation.invalid' }) });
export type MoveDirection = z.infer<typeof contentMove>['direction'];

/* Promotions */

export const promotionEdit = z.object({
  titleTr: cmsTitle(),
  titleEn: cmsTitle(),
  bodyTr: cmsBody(),
  bodyEn: cmsBody(),
  image: mediaPath(),
  /** null: English visitors see the Turkish image. */
  imageEn: mediaPath().nullable(),
  category: z.enum(PROMOTION_CATEGORIES, { error: 'validation.invalid' }),
  active: z.boolean({ error: 'validation.invalid' }),
});
export type PromotionEdit = z.infer<typeof promotionEdit>;

export const promotionItem = z.object({
  id: z.number().int(),
  titleTr: z.string(),
  titleEn: z.string(),
  bodyTr: z.string(),
  bodyEn: z.string(),
  image: z.string(),
  imageEn: z.string().nullable(),
  category: z.string(),
  position: z.number().int(),
  active: z.boolean(),
});
export type PromotionItem = z.infer<typeof promotionItem>;

export const promotionList = z.object({ items: z.array(promotionItem) });
export type PromotionList = z.infer<typeof promotionList>;

/** The promotion form: the English image may stay empty. */
export const promotionForm = promotionEdit.extend({ imageEn: plainText().trim().refine((v) => v === '' || mediaPath().safeParse(v).success, { error: 'validation.invalid' }) });
export type PromotionForm = z.input<typeof promotionForm>;

export const promotionFormOf = (item: PromotionItem | null): PromotionForm => ({
  titleTr: item?.titleTr ?? '',
  titleEn: item?.titleEn ?? '',
  bodyTr: item?.bodyTr ?? '',
  bodyEn: item?.bodyEn ?? '',
  image: item?.image ?? '',
  imageEn: item?.imageEn ?? '',
  category: item && (PROMOTION_CATEGORIES as readonly string[]).includes(item.category) ? (item.category as PromotionCategory) : 'casino',
  active: item?.active ?? true,
});

export const promotionEditOf = (form: z.output<typeof promotionForm>): PromotionEdit => ({ ...form, imageEn: form.imageEn === '' ? null : form.imageEn });

/* The popup: one, shown to players until they close it; a change shows it again. */

/** Its three sizes: sm by default, md from 992 px, lg from 1200 px. */
export const POPUP_VARIANTS = [
  { key: 'sm', width: 600 },
  { key: 'md', width: 992 },
  { key: 'lg', width: 1200 },
] as const;
export type PopupVariantKey = (typeof POPUP_VARIANTS)[number]['key'];

export const popupImages = z.object({ sm: mediaPath(), md: mediaPath(), lg: mediaPath() });

export const popupEdit = z.object({
  titleTr: cmsTitle(),
  titleEn: cmsTitle(),
  descriptionTr: cmsBody(),
  descriptionEn: cmsBody(),
  /** null: the popup leads nowhere, it only closes. */
  url: bannerLink().nullable(),
  images: popupImages,
  imagesEn: popupImages.nullable(),
  active: z.boolean({ error: 'validation.invalid' }),
});
export type PopupEdit = z.infer<typeof popupEdit>;

const images = z.object({ sm: z.string(), md: z.string(), lg: z.string() });
export const popupItem = z.object({
  id: z.number().int(),
  titleTr: z.string(),
  titleEn: z.string(),
  descriptionTr: z.string(),
  descriptionEn: z.string(),
  url: z.string().nullable(),
  images,
  imagesEn: images.nullable(),
  active: z.boolean(),
  updatedAt: z.string(),
});
export type PopupItem = z.infer<typeof popupItem>;
export const popupState = z.object({ popup: popupItem.nullable() });
export type PopupState = z.infer<typeof popupState>;

export const popupForm = z
  .object({
    ...popupEdit.shape,
    url: plainText().trim().refine((v) => v === '' || bannerLink().safeParse(v).success, { error: 'validation.invalid' }),
    images: popupImages,
    imagesEn: z.object({ sm: plainText().trim(), md: plainText().trim(), lg: plainText().trim() }),
  })
  .superRefine((v, ctx) => {
    const en = Object.values(v.imagesEn);
    if (en.every((x) => x === '')) return;
    for (const key of ['sm', 'md', 'lg'] as const) {
      const value = v.imagesEn[key];
      if (value === '') ctx.addIssue({ code: 'custom', message: 'validation.required', path: ['imagesEn', key] });
      else if (!mediaPath().safeParse(value).success) ctx.addIssue({ code: 'custom', message: 'validation.invalid', path: ['imagesEn', key] });
    }
  });
export type PopupForm = z.input<typeof popupForm>;

export const popupFormOf = (item: PopupItem | null): PopupForm => ({
  titleTr: item?.titleTr ?? '',
  titleEn: item?.titleEn ?? '',
  descriptionTr: item?.descriptionTr ?? '',
  descriptionEn: item?.descriptionEn ?? '',
  url: item?.url ?? '',
  images: { sm: item?.images.sm ?? '', md: item?.images.md ?? '', lg: item?.images.lg ?? '' },
  imagesEn: { sm: item?.imagesEn?.sm ?? '', md: item?.imagesEn?.md ?? '', lg: item?.imagesEn?.lg ?? '' },
  active: item?.active ?? true,
});

export const popupEditOf = (form: z.output<typeof popupForm>): PopupEdit => ({
  ...form,
  url: form.url === '' ? null : form.url,
  imagesEn: form.imagesEn.sm === '' ? null : form.imagesEn,
});

/* Information pages (cms_pages), listed by category; the footer shows category 2's. */

export const pageEdit = z.object({
  titleTr: cmsTitle(),
  titleEn: cmsTitle(),
  bodyTr: cmsBody(),
  bodyEn: cmsBody(),
  active: z.boolean({ error: 'validation.invalid' }),
});
export type PageEdit = z.infer<typeof pageEdit>;

/** A new page goes last in its category. */
export const pageCreate = pageEdit.extend({ categoryId: idNumber() });
export type PageCreate = z.infer<typeof pageCreate>;

export const pageItem = z.object({
  id: z.number().int(),
  categoryId: z.number().int(),
  titleTr: z.string(),
  titleEn: z.string(),
  bodyTr: z.string(),
  bodyEn: z.string(),
  position: z.number().int(),
  active: z.boolean(),
});
export type PageItem = z.infer<typeof pageItem>;

export const pageList = z.object({
  categories: z.array(z.object({ id: z.number().int(), titleTr: z.string(), titleEn: z.string(), pages: z.array(pageItem) })),
});
export type PageList = z.infer<typeof pageList>;

export const pageForm = pageEdit;
export type PageForm = z.input<typeof pageForm>;

export const pageFormOf = (item: PageItem | null): PageForm => ({
  titleTr: item?.titleTr ?? '',
  titleEn: item?.titleEn ?? '',
  bodyTr: item?.bodyTr ?? '',
  bodyEn: item?.bodyEn ?? '',
  active: item?.active ?? true,
});
