import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Locale } from '../../../i18n/locales.js';
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

/** Inert JSON: `<` escaped, so no value can close the script element. */
export const configScript = (config: FrameConfig) =>
  `<script type="application/json" id="game-config">${JSON.stringify(config).replace(/</g, '\\u003c')}</script>`;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Without a build (tests, a server started before `npm run build`): a valid page that says so. */
function placeholder(config: FrameConfig): string {
  const t = (key: 'games.frameTitle' | 'games.frameNotBuilt') => escapeHtml(gamesMessage(config.locale, key));
  return `<!doctype html><html lang="${config.locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${t('games.frameTitle')}</title>${configScript(config)}</head><body><p>${t('games.frameNotBuilt')}</p></body></html>`;
}

/** The game frame's built page (dist/game-frame/index.html) with the config injected before `</head>`. */
export async function framePage(staticDir: string | null, config: FrameConfig): Promise<string> {
  const built = staticDir ? await readFile(join(staticDir, 'game-frame', 'index.html'), 'utf8').catch(() => null) : null;
  if (!built || !built.includes('</head>')) return placeholder(config);
  return built.replace('</head>', () => `${configScript(config)}</head>`);
}

/** A page that only says what went wrong (an unknown session): the frame has nothing to play. */
export function messagePage(locale: Locale, message: string): string {
  return `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(gamesMessage(locale, 'games.frameTitle'))}</title></head><body><p>${escapeHtml(message)}</p></body></html>`;
}
