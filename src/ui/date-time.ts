import type { Locale } from '../../i18n/locales';

const dateTimes: Record<Locale, Intl.DateTimeFormat> = {
  tr: new Intl.DateTimeFormat('tr-TR', { dateStyle: 'medium', timeStyle: 'short' }),
  en: new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' }),
};

/** An ISO time in the player's clock. */
export const formatDateTime = (iso: string, locale: Locale) => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateTimes[locale].format(date);
};
