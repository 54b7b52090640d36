import rosetta from 'rosetta';
import { defaultLocale, isLocale, type Locale } from '../../contracts/messages';
import { validationMessages } from '../../contracts/messages';
import { dictionaries, type MessageKey } from './dictionaries';

export type TranslateParams = Record<string, string | number>;
export type Translate = (key: MessageKey | (string & {}), params?: TranslateParams) => string;

const store = rosetta<Record<string, string>>();
for (const locale of ['tr', 'en'] as const) {
  store.set(locale, { ...validationMessages[locale], ...dictionaries[locale] });
}
store.locale(defaultLocale);

/** Server translations (bootstrap translationList) override the built-in dictionary of that locale. */
export function mergeServerTranslations(locale: Locale, list: ReadonlyArray<{ key: string; value: string }>): void {
  if (list.length === 0) return;
  store.set(locale, Object.fromEntries(list.map((entry) => [entry.key, entry.value])));
}

export function setActiveLocale(locale: Locale): void {
  store.locale(locale);
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
}

export function translatorFor(locale: Locale): Translate {
  return (key, params) => {
    // The key as a one-item path: rosetta would otherwise split dotted keys into nested lookups.
    const text = store.t([key], params ?? {}, locale);
    return text === '' ? String(key) : text;
  };
}

export function resolveLocale(stored: string | null, available: readonly string[]): Locale {
  if (stored && isLocale(stored) && (available.length === 0 || available.includes(stored))) return stored;
  return defaultLocale;
}
