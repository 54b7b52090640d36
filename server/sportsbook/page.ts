import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import * as z from 'zod';
import type { Locale } from '../../i18n/locales.js';
import { bookMessage } from './messages.js';
import type { PartnerKey } from './wallet-port.js';

/** What the book's page reads from `<script type="application/json" id="book-config">`. */
export interface BookConfig {
  partner: PartnerKey;
  /** Empty for a guest: odds are shown, a bet asks for login. */
  token: string;
  lang: Locale;
  page: 'main' | 'live' | 'fcg';
  apiBase: string;
}

const text = z.string().max(255).optional().catch(undefined);
export const betsyPageQuery = z.object({ t: text, lang: text, page: text });
export const betcoPageQuery = z.object({ user_id: text, auth_token: text, lang: text, page: text, odds: text });

/** Betsy sends `tr`/`en`, SpringBuilder three-letter codes (`tur`, `eng`): Turkish unless English is asked for. */
export const localeOf = (lang: string | undefined): Locale => (lang && /^en/i.test(lang) ? 'en' : 'tr');
const pageOf = (page: string | undefined): BookConfig['page'] => (page && /fcg/i.test(page) ? 'fcg' : page && /live/i.test(page) ? 'live' : 'main');

export function configFromQuery(partner: PartnerKey, query: unknown): BookConfig {
  const base = { partner, apiBase: '/sportsbook/api' } as const;
  if (partner === 'betco') {
    const q = betcoPageQuery.parse(query ?? {});
    return { ...base, token: q.auth_token ?? '', lang: localeOf(q.lang), page: pageOf(q.page) };
  }
  const q = betsyPageQuery.parse(query ?? {});
  return { ...base, token: q.t ?? '', lang: localeOf(q.lang), page: pageOf(q.page) };
}

/** Inert JSON: `<` escaped, so no value can close the script element. */
export const configScript = (config: BookConfig) =>
  `<script type="application/json" id="book-config">${JSON.stringify(config).replace(/</g, '\\u003c')}</script>`;

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Without a build (tests, a server started before `npm run build`): a valid page that says so. */
function placeholder(config: BookConfig): string {
  const t = (key: 'sportsbook.page.title' | 'sportsbook.page.notBuilt') => escapeHtml(bookMessage(config.lang, key));
  return `<!doctype html><html lang="${config.lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${t('sportsbook.page.title')}</title>${configScript(config)}</head><body><p>${t('sportsbook.page.notBuilt')}</p></body></html>`;
}

/** The book's built page (dist/sportsbook/index.html) with its config injected before `</head>`. */
export async function bookPage(staticDir: string | null, config: BookConfig): Promise<string> {
  const built = staticDir ? await readFile(join(staticDir, 'sportsbook', 'index.html'), 'utf8').catch(() => null) : null;
  if (!built || !built.includes('</head>')) return placeholder(config);
  return built.replace('</head>', () => `${configScript(config)}</head>`);
}
