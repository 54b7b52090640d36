import type { SliderItem } from '../../../machines/carousel.machine';

/** Only an https address leaves the site (new tab); anything else is a route of the app. */
export const isExternal = (url: string) => /^https:\/\//i.test(url);

/** The banner's headline as operators wrote it; else the artwork's title parameter; else the slug read as words. */
export function bannerAlt(item: SliderItem): string {
  if (item.title && item.title.trim() !== '') return item.title;
  try {
    const title = new URL(item.images[0], 'http://local').searchParams.get('title');
    if (title) return title;
  } catch {
    /* not a URL: fall back to the slug */
  }
  return item.slug.replace(/[-_]+/g, ' ');
}
