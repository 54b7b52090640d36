import type { Locale } from '../../i18n/locales';

const tags: Record<Locale, string> = { tr: 'tr-TR', en: 'en-GB' };
const liras = new Map<Locale, Intl.NumberFormat>();
const percents = new Map<Locale, Intl.NumberFormat>();

const cached = (map: Map<Locale, Intl.NumberFormat>, locale: Locale, options: Intl.NumberFormatOptions) => {
  let format = map.get(locale);
  if (!format) map.set(locale, (format = new Intl.NumberFormat(tags[locale], options)));
  return format;
};

/** An amount in lira as the player's language writes it (₺1.234,50 in Turkish, ₺1,234.50 in English). */
export const formatLiraIn = (amount: number, locale: Locale) =>
  cached(liras, locale, { style: 'currency', currency: 'TRY', currencyDisplay: 'narrowSymbol' }).format(amount);

/** A percentage given as a number of percent (2.5 → %2,5 in Turkish, 2.5% in English). */
export const formatPercentIn = (percent: number, locale: Locale) =>
  cached(percents, locale, { style: 'percent', maximumFractionDigits: 2 }).format(percent / 100);
