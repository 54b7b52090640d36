import { defaultLocale, isLocale, type Locale } from '../../i18n/locales';
import { format, type MessageParams } from '../../i18n/format';
import type { BrowserKey } from '../../i18n/keys';
import { startTr } from '../../i18n/tr/start';

export type { BrowserKey as MessageKey };
export type TranslateParams = MessageParams;
export type Translate = (key: BrowserKey | (string & {}), params?: TranslateParams) => string;

const strings: Partial<Record<Locale, Record<string, string>>> = { tr: { ...startTr } };

/**
 * Built-in catalogues: Turkish ships with the first page (the strings its own code shows, ../../i18n/tr/start.ts;
 * the rest follows, see loadAllStrings), English loads whole when it is first wanted.
 */
const builtIn: Partial<Record<Locale, Promise<void> | 'loaded'>> = { tr: 'loaded' };
const loaders: Record<Exclude<Locale, 'tr'>, () => Promise<Record<BrowserKey, string>>> = {
  en: () => import('../../i18n/en/browser').then((module) => module.browserEn),
};
/** Server strings per language, kept to lay over a built-in catalogue that arrives after them. */
const serverStrings: Partial<Record<Locale, Record<string, string>>> = {};
/** The built-in catalogue of each language as loaded so far (what server strings are laid over). */
const baseStrings: Partial<Record<Locale, Record<string, string>>> = { tr: { ...startTr } };

export function isLocaleLoaded(locale: Locale): boolean {
  return builtIn[locale] === 'loaded';
}

/** Loads the built-in catalogue of a language (once); the switch to it waits for this. */
export function loadLocale(locale: Locale): Promise<void> {
  const state = builtIn[locale];
  if (state === 'loaded') return Promise.resolve();
  if (state) return state;
  const loading = loaders[locale as Exclude<Locale, 'tr'>]().then(
    (catalogue) => {
      baseStrings[locale] = { ...catalogue };
      strings[locale] = { ...catalogue, ...serverStrings[locale] };
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

let restOfTurkish: Promise<void> | null = null;

/**
 * The rest of the Turkish catalogue (everything the first page's code does not show). Pages and dialogs loaded on
 * use wait for it with their code (src/app/lazy-part.tsx, the dialog flows); the page asks for it once idle. A
 * failed load is tried again by the next caller.
 */
export function loadAllStrings(): Promise<void> {
  restOfTurkish ??= import('../../i18n/tr/browser').then(
    ({ browserTr }) => {
      baseStrings.tr = { ...startTr, ...browserTr };
      strings.tr = { ...baseStrings.tr, ...serverStrings.tr };
    },
    (error: unknown) => {
      restOfTurkish = null;
      throw error;
    },
  );
  return restOfTurkish;
}

/** Server translations (bootstrap translationList) override the built-in catalogue of that locale. */
export function mergeServerTranslations(locale: Locale, list: ReadonlyArray<{ key: string; value: string }>): void {
  // The list is the whole set of overrides: a key an operator no longer overrides goes back to its built-in text
  // (the server renders every page with this module, so a removed override must not linger there).
  const changed = Object.fromEntries(list.map((entry) => [entry.key, entry.value]));
  serverStrings[locale] = changed;
  strings[locale] = { ...baseStrings[locale], ...changed };
}

export function setActiveLocale(locale: Locale): void {
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
}

export function translatorFor(locale: Locale): Translate {
  return (key, params) => {
    const catalogue = strings[locale];
    const text = catalogue && Object.hasOwn(catalogue, key) ? catalogue[key] : '';
    return text === '' ? String(key) : format(text, locale, params);
  };
}

export function resolveLocale(stored: string | null, available: readonly string[]): Locale {
  if (stored && isLocale(stored) && (available.length === 0 || available.includes(stored))) return stored;
  return defaultLocale;
}
