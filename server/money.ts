/** Money is kuruş (integer minor units) everywhere inside; lira decimals exist only at the API edge. */
export function minorToLira(amountMinor: number): number {
  return Math.round(amountMinor) / 100;
}

/** An amount as a player reads it: "₺50,00" in Turkish, "₺50.00" in English. */
export function formatLira(amountMinor: number, locale: 'tr' | 'en'): string {
  return new Intl.NumberFormat(locale === 'en' ? 'en-GB' : 'tr-TR', {
    style: 'currency',
    currency: 'TRY',
    currencyDisplay: 'narrowSymbol',
  }).format(minorToLira(amountMinor));
}
