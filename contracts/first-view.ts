import type { GameItem } from './casino';
import type { Bootstrap } from './cms';
import type { Locale } from '../i18n/locales';

/**
 * What the server asks the server bundle (src/entry-server.tsx) to render: the contract between the two halves
 * of a first view (decision 009). The server never imports src/, so both sides take the shape from here.
 */
export interface FirstViewRenderRequest {
  path: string;
  search: string;
  locale: Locale;
  bootstrap: Bootstrap;
  topNotifyRead: boolean;
  hostname: string;
  /** The games of the categories firstViewCategories named for this path (none asked: empty). */
  games: GameItem[];
}
