/** Money is kuruş (integer minor units) everywhere inside; lira decimals exist only at the API edge. */
export function minorToLira(amountMinor: number): number {
  return Math.round(amountMinor) / 100;
}

// Building an Intl.NumberFormat costs far more than formatting with one: one per locale, made once.
const liraFormats = {
  tr: new Intl.NumberFormat('tr-TR', { style: 'currency', currency: 'TRY', currencyDisplay: 'narrowSymbol' }),
  en: new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'TRY', currencyDisplay: 'narrowSymbol' }),
};

/** An amount as a player reads it: "₺50,00" in Turkish, "₺50.00" in English. */
export function formatLira(amountMinor: number, locale: 'tr' | 'en'): string {
  return (locale === 'en' ? liraFormats.en : liraFormats.tr).format(minorToLira(amountMinor));
}
