import * as z from 'zod';
import { idNumber, plainText, requiredString } from './fields';
import { locales } from '../i18n/locales';

/*
 * The back office's translations and game catalogue calls (/api/admin/translations, /api/admin/games): requests,
 * answers and the rule an override must keep (the same placeholders as the built-in text, valid plural syntax,
 * plain text). The server and the screens check them with these.
 */

export const CATALOGUE_PAGE_SIZE = 25;
export const TRANSLATION_MAX = 2000;

const offsetParam = () => z.coerce.number().pipe(z.number().int({ error: 'validation.invalid' }).min(0, { error: 'validation.invalid' }).max(1_000_000, { error: 'validation.invalid' })).optional();
const searchParam = () => plainText().trim().max(100, { error: 'validation.max' }).optional();

export const translationLocale = z.enum(locales, { error: 'validation.invalid' });
export type TranslationLocale = z.infer<typeof translationLocale>;

const translationKey = requiredString().max(200, { error: 'validation.max' }).regex(/^[\w.-]+$/, { error: 'validation.invalid' });

/** q: part of a key or of its text in either language (case-insensitive); empty lists every key. */
export const translationsQuery = z.object({ q: searchParam(), offset: offsetParam() });
export type TranslationsQuery = z.input<typeof translationsQuery>;

export const translationText = z.object({ builtIn: z.string(), override: z.string().nullable() });
export const translationItem = z.object({ key: z.string(), tr: translationText, en: translationText });
export type TranslationItem = z.infer<typeof translationItem>;
export const translationPage = z.object({ items: z.array(translationItem), total: z.number().int(), offset: z.number().int() });
export type TranslationPage = z.infer<typeof translationPage>;

export const translationSet = z.object({
  locale: translationLocale,
  key: translationKey,
  value: requiredString().max(TRANSLATION_MAX, { error: 'validation.max' }).refine((v) => v.trim().length > 0, { error: 'validation.required' }),
});
export type TranslationSet = z.infer<typeof translationSet>;
export const translationRemove = z.object({ locale: translationLocale, key: translationKey });
export type TranslationRemove = z.infer<typeof translationRemove>;

const PLURAL = /\{\{(\w+), plural,((?:\s*(?:=\d+|zero|one|two|few|many|other)\s*\{[^{}]*\})+)\s*\}\}/g;
const PLACEHOLDER = /\{\{(\w+)\}\}/g;

/** The names a text fills in: `{{name}}` and `{{count, plural, …}}`, each once, sorted. */
export function placeholdersOf(text: string): string[] {
  const names = new Set<string>();
  for (const [, name] of text.matchAll(PLURAL)) names.add(`${name}#`);
  for (const [, name] of text.replace(PLURAL, '').matchAll(PLACEHOLDER)) names.add(name);
  return [...names].sort();
}

export type OverrideProblem = 'markup' | 'syntax' | 'placeholders';

/**
 * Why an override cannot replace the built-in text, or null: markup (the site shows text, not HTML), broken braces
 * or a plural without its `other` form, or other placeholders than the built-in text's (a dropped `{{name}}` would
 * lose the value; an unknown one would show as written).
 */
export function overrideProblem(builtIn: string, value: string): OverrideProblem | null {
  if (/<\/?[a-z!][^>]*>/i.test(value) || /[\p{Cc}]/u.test(value.replace(/[\n\t]/g, ''))) return 'markup';
  const plurals = [...value.matchAll(PLURAL)];
  if (plurals.some(([, , branches]) => !/(^|\})\s*other\s*\{/.test(branches))) return 'syntax';
  const rest = value.replace(PLURAL, '').replace(PLACEHOLDER, '');
  if (rest.includes('{{') || rest.includes('}}')) return 'syntax';
  const want = placeholdersOf(builtIn);
  const got = placeholdersOf(value);
  if (want.length !== got.length || want.some((name, i) => name !== got[i])) return 'placeholders';
  return null;
}

/** The names as an operator reads them in a message: `{{name}}, {{count, plural…}}`. */
export const placeholderList = (text: string) =>
  placeholdersOf(text)
    .map((name) => (name.endsWith('#') ? `{{${name.slice(0, -1)}, plural…}}` : `{{${name}}}`))
    .join(', ');

// Games

export const gamesQuery = z.object({
  q: searchParam(),
  providerId: z.coerce.number().pipe(idNumber()).optional(),
  categoryId: z.coerce.number().pipe(idNumber()).optional(),
  offset: offsetParam(),
});
export type GamesQuery = z.input<typeof gamesQuery>;

export const adminGameItem = z.object({
  id: z.number().int(),
  name: z.string(),
  providerId: z.number().int(),
  providerName: z.string(),
  isLive: z.boolean(),
  enabled: z.boolean(),
  /** The categories that list it, with its place (0 first) in each. */
  categories: z.array(z.object({ categoryId: z.number().int(), position: z.number().int() })),
});
export type AdminGameItem = z.infer<typeof adminGameItem>;
export const adminGamePage = z.object({ items: z.array(adminGameItem), total: z.number().int(), offset: z.number().int() });
export type AdminGamePage = z.infer<typeof adminGamePage>;

export const gameFacets = z.object({
  categories: z.array(z.object({ id: z.number().int(), nameTr: z.string(), nameEn: z.string(), size: z.number().int() })),
  providers: z.array(z.object({ id: z.number().int(), name: z.string() })),
});
export type GameFacets = z.infer<typeof gameFacets>;

export const gameEnabled = z.object({ id: idNumber(), enabled: z.boolean({ error: 'validation.invalid' }) });
export type GameEnabled = z.infer<typeof gameEnabled>;
export const gameMove = z.object({ id: idNumber(), categoryId: idNumber(), direction: z.enum(['up', 'down'], { error: 'validation.invalid' }) });
export type GameMove = z.infer<typeof gameMove>;
/** From one category to another (it goes last there). */
export const gameRecategorize = z
  .object({ id: idNumber(), from: idNumber(), to: idNumber() })
  .refine((v) => v.from !== v.to, { error: 'validation.invalid', path: ['to'] });
export type GameRecategorize = z.infer<typeof gameRecategorize>;
