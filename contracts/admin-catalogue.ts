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

/** Into one more category (it goes last there); the game stays in the others. */
export const gameAdd = z.object({ id: idNumber(), to: idNumber() });
export type GameAdd = z.infer<typeof gameAdd>;

// Categories

export const CATEGORY_SLUG_MAX = 40;
export const CATEGORY_NAME_MAX = 40;
/** How many extra addresses a category may have besides its own. */
export const CATEGORY_EXTRA_SLUGS_MAX = 10;
/** The address of a category's lobby (/casino/<slug>): lowercase a–z, digits and single dashes between them. */
export const CATEGORY_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** An icon an operator uploaded; any other address is the generated one (/media/categories/<slug>.svg). */
export const CATEGORY_UPLOADED_ICON = /^\/media\/uploads\/[a-f0-9]{64}\.(?:png|jpg|webp)$/;

const categoryName = () =>
  plainText().trim().min(1, { error: 'validation.required' }).max(CATEGORY_NAME_MAX, { error: 'validation.max' }).regex(/^[^\p{Cc}]*$/u, { error: 'validation.invalid' });
const categorySlug = () => plainText().trim().min(1, { error: 'validation.required' }).max(CATEGORY_SLUG_MAX, { error: 'validation.max' }).regex(CATEGORY_SLUG, { error: 'validation.slug' });

type SlugIssue = { message: 'validation.slugLine' | 'validation.slugRepeated' | 'validation.tooManySlugs'; params: Record<string, string | number> };

/** What is wrong with a category's extra addresses (beside its own, `main`), or null: the same rule as the main address, each once. */
export function extraSlugsProblem(main: string | null, extras: readonly string[]): SlugIssue | null {
  if (extras.length > CATEGORY_EXTRA_SLUGS_MAX) return { message: 'validation.tooManySlugs', params: { max: CATEGORY_EXTRA_SLUGS_MAX } };
  const seen = new Set(main ? [main] : []);
  for (const slug of extras) {
    if (slug.length > CATEGORY_SLUG_MAX || !CATEGORY_SLUG.test(slug)) return { message: 'validation.slugLine', params: { slug } };
    if (seen.has(slug)) return { message: 'validation.slugRepeated', params: { slug } };
    seen.add(slug);
  }
  return null;
}

/** The extra addresses as an operator writes them: one a line, blank lines ignored. */
export const extraSlugLines = (text: string) =>
  text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');

const extraSlugIssue = (ctx: z.core.$RefinementCtx, main: string | null, extras: readonly string[], path: PropertyKey[]) => {
  const problem = extraSlugsProblem(main, extras);
  if (problem) ctx.addIssue({ code: 'custom', path, ...problem });
};

const categoryFields = {
  nameTr: categoryName(),
  nameEn: categoryName(),
  /** An uploaded icon, or null for the generated one. */
  imageUrl: plainText().regex(CATEGORY_UPLOADED_ICON, { error: 'validation.invalid' }).nullable(),
  /** More addresses that open the same lobby (/casino/<extra>), besides the first one, which never changes. */
  extraSlugs: z.array(plainText()).superRefine((extras, ctx) => extraSlugIssue(ctx, null, extras, [])),
  /** A live casino category: a search in its lobby finds live casino games. */
  isLive: z.boolean({ error: 'validation.invalid' }),
};

export const categoryEdit = z.object(categoryFields);
export type CategoryEdit = z.infer<typeof categoryEdit>;
export const categoryCreate = z
  .object({ slug: categorySlug(), ...categoryFields })
  .superRefine((v, ctx) => extraSlugIssue(ctx, v.slug, v.extraSlugs, ['extraSlugs']));
export type CategoryCreate = z.infer<typeof categoryCreate>;
export const categoryParams = z.object({ id: z.coerce.number().pipe(idNumber()) });
export const categoryHidden = z.object({ hidden: z.boolean({ error: 'validation.invalid' }) });
export const categoryMove = z.object({ direction: z.enum(['up', 'down'], { error: 'validation.invalid' }) });

export const adminCategory = z.object({
  id: z.number().int(),
  /** The lobby's address /casino/<first slug>, then its extra addresses (the same lobby). */
  slugList: z.array(z.string()),
  nameTr: z.string(),
  nameEn: z.string(),
  imageUrl: z.string(),
  isLive: z.boolean(),
  hidden: z.boolean(),
  position: z.number().int(),
  /** How many games it lists. */
  size: z.number().int(),
});
export type AdminCategory = z.infer<typeof adminCategory>;
export const adminCategoryList = z.object({ categories: z.array(adminCategory) });
export type AdminCategoryList = z.infer<typeof adminCategoryList>;

/** The category form: a new one has its address too; an existing one keeps it (players' links stay valid). */
const categoryFormFields = {
  nameTr: categoryName(),
  nameEn: categoryName(),
  /** '' for the generated icon. */
  imageUrl: z.string(),
  /** One extra address a line. */
  extraSlugs: z.string(),
  isLive: z.boolean(),
};
const formExtras = (v: { slug: string; extraSlugs: string }, ctx: z.core.$RefinementCtx) => extraSlugIssue(ctx, v.slug.trim(), extraSlugLines(v.extraSlugs), ['extraSlugs']);
export const categoryForm = z.object({ slug: z.string(), ...categoryFormFields }).superRefine(formExtras);
export const newCategoryForm = z.object({ slug: categorySlug(), ...categoryFormFields }).superRefine(formExtras);
export type CategoryForm = z.input<typeof categoryForm>;
export const emptyCategoryForm: CategoryForm = { slug: '', nameTr: '', nameEn: '', imageUrl: '', extraSlugs: '', isLive: false };

/** The form of an existing category. */
export const categoryFormOf = (c: AdminCategory): CategoryForm => ({
  slug: c.slugList[0] ?? '',
  nameTr: c.nameTr,
  nameEn: c.nameEn,
  imageUrl: CATEGORY_UPLOADED_ICON.test(c.imageUrl) ? c.imageUrl : '',
  extraSlugs: c.slugList.slice(1).join('\n'),
  isLive: c.isLive,
});

/** What a checked form sends: a new category with its address, an existing one without. */
export function categoryBodyOf(form: CategoryForm): CategoryEdit & { slug: string } {
  return {
    slug: form.slug.trim(),
    nameTr: form.nameTr.trim(),
    nameEn: form.nameEn.trim(),
    imageUrl: form.imageUrl === '' ? null : form.imageUrl,
    extraSlugs: extraSlugLines(form.extraSlugs),
    isLive: form.isLive,
  };
}
