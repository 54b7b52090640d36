/**
 * OneWallet amounts are decimal strings in the currency's major unit ("12.50"); our wallet counts kuruş. The
 * conversion is exact text arithmetic (no floating point): an amount with a non-zero digit past the second decimal
 * would need a fraction of a kuruş and is refused, as are signs, exponents and anything that is not a plain decimal.
 */
const DECIMAL = /^(\d{1,13})(?:\.(\d{1,8}))?$/;

export function toMinor(amount: string | number): number | null {
  const text = typeof amount === 'number' ? (Number.isFinite(amount) ? String(amount) : '') : amount.trim();
  const match = DECIMAL.exec(text);
  if (!match) return null;
  const [, whole, fraction = ''] = match;
  if (/[1-9]/.test(fraction.slice(2))) return null;
  const minor = Number(whole) * 100 + Number(fraction.slice(0, 2).padEnd(2, '0'));
  return Number.isSafeInteger(minor) ? minor : null;
}

/** Kuruş as OneWallet writes a balance: exactly two decimals, a dot, no grouping ("1234.50"). */
export function fromMinor(amountMinor: number): string {
  const sign = amountMinor < 0 ? '-' : '';
  const abs = Math.abs(Math.trunc(amountMinor));
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}
