import type * as z from 'zod';

export const locales = ['tr', 'en'] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = 'tr';

export const isLocale = (value: unknown): value is Locale =>
  typeof value === 'string' && (locales as readonly string[]).includes(value);

const en = {
  'validation.required': 'This field is required',
  'validation.min': 'Must be at least {{min}} characters',
  'validation.max': 'Must be at most {{max}} characters',
  'validation.length': 'Must be exactly {{length}} characters',
  'validation.letters': 'Only letters are allowed',
  'validation.spaces': 'Separate words with a single space, with no space at the start or end',
  'validation.alphanumeric': 'Only letters (a-z) and digits are allowed',
  'validation.digits': 'Only digits are allowed',
  'validation.email': 'Enter a valid e-mail address',
  'validation.mismatch': 'The entries do not match',
  'validation.date': 'Enter a valid date',
  'validation.phone': 'The phone number must be 90 followed by 10 digits',
  'validation.iban': 'Enter a valid IBAN (TR followed by 24 digits)',
  'validation.number': 'Enter a valid number',
  'validation.integer': 'Must be a whole number',
  'validation.positive': 'Must be greater than zero',
  'validation.option': 'Choose an option from the list',
  'validation.invalid': 'Invalid value',
} as const;

export type MessageKey = keyof typeof en;

const tr: Record<MessageKey, string> = {
  'validation.required': 'Bu alan zorunludur',
  'validation.min': 'En az {{min}} karakter olmalı',
  'validation.max': 'En fazla {{max}} karakter olmalı',
  'validation.length': 'Tam olarak {{length}} karakter olmalı',
  'validation.letters': 'Yalnızca harf kullanılabilir',
  'validation.spaces': 'Kelimeler arasında tek boşluk olmalı, başta ve sonda boşluk olmamalı',
  'validation.alphanumeric': 'Yalnızca Türkçe karakter içermeyen harfler ve rakamlar kullanılabilir',
  'validation.digits': 'Yalnızca rakam kullanılabilir',
  'validation.email': 'Geçerli bir e-posta adresi girin',
  'validation.mismatch': 'Girilen değerler eşleşmiyor',
  'validation.date': 'Geçerli bir tarih girin',
  'validation.phone': 'Telefon numarası 90 ile başlamalı ve ardından 10 rakam gelmeli',
  'validation.iban': 'Geçerli bir IBAN girin (TR ve ardından 24 rakam)',
  'validation.number': 'Geçerli bir sayı girin',
  'validation.integer': 'Tam sayı olmalı',
  'validation.positive': 'Sıfırdan büyük olmalı',
  'validation.option': 'Listeden bir seçenek seçin',
  'validation.invalid': 'Geçersiz değer',
};

export const validationMessages: Record<Locale, Record<MessageKey, string>> = { tr, en };

export const isMessageKey = (key: string): key is MessageKey => Object.hasOwn(en, key);

function issueParams(issue: z.core.$ZodIssue): Record<string, string> {
  const params: Record<string, string> = {};
  if (issue.code === 'too_small') {
    params.min = String(issue.minimum);
    if (issue.exact) params.length = String(issue.minimum);
  } else if (issue.code === 'too_big') {
    params.max = String(issue.maximum);
    if (issue.exact) params.length = String(issue.maximum);
  } else if (issue.code === 'custom' && issue.params) {
    for (const [name, value] of Object.entries(issue.params)) params[name] = String(value);
  }
  return params;
}

export function formatIssue(issue: z.core.$ZodIssue, locale: Locale): string {
  const messages = validationMessages[locale];
  const key = isMessageKey(issue.message) ? issue.message : 'validation.invalid';
  const params = issueParams(issue);
  return messages[key].replace(/\{\{(\w+)\}\}/g, (whole, name: string) => params[name] ?? whole);
}

/** Dotted path → first message, the shape forms and the server's `errors` field both use. */
export function fieldErrors(error: z.ZodError, locale: Locale): Record<string, string> {
  const result: Record<string, string> = {};
  for (const issue of error.issues) {
    const path = issue.path.map(String).join('.');
    if (!(path in result)) result[path] = formatIssue(issue, locale);
  }
  return result;
}
