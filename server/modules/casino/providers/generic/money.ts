import type { MoneyScale } from './mapping.js';

// Far above any stake or balance, and still exact in a double.
const MAX_MINOR = 1e13;

/** Integer minor units (kuruş, cents) as a number; XML carries them as digit strings. */
export const integerMinor: MoneyScale = {
  toMinor(value) {
    const text = typeof value === 'number' ? String(value) : value;
    if (typeof text !== 'string' || !/^\d{1,14}$/.test(text)) return null;
    const minor = Number(text);
    return minor <= MAX_MINOR ? minor : null;
  },
  fromMinor: (amountMinor) => amountMinor,
};

/**
 * Decimal major units (12.5 = ₺12,50) as a JSON number; at most two decimals, since a third would be money the
 * wallet cannot hold. Read from the digits, never by multiplying a float.
 */
export const decimalMajor: MoneyScale = {
  toMinor(value) {
    const text = typeof value === 'number' ? String(value) : value;
    if (typeof text !== 'string') return null;
    const parts = /^(\d{1,12})(?:\.(\d{1,2}))?$/.exec(text);
    if (!parts) return null;
    return Number(parts[1]) * 100 + Number((parts[2] ?? '').padEnd(2, '0'));
  },
  fromMinor: (amountMinor) => Math.round(amountMinor) / 100,
};
