import * as z from 'zod';
import { idNumber, plainText } from './fields';

/*
 * The back office's content calls (/api/admin/media, /api/admin/banners): uploads, and the banners of the home and
 * casino sliders. The server and the screens check them with the same schemas.
 */

/** Uploads: PNG, JPEG or WebP (told by their first bytes, not by their name), at most 2 MiB. */
export const MEDIA_UPLOAD_MAX_BYTES = 2 * 1024 * 1024;
export const MEDIA_UPLOAD_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export type MediaUploadType = (typeof MEDIA_UPLOAD_TYPES)[number];

export const mediaUpload = z.object({
  /** '<sha256>.<png|jpg|webp>' */
  name: z.string(),
  /** Where the site shows it: /media/uploads/<name>. */
  url: z.string(),
  contentType: z.enum(MEDIA_UPLOAD_TYPES),
  size: z.number().int(),
});
export type MediaUpload = z.infer<typeof mediaUpload>;

export const BANNER_SLIDERS = ['home', 'casino'] as const;
export type BannerSlider = (typeof BANNER_SLIDERS)[number];

/** The three sizes of a banner (product.md, carousel): index 0, 1, 2 of a slider item's images. */
export const BANNER_VARIANTS = [
  { key: 'mobile', width: 600, height: 500 },
  { key: 'tablet', width: 1040, height: 600 },
  { key: 'desktop', width: 1920, height: 600 },
] as const;
export type BannerVariantKey = (typeof BANNER_VARIANTS)[number]['key'];

export const BANNER_TITLE_MAX = 100;
export const BANNER_URL_MAX = 500;
export const BANNER_IMAGE_MAX = 1000;

const oneLine = /^[^\p{Cc}]*$/u;

