import { translatorOf, type MessageParams } from '../../i18n/format.js';
import { serverSportsbookEn } from '../../i18n/en/server-sportsbook.js';
import { serverSportsbookTr } from '../../i18n/tr/server-sportsbook.js';
import type { Locale } from '../../i18n/locales.js';
import type { bookErrorCode } from '../../contracts/sportsbook.js';
import type * as z from 'zod';

export type BookKey = keyof typeof serverSportsbookEn;
export type BookErrorCode = z.infer<typeof bookErrorCode>;

const translators = { tr: translatorOf(serverSportsbookTr, 'tr'), en: translatorOf(serverSportsbookEn, 'en') };

export const bookMessage = (locale: Locale, key: BookKey, params?: MessageParams) => translators[locale](key, params);

const STATUS: Record<BookErrorCode, number> = {
  invalid: 400,
  not_logged_in: 401,
  zero_balance: 402,
  not_found: 404,
  odds_changed: 409,
  suspended: 409,
  unavailable: 503,
};

/** A refusal the book's page shows as it is: a code and a message in the page's language. */
export class BookFailure extends Error {
  constructor(
    readonly code: BookErrorCode,
    readonly key: BookKey,
  ) {
    super(key);
    this.name = 'BookFailure';
  }

  get status(): number {
    return STATUS[this.code];
  }

  toAnswer(locale: Locale) {
    return { code: this.code, message: bookMessage(locale, this.key) };
  }
}
