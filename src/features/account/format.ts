import type { Locale } from '../../../i18n/locales';

const dates: Record<Locale, Intl.DateTimeFormat> = {
  tr: new Intl.DateTimeFormat('tr-TR', { dateStyle: 'long', timeZone: 'UTC' }),
  en: new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'UTC' }),
};

export { formatDateTime } from '../../ui/date-time';

/** A calendar day ('YYYY-MM-DD' or an ISO time), without a time zone shift. */
export const formatDate = (value: string, locale: Locale) => {
  const date = new Date(value.length === 10 ? `${value}T00:00:00Z` : value);
  return Number.isNaN(date.getTime()) ? value : dates[locale].format(date);
};
