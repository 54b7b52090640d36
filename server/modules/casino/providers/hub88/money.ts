/** Hub88 amounts and balances are integers in currency units × 100,000; ours are kuruş (units × 100). */
export const HUB88_PER_KURUS = 1000;

export const hub88Amount = (minor: number): number => minor * HUB88_PER_KURUS;

/** Kuruş of a Hub88 amount, or null when it is not a whole number of kuruş (we cannot book a fraction). */
export function kurusOf(amount: number): number | null {
  return Number.isSafeInteger(amount) && amount % HUB88_PER_KURUS === 0 ? amount / HUB88_PER_KURUS : null;
}

/** The one currency our wallet keeps (a session's currency comes from its launch; this is for calls without one). */
export const WALLET_CURRENCY = 'TRY';
