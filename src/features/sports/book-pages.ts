import type { Bootstrap } from '../../../contracts/cms';
import { siteOption } from '../../app/site-options';

/** Which of the book's pages a sports route opens: prematch, live, or its second product page. */
export type BookPage = 'main' | 'live' | 'fcg';

/** The demo sportsbook's own path (the default partner): what guests see, without a token. */
export const DEFAULT_PREVIEW_URL = '/sportsbook/';

/**
 * The page alias sent to the book (`page=`). /spor/fcg and /livespor/fcg open the book's second product page; the
 * spec names no alias, so the site option `sportsfcgpage` (cms bootstrap) sets it, 'fcg' by default.
 */
export function bookPageAlias(page: BookPage, options: Pick<Bootstrap, 'siteOption'>): string {
  if (page === 'fcg') return siteOption(options, 'sportsfcgpage') ?? 'fcg';
  return page;
}

/** Where guests preview the book: the site option `sportspreviewurl`, else the demo book. */
export const previewUrlOf = (options: Pick<Bootstrap, 'siteOption'>) => siteOption(options, 'sportspreviewurl') ?? DEFAULT_PREVIEW_URL;
