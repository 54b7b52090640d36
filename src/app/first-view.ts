import type { Bootstrap } from '../../contracts/cms';
import type { LobbyFirstGames } from '../../machines/lobby.machine';
import { isLocale, type Locale } from '../../i18n/locales';

/**
 * What the server rendered the first view from, embedded in the page as inert JSON (a data block, not a
 * script: the CSP stays strict). The browser starts the root actor from the same values, so React hydrates the
 * server's HTML instead of painting again, and the bootstrap is not fetched a second time.
 */
export interface FirstView {
  locale: Locale;
  bootstrap: Bootstrap;
  /** The top banner was read (cookie topNotifyRead=yes). */
  topNotifyRead: boolean;
  /** The path rendered. */
  path: string;
  /** The games the view shows (the lobby's grid, the home page's rows), or null. */
  games: LobbyFirstGames | null;
}

export const FIRST_VIEW_ELEMENT_ID = 'first-view';

/** JSON that can sit inside <script type="application/json">: no "</script>", no "<!--". */
export function serializeFirstView(view: FirstView): string {
  return JSON.stringify(view).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

export function parseFirstView(text: string | null | undefined): FirstView | null {
  if (!text) return null;
  try {
    const value = JSON.parse(text) as Partial<FirstView>;
    if (typeof value !== 'object' || value === null || !isLocale(String(value.locale))) return null;
    if (typeof value.path !== 'string' || typeof value.topNotifyRead !== 'boolean' || typeof value.bootstrap !== 'object' || value.bootstrap === null) return null;
    const games = value.games;
    const gamesShaped =
      games === null ||
      games === undefined ||
      (typeof games === 'object' && (games.slug === null || typeof games.slug === 'string') && Array.isArray(games.shelfSlugs) && Array.isArray(games.games));
    if (!gamesShaped) return null;
    return { ...value, games: games ?? null } as FirstView;
  } catch {
    return null;
  }
}

export function readFirstView(doc: Document | undefined = globalThis.document): FirstView | null {
  return parseFirstView(doc?.getElementById(FIRST_VIEW_ELEMENT_ID)?.textContent);
}