/** An image of the site's own: an upload or generated artwork under /media, never another site's address. */
export const mediaPath = () =>
  plainText()
    .trim()
    .min(1, { error: 'validation.required' })
    .max(BANNER_IMAGE_MAX, { error: 'validation.max' })
    .regex(/^\/media\/[^\s"'<>\\]*$/, { error: 'validation.invalid' })
    .refine((v) => !v.includes('..'), { error: 'validation.invalid' });

/** Where a banner leads: a page of the site (/casino) or an https address. */
export const bannerLink = () =>
  plainText()
    .trim()
    .min(1, { error: 'validation.required' })
    .max(BANNER_URL_MAX, { error: 'validation.max' })
    .regex(/^(?:\/(?!\/)[^\s"'<>\\]*|https:\/\/[^\s"'<>\\]+)$/, { error: 'validation.invalid' });

export const bannerImages = z.object({ mobile: mediaPath(), tablet: mediaPath(), desktop: mediaPath() });
export type BannerImages = z.infer<typeof bannerImages>;

/** What an edit sends: English images are optional (null shows the Turkish ones). */
export const bannerEdit = z.object({
  title: plainText().trim().min(1, { error: 'validation.required' }).max(BANNER_TITLE_MAX, { error: 'validation.max' }).regex(oneLine, { error: 'validation.invalid' }),
  url: bannerLink(),
  active: z.boolean({ error: 'validation.invalid' }),
  images: bannerImages,
  imagesEn: bannerImages.nullable(),
});
export type BannerEdit = z.infer<typeof bannerEdit>;

/** A new banner goes last in its slider. */
export const bannerCreate = bannerEdit.extend({ slider: z.enum(BANNER_SLIDERS, { error: 'validation.invalid' }) });
export type BannerCreate = z.infer<typeof bannerCreate>;

export const bannerParams = z.object({ id: z.coerce.number().pipe(idNumber()) });
export const bannerMove = z.object({ direction: z.enum(['up', 'down'], { error: 'validation.invalid' }) });
export type BannerMove = z.infer<typeof bannerMove>;
export const bannerActive = z.object({ active: z.boolean({ error: 'validation.invalid' }) });

export const bannerItem = z.object({
  id: z.number().int(),
  slider: z.enum(BANNER_SLIDERS),
  slug: z.string(),
  title: z.string(),
  url: z.string(),
  position: z.number().int(),
  active: z.boolean(),
  images: z.object({ mobile: z.string(), tablet: z.string(), desktop: z.string() }),
  imagesEn: z.object({ mobile: z.string(), tablet: z.string(), desktop: z.string() }).nullable(),
});
export type BannerItem = z.infer<typeof bannerItem>;

/** Every banner of both sliders (switched-off ones too), in their order. */
export const bannerList = z.object({ sliders: z.array(z.object({ name: z.enum(BANNER_SLIDERS), items: z.array(bannerItem) })) });
export type BannerList = z.infer<typeof bannerList>;

/** The banner form: one field per image; the English ones all empty (Turkish shown) or all given. */
export const bannerForm = z
  .object({
    title: bannerEdit.shape.title,
    url: bannerLink(),
    active: z.boolean(),
    mobile: mediaPath(),
    tablet: mediaPath(),
    desktop: mediaPath(),
    mobileEn: plainText().trim(),
    tabletEn: plainText().trim(),
    desktopEn: plainText().trim(),
  })
  .superRefine((v, ctx) => {
    const en = [v.mobileEn, v.tabletEn, v.desktopEn];
    if (en.every((x) => x === '')) return;
    for (const key of ['mobileEn', 'tabletEn', 'desktopEn'] as const) {
      const value = v[key];
      if (value === '') ctx.addIssue({ code: 'custom', message: 'validation.required', path: [key] });
      else if (!mediaPath().safeParse(value).success) ctx.addIssue({ code: 'custom', message: 'validation.invalid', path: [key] });
    }
  });
export type BannerForm = z.input<typeof bannerForm>;

export const bannerFormOf = (item: BannerItem | null): BannerForm => ({
  title: item?.title ?? '',
  url: item?.url ?? '',
  active: item?.active ?? true,
  mobile: item?.images.mobile ?? '',
  tablet: item?.images.tablet ?? '',
  desktop: item?.images.desktop ?? '',
  mobileEn: item?.imagesEn?.mobile ?? '',
  tabletEn: item?.imagesEn?.tablet ?? '',
  desktopEn: item?.imagesEn?.desktop ?? '',
});

/** What the form sends (an edit; a new banner adds its slider). */
export const bannerEditOf = (form: z.output<typeof bannerForm>): BannerEdit => ({
  title: form.title,
  url: form.url,
  active: form.active,
  images: { mobile: form.mobile, tablet: form.tablet, desktop: form.desktop },
  imagesEn: form.mobileEn ? { mobile: form.mobileEn, tablet: form.tabletEn, desktop: form.desktopEn } : null,
});

/* Site settings (admin only): the domains the top banner names, the trial bonus, and the site options players use. */

/** The site options the Settings screen edits: live chat, the call-request page and the social links. */
export const SITE_OPTION_KEYS = ['livechat', 'callrequest', 'blog', 'twitter', 'instagram', 'telegram'] as const;
export type SiteOptionKey = (typeof SITE_OPTION_KEYS)[number];

/** The largest trial bonus an operator may set: 100.000 ₺ (in kuruş). */
export const TRIAL_BONUS_MAX_MINOR = 10_000_000;
/** The largest Egypt Quest level I prize an operator may set: 1.000.000.000 ₺ (in kuruş), as for the other jackpots. */
export const EGYPT_QUEST_MAX_MINOR = 100_000_000_000;

/** A host name as players type it (kasa1046.com): letters, digits and hyphens in dot-separated labels. */
export const domainName = () =>
  plainText()
    .trim()
    .toLowerCase()
    .min(1, { error: 'validation.required' })
    .max(253, { error: 'validation.max' })
    .regex(/^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/, { error: 'validation.invalid' });

export const siteOptionValue = z
  .object({ key: z.enum(SITE_OPTION_KEYS), value: z.union([z.literal(''), bannerLink()]), status: z.boolean({ error: 'validation.invalid' }) })
  .refine((o) => !o.status || o.value !== '', { error: 'validation.required', path: ['value'] });

export const siteSettings = z.object({
  domainCurrent: domainName(),
  domainNext: domainName(),
  trialBonusMinor: z.number({ error: 'validation.invalid' }).int({ error: 'validation.invalid' }).min(0, { error: 'validation.min' }).max(TRIAL_BONUS_MAX_MINOR, { error: 'validation.max' }),
  /** Egypt Quest's level I prize on the home page's jackpots (kuruş). */
  egyptQuestMinor: z.number({ error: 'validation.invalid' }).int({ error: 'validation.invalid' }).min(0, { error: 'validation.min' }).max(EGYPT_QUEST_MAX_MINOR, { error: 'validation.max' }),
  options: z
    .array(siteOptionValue)
    .refine((list) => SITE_OPTION_KEYS.every((key) => list.filter((o) => o.key === key).length === 1) && list.length === SITE_OPTION_KEYS.length, { error: 'validation.invalid' }),
});
export type SiteSettings = z.infer<typeof siteSettings>;

/** An amount in lira as an operator types it ("50", "50,5", "1.250,00" or "50.50"): kuruş, or null when it is not one. */
export function liraTextToMinor(text: string): number | null {
  const t = text.trim().replace(/\s|₺/g, '');
  if (!/^\d{1,3}(?:\.\d{3})*(?:,\d{1,2})?$|^\d+(?:[.,]\d{1,2})?$/.test(t)) return null;
  // A dot before three digits groups thousands ("30.000"); before one or two it is the decimal point ("50.50").
  const normalized = /,/.test(t) || /\.\d{3}(?:\.|$)/.test(t) ? t.replace(/\./g, '').replace(',', '.') : t;
  return Math.round(Number(normalized) * 100);
}

export const minorToLiraText = (minor: number) => (minor % 100 === 0 ? String(minor / 100) : (minor / 100).toFixed(2).replace('.', ','));

/** The Settings form: the bonus as lira text, every option a value and a switch. */
export const siteSettingsForm = z.object({
  domainCurrent: domainName(),
  domainNext: domainName(),
  trialBonus: plainText()
    .trim()
    .min(1, { error: 'validation.required' })
    .refine((v) => liraTextToMinor(v) !== null, { error: 'validation.invalid' })
    .refine((v) => (liraTextToMinor(v) ?? 0) <= TRIAL_BONUS_MAX_MINOR, { error: 'validation.invalid' }),
  egyptQuest: plainText()
    .trim()
    .min(1, { error: 'validation.required' })
    .refine((v) => liraTextToMinor(v) !== null, { error: 'validation.invalid' })
    .refine((v) => (liraTextToMinor(v) ?? 0) <= EGYPT_QUEST_MAX_MINOR, { error: 'validation.invalid' }),
  options: z.array(z.object({ key: z.enum(SITE_OPTION_KEYS), value: plainText().trim(), status: z.boolean() })).superRefine((list, ctx) => {
    list.forEach((o, i) => {
      if (o.status && o.value === '') ctx.addIssue({ code: 'custom', message: 'validation.required', path: [i, 'value'] });
      else if (o.value !== '' && !bannerLink().safeParse(o.value).success) ctx.addIssue({ code: 'custom', message: 'validation.invalid', path: [i, 'value'] });
    });
  }),
});
export type SiteSettingsForm = z.input<typeof siteSettingsForm>;

export const siteSettingsFormOf = (s: SiteSettings): SiteSettingsForm => ({
  domainCurrent: s.domainCurrent,
  domainNext: s.domainNext,
  trialBonus: minorToLiraText(s.trialBonusMinor),
  egyptQuest: minorToLiraText(s.egyptQuestMinor),
  options: s.options.map((o) => ({ ...o })),
});

export const siteSettingsOf = (form: z.output<typeof siteSettingsForm>): SiteSettings => ({
  domainCurrent: form.domainCurrent,
  domainNext: form.domainNext,
  trialBonusMinor: liraTextToMinor(form.trialBonus) ?? 0,
  egyptQuestMinor: liraTextToMinor(form.egyptQuest) ?? 0,
  options: form.options,
});
