import type { BannerVariant, PopupSize } from './svg.js';

/** Relative URLs of the generated artwork served under /media (see routes.ts). */
function query(params: Record<string, string | undefined>): string {
  const parts = Object.entries(params)
    .filter((entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== '')
    .map(([k, v]) => `${k}=${encodeURIComponent(v)}`);
  return parts.length ? `?${parts.join('&')}` : '';
}

export interface HeroText { title: string; subtitle?: string; cta?: string }

export const mediaUrl = {
  game: (slug: string, name: string, provider: string) => `/media/games/${slug}.svg${query({ name, provider })}`,
  banner: (slug: string, variant: BannerVariant, text: HeroText) =>
    `/media/banners/${slug}-${variant}.svg${query({ ...text })}`,
  provider: (slug: string, name: string) => `/media/providers/${slug}.svg${query({ name })}`,
  category: (slug: string) => `/media/categories/${slug}.svg`,
  method: (kind: string) => `/media/methods/${kind}.svg`,
  promotion: (slug: string, text: HeroText) => `/media/promotions/${slug}.svg${query({ ...text })}`,
  popup: (size: PopupSize, slug: string, text: HeroText) => `/media/popup/${size}.svg${query({ slug, ...text })}`,
};

/** A URL-safe slug; Turkish letters become their ASCII look-alikes. */
export function slugify(text: string): string {
  const map: Record<string, string> = { ç: 'c', ğ: 'g', ı: 'i', İ: 'i', ö: 'o', ş: 's', ü: 'u', Ç: 'c', Ğ: 'g', Ö: 'o', Ş: 's', Ü: 'u' };
  return text
    .replace(/[çğıİöşüÇĞÖŞÜ]/g, (c) => map[c] ?? c)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
