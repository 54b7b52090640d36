import { translatorOf, type MessageParams, type Translator } from '../../i18n/format.js';
import { serverCatalogues } from '../../i18n/catalogues.js';
import type { Locale } from '../../i18n/locales.js';
import type { ServerKey, ValidationKey } from '../../i18n/keys.js';

export type { MessageParams };
export type ServerLocale = Locale;
export type ServerMessageKey = ServerKey | ValidationKey;

export function parseLocale(header: unknown): ServerLocale {
  const value = Array.isArray(header) ? header[0] : header;
  return typeof value === 'string' && value.trim().toLowerCase().startsWith('en') ? 'en' : 'tr';
}

const translators: Record<ServerLocale, Translator<ServerMessageKey>> = {
  tr: translatorOf(serverCatalogues.tr, 'tr'),
  en: translatorOf(serverCatalogues.en, 'en'),
};

export function serverMessage(locale: ServerLocale, key: ServerMessageKey, params?: MessageParams): string {
  return translators[locale](key, params);
}
