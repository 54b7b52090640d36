import * as z from 'zod';
import { egtJackpotCard, jackpotCards } from './jackpots';
import { idNumber } from './fields';
import { menuGroup } from './menu';

export * from './jackpots';
export * from './menu';

export const casinoCategory = z.object({
  id: z.number().int(),
  name: z.string(),
  slugList: z.array(z.string()),
  imageUrl: z.string(),
  /** A live casino category: a search in its lobby finds live casino games (absent: not live). */
  isLive: z.boolean().optional(),
});
export type CasinoCategory = z.infer<typeof casinoCategory>;

const keyValue = z.object({ key: z.string(), value: z.string() });

export const domainStatus = z.object({ current: z.string().nullable(), next: z.string().nullable() });
export type DomainStatus = z.infer<typeof domainStatus>;

/** Three picture sources (default, ≥992 px, ≥1200 px); `id` changes with the content, so "seen" is per id. */
export const popup = z.object({
  id: z.string().min(1),
  images: z.array(z.object({ url: z.string(), width: z.number().int().positive() })).length(3),
  url: z.string().nullable(),
  title: z.string(),
  description: z.string(),
});
export type Popup = z.infer<typeof popup>;

/** images[0] is the default; 1 and 2 are the wider-screen variants. `title`: the banner's headline as operators wrote it. */
export const sliderItem = z.object({ slug: z.string(), url: z.string(), images: z.array(z.string()).min(1), title: z.string().optional() });
export const slider = z.object({ name: z.string(), items: z.array(sliderItem) });
export type Slider = z.infer<typeof slider>;

export const contentEntry = z.object({ id: z.number().int(), title: z.string(), body: z.string().optional() });
export const contentCategory = z.object({ id: z.number().int(), title: z.string().optional(), content: z.array(contentEntry) });
export type ContentCategory = z.infer<typeof contentCategory>;

export * from './content-rules';

export const providerLogo = z.object({ name: z.string(), url: z.string() });

export const promotion = z.object({
  id: z.number().int(),
  title: z.string(),
  image: z.string(),
  description: z.string(),
  category: z.string().optional(),
});
export type Promotion = z.infer<typeof promotion>;

/** GET cms/grouped, cached under the local key bootstrap. HTML fields must arrive already sanitized by the server. */
export const bootstrap = z.object({
  casinoCategoryList: z.array(casinoCategory),
  language: z.array(z.object({ locale: z.string(), name: z.string() })),
  translationList: z.array(keyValue),
  siteOption: z.array(keyValue.extend({ status: z.boolean() })),
  domainStatus,
  trialBonusAmount: z.number().nonnegative(),
  egtJackpotCards: z.array(egtJackpotCard),
  jackpotCards,
  popup: popup.nullable(),
  sliderList: z.array(slider),
  categoryList: z.array(contentCategory),
  providerLogos: z.array(providerLogo),
  promotions: z.array(promotion),
  menu: z.array(menuGroup),
  /** SITE_MODE: a demo site shows its "play money" notice on every page (an older cached copy reads as a demo). */
  siteMode: z.enum(['demo', 'live']).default('demo'),
});
export type Bootstrap = z.infer<typeof bootstrap>;

/** GET cms/page/:id — the id arrives as text in the path. */
export const cmsPageParams = z.object({ id: z.coerce.number().pipe(idNumber()) });

export const cmsPage = z.object({ id: z.number().int(), title: z.string(), body: z.string() });
export type CmsPage = z.infer<typeof cmsPage>;
