import type { Locale } from '../../i18n/locales';

export type Partner = 'betsy' | 'betco';
/** 'fcg' is the book's second product page: here the featured list (the most popular matches across sports). */
export type BookPage = 'main' | 'live' | 'fcg';

/** What the server injects as `<script type="application/json" id="book-config">`. */
export interface BookConfig {
  partner: Partner;
  /** The operator's token for this player; null for a guest (odds visible, betting asks for login). */
  token: string | null;
  lang: Locale;
  page: BookPage;
  apiBase: string;
}

const isText = (value: unknown, max: number): value is string => typeof value === 'string' && value.length > 0 && value.length <= max;

/** Validated by hand: zod would double the bundle. Null when the page carries no usable config. */
export function parseBookConfig(raw: unknown): BookConfig | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const value = raw as Record<string, unknown>;
  if (value.partner !== 'betsy' && value.partner !== 'betco') return null;
  if (!isText(value.apiBase, 200)) return null;
  // Same-origin paths only: the book never sends a token to another site.
  if (!value.apiBase.startsWith('/') || value.apiBase.startsWith('//')) return null;
  return {
    partner: value.partner,
    token: isText(value.token, 255) ? value.token : null,
    lang: value.lang === 'en' ? 'en' : 'tr',
    page: value.page === 'live' || value.page === 'fcg' ? value.page : 'main',
    apiBase: value.apiBase.replace(/\/+$/, ''),
  };
}

export function readBookConfig(doc: Document = document): BookConfig | null {
  const text = doc.getElementById('book-config')?.textContent;
  if (!text) return null;
  try {
    return parseBookConfig(JSON.parse(text));
  } catch {
    return null;
  }
}
