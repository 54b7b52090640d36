import type { Locale } from './locales';

export type MessageParams = Record<string, string | number>;

const PLURAL = /\{\{(\w+), plural,((?:\s*(?:=\d+|zero|one|two|few|many|other)\s*\{[^{}]*\})+)\s*\}\}/g;
const BRANCH = /(=\d+|zero|one|two|few|many|other)\s*\{([^{}]*)\}/g;
const PLACEHOLDER = /\{\{(\w+)\}\}/g;

const rules = new Map<Locale, Intl.PluralRules>();
const pluralRules = (locale: Locale) => {
  let rule = rules.get(locale);
  if (!rule) rules.set(locale, (rule = new Intl.PluralRules(locale)));
  return rule;
};

function choose(locale: Locale, count: number, branches: string): string | undefined {
  const forms = new Map<string, string>();
  for (const [, form, text] of branches.matchAll(BRANCH)) forms.set(form, text);
  return forms.get(`=${count}`) ?? forms.get(pluralRules(locale).select(count)) ?? forms.get('other');
}

/**
 * Fills `{{name}}` and picks the form of `{{name, plural, one {# try} other {# tries}}}` by the language's
 * plural rules (`#` is the number; a language without a form falls back to `other`). Unknown names stay as written.
 */
export function format(text: string, locale: Locale, params?: MessageParams): string {
  if (!params) return text;
  return text
    .replace(PLURAL, (whole, name: string, branches: string) => {
      if (!Object.hasOwn(params, name)) return whole;
      const count = Number(params[name]);
      const form = Number.isFinite(count) ? choose(locale, count, branches) : undefined;
      return form === undefined ? whole : form.replaceAll('#', String(params[name]));
    })
    .replace(PLACEHOLDER, (whole, name: string) => (Object.hasOwn(params, name) ? String(params[name]) : whole));
}

export type Translator<Key extends string = string> = (key: Key, params?: MessageParams) => string;

export const translatorOf =
  <Key extends string>(catalogue: Record<Key, string>, locale: Locale): Translator<Key> =>
  (key, params) => format(catalogue[key], locale, params);
