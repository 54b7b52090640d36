import * as z from 'zod';
import type { Locale } from '../../i18n/locales.js';
import { builtPage, inertJson, textPage } from '../http/built-page.js';
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

/** Inert JSON the book's page reads. */
export const configScript = (config: BookConfig) => inertJson('book-config', config);

/** The book's built page (dist/sportsbook/index.html) with its config; without a build, a page that says so. */
export function bookPage(staticDir: string | null, config: BookConfig): Promise<string> {
  const head = configScript(config);
  const t = (key: 'sportsbook.page.title' | 'sportsbook.page.notBuilt') => bookMessage(config.lang, key);
  return builtPage(staticDir, 'sportsbook', head, () => textPage({ lang: config.lang, title: t('sportsbook.page.title'), text: t('sportsbook.page.notBuilt'), head }));
}
