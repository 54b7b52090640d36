import type { Locale } from '../../../i18n/locales';

export const lira = new Intl.NumberFormat('tr-TR', { style: 'currency', currency: 'TRY' });

const dateTimes: Record<Locale, Intl.DateTimeFormat> = {
  tr: new Intl.DateTimeFormat('tr-TR', { dateStyle: 'medium', timeStyle: 'short' }),
  en: new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' }),
};
const dates: Record<Locale, Intl.DateTimeFormat> = {
  tr: new Intl.DateTimeFormat('tr-TR', { dateStyle: 'long', timeZone: 'UTC' }),
  en: new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'UTC' }),
};

/** An ISO time in the player's clock. */
export const formatDateTime = (iso: string, locale: Locale) => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateTimes[locale].format(date);
};

/** A calendar day ('YYYY-MM-DD' or an ISO time), without a time zone shift. */
export const formatDate = (value: string, locale: Locale) => {
  const date = new Date(value.length === 10 ? `${value}T00:00:00Z` : value);
  return Number.isNaN(date.getTime()) ? value : dates[locale].format(date);
};
