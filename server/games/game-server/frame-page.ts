import type { Locale } from '../../../i18n/locales.js';
import { builtPage, inertJson, textPage } from '../../http/built-page.js';
import { gamesMessage } from './messages.js';

/** What the frame reads from `<script type="application/json" id="game-config">` (src/game-frame/config.ts). */
export interface FrameConfig {
  provider: string;
  /** Empty on the verify page: a round's proof is public, the session that played it is not. */
  session: string;
  apiBase: string;
  locale: Locale;
  mode: 'play' | 'verify';
  round?: string;
}

/** Inert JSON the frame reads. */
export const configScript = (config: FrameConfig) => inertJson('game-config', config);

/** The game frame's built page (dist/game-frame/index.html) with the config; without a build, a page that says so. */
export function framePage(staticDir: string | null, config: FrameConfig): Promise<string> {
  const head = configScript(config);
  const t = (key: 'games.frameTitle' | 'games.frameNotBuilt') => gamesMessage(config.locale, key);
  return builtPage(staticDir, 'game-frame', head, () => textPage({ lang: config.locale, title: t('games.frameTitle'), text: t('games.frameNotBuilt'), head }));
}

/** A page that only says what went wrong (an unknown session): the frame has nothing to play. */
export const messagePage = (locale: Locale, message: string) => textPage({ lang: locale, title: gamesMessage(locale, 'games.frameTitle'), text: message });
