import rosetta from 'rosetta';
import { defaultLocale, isLocale, type Locale } from '../../contracts/messages';
import { validationMessages } from '../../contracts/messages';
import { tr, type MessageKey } from './dictionaries/tr';

export type TranslateParams = Record<string, string | number>;
export type Translate = (key: MessageKey | (string & {}), params?: TranslateParams) => string;

const store = rosetta<Record<string, string>>();
store.set('tr', { ...validationMessages.tr, ...tr });
store.locale(defaultLocale);

/** Built-in dictionaries: Turkish ships with the first page, English loads when it is first wanted. */
const builtIn: Partial<Record<Locale, Promise<void> | 'loaded'>> = { tr: 'loaded' };
const loaders: Record<Exclude<Locale, 'tr'>, () => Promise<Record<MessageKey, string>>> = {
  en: () => import('./dictionaries/en').then((module) => module.en),
};
/** Server strings per language, kept to lay over a built-in dictionary that arrives after them. */
const serverStrings: Partial<Record<Locale, Record<string, string>>> = {};

export function isLocaleLoaded(locale: Locale): boolean {
  return builtIn[locale] === 'loaded';
}

/** Loads the built-in dictionary of a language (once); the switch to it waits for this. */
export function loadLocale(locale: Locale): Promise<void> {
  const state = builtIn[locale];
  if (state === 'loaded') return Promise.resolve();
  if (state) return state;
  const loading = loaders[locale as Exclude<Locale, 'tr'>]().then(
    (strings) => {
      store.set(locale, { ...validationMessages[locale], ...strings, ...serverStrings[locale] });
      builtIn[locale] = 'loaded';
    },
    (error: unknown) => {
      delete builtIn[locale];
      throw error;
    },
  );
  builtIn[locale] = loading;
  return loading;
}

/** Server translations (bootstrap translationList) override the built-in dictionary of that locale. */
export function mergeServerTranslations(locale: Locale, list: ReadonlyArray<{ key: string; value: string }>): void {
  if (list.length === 0) return;
  const strings = Object.fromEntries(list.map((entry) => [entry.key, entry.value]));
  serverStrings[locale] = { ...serverStrings[locale], ...strings };
  store.set(locale, strings);
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
