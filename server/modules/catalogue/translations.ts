import type { Kysely } from 'kysely';
import { CATALOGUE_PAGE_SIZE, overrideProblem, placeholderList, type TranslationItem, type TranslationLocale, type TranslationPage } from '../../../contracts/admin-catalogue.js';
import { locales } from '../../../i18n/locales.js';
import type { Database } from '../../db/schema.js';
import { transact } from '../../db/transact.js';
import { translationRows } from '../../seed/site.js';
import { writeAudit, type Actor } from '../operators/audit.js';
import { done, refused, type Outcome } from '../outcome.js';

type Db = Kysely<Database>;

/**
 * The built-in texts: the catalogues of i18n/<locale>/ and the content keys the server owns (menu titles, ...),
 * as the seed writes them into `translations`. A row whose value differs from its built-in text is an override.
 */
let builtIns: { keys: string[]; text: Record<TranslationLocale, Map<string, string>> } | null = null;
function builtIn() {
  if (!builtIns) {
    const text = { tr: new Map<string, string>(), en: new Map<string, string>() };
    for (const row of translationRows()) text[row.locale as TranslationLocale].set(row.key, row.value);
    builtIns = { keys: [...new Set([...text.tr.keys(), ...text.en.keys()])].sort(), text };
  }
  return builtIns;
}

/** Case-insensitive in both languages: I, İ, ı and i all match. */
const fold = (text: string) => text.toLowerCase().replace(/ı/g, 'i').normalize('NFD').replace(/\u0307/g, '');

/** A page of the built-in keys (by key or either language's text, built-in or override), both languages side by side. */
export async function listTranslations(db: Db, { q = '', offset = 0 }: { q?: string; offset?: number }): Promise<TranslationPage> {
  const { keys, text } = builtIn();
  const rows = await db.selectFrom('translations').select(['locale', 'key', 'value']).execute();
  const stored = { tr: new Map<string, string>(), en: new Map<string, string>() };
  for (const row of rows) if (row.locale === 'tr' || row.locale === 'en') stored[row.locale].set(row.key, row.value);
  const itemOf = (key: string): TranslationItem => {
    const side = (locale: TranslationLocale) => {
      const base = text[locale].get(key) ?? '';
      const value = stored[locale].get(key);
      return { builtIn: base, override: value !== undefined && value !== base ? value : null };
    };
    return { key, tr: side('tr'), en: side('en') };
  };
  const term = fold(q.trim());
  const all = keys.map(itemOf);
  const matching = term
    ? all.filter((item) => [item.key, item.tr.builtIn, item.en.builtIn, item.tr.override ?? '', item.en.override ?? ''].some((s) => fold(s).includes(term)))
    : all;
  return { items: matching.slice(offset, offset + CATALOGUE_PAGE_SIZE), total: matching.length, offset };
}

const targetOf = (locale: string, key: string) => `translation:${locale}:${key}`;

/** Sets the text players see for one key in one language; refused (nothing changed) when it breaks the built-in's form. */
export async function setTranslation(db: Db, input: { locale: TranslationLocale; key: string; value: string }, actor: Actor, now: Date): Promise<Outcome<TranslationItem>> {
  const base = builtIn().text[input.locale].get(input.key);
  if (base === undefined) return refused('translation_unknown_key');
  const problem = overrideProblem(base, input.value);
  if (problem === 'markup') return refused('translation_markup');
  if (problem === 'syntax') return refused('translation_syntax');
  if (problem === 'placeholders') return refused('translation_placeholders', { params: { names: placeholderList(base) || '—' } });
  await write(db, input.locale, input.key, input.value, 'translation.set', actor, now);
  return done(await itemOf(db, input.key));
}

/** Back to the built-in text. */
export async function removeTranslation(db: Db, input: { locale: TranslationLocale; key: string }, actor: Actor, now: Date): Promise<Outcome<TranslationItem>> {
  const base = builtIn().text[input.locale].get(input.key);
  if (base === undefined) return refused('translation_unknown_key');
  await write(db, input.locale, input.key, base, 'translation.remove', actor, now);
  return done(await itemOf(db, input.key));
}

async function write(db: Db, locale: TranslationLocale, key: string, value: string, action: string, actor: Actor, now: Date) {
  await transact(db, async (trx) => {
    const before = await trx.selectFrom('translations').select('value').where('locale', '=', locale).where('key', '=', key).executeTakeFirst();
    if (before?.value === value) return;
    await trx
      .insertInto('translations')
      .values({ locale, key, value })
      .onConflict((oc) => oc.columns(['locale', 'key']).doUpdateSet({ value }))
      .execute();
    await writeAudit(trx, actor, { action, target: targetOf(locale, key), before: { value: before?.value ?? null }, after: { value } }, now);
  });
}

async function itemOf(db: Db, key: string): Promise<TranslationItem> {
  const { text } = builtIn();
  const rows = await db.selectFrom('translations').select(['locale', 'value']).where('key', '=', key).execute();
  const side = (locale: TranslationLocale) => {
    const base = text[locale].get(key) ?? '';
    const value = rows.find((r) => r.locale === locale)?.value;
    return { builtIn: base, override: value !== undefined && value !== base ? value : null };
  };
  return { key, tr: side(locales[0]), en: side(locales[1]) };
}
