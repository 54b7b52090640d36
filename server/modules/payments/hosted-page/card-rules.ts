import type { ServerMessageKey } from '../../../http/messages.js';

/** What the page's forms send (application/x-www-form-urlencoded), as text. */
export type PayForm = Partial<Record<'holder' | 'number' | 'expiry' | 'cvc' | 'papara', string>>;
export type PayField = keyof PayForm;
export type FieldErrors = Partial<Record<PayField, ServerMessageKey>>;

/** The test card that is declined, as on Stripe's test pages. */
export const DECLINED_TEST_CARD = '4000000000000002';
/** The test card whose payment goes through but whose refund fails (Stripe's card for a failed refund). */
export const REFUND_FAILS_TEST_CARD = '4000000000005126';
/** The local PSP's handle of such a payment: its own way of knowing, when asked to refund it, that the card refuses. */
export const REFUND_FAILS_MARK = ':refund-fails';

export const digitsOf = (value: string | undefined) => (value ?? '').replace(/[\s-]/g, '');

/** The check digit of card numbers (ISO/IEC 7812): it catches a mistyped digit and most swapped neighbours. */
export function luhnValid(digits: string): boolean {
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

const istanbulMonth = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Istanbul', year: 'numeric', month: '2-digit' });

/** A card is good through the last day of its expiry month (Turkish time). */
export function expiryError(value: string | undefined, now: Date): ServerMessageKey | undefined {
  const match = /^(\d{2})\s*\/\s*(\d{2})$/.exec((value ?? '').trim());
  if (!match || Number(match[1]) < 1 || Number(match[1]) > 12) return 'payPage.error.expiryFormat';
  const parts = Object.fromEntries(istanbulMonth.formatToParts(now).map((p) => [p.type, p.value]));
  const current = Number(parts.year) * 12 + Number(parts.month);
  const expiry = (2000 + Number(match[2])) * 12 + Number(match[1]);
  return expiry < current ? 'payPage.error.cardExpired' : undefined;
}

const HOLDER = /^\p{L}[\p{L}\p{M} .'-]{1,49}$/u;

export function checkCard(form: PayForm, now: Date): FieldErrors {
  const errors: FieldErrors = {};
  const holder = (form.holder ?? '').trim();
  if (!holder) errors.holder = 'payPage.error.required';
  else if (!HOLDER.test(holder)) errors.holder = 'payPage.error.holder';
  const number = digitsOf(form.number);
  if (!number) errors.number = 'payPage.error.required';
  else if (!luhnValid(number)) errors.number = 'payPage.error.cardNumber';
  if (!(form.expiry ?? '').trim()) errors.expiry = 'payPage.error.required';
  else {
    const expiry = expiryError(form.expiry, now);
    if (expiry) errors.expiry = expiry;
  }
  const cvc = (form.cvc ?? '').trim();
  if (!cvc) errors.cvc = 'payPage.error.required';
  else if (!/^\d{3}$/.test(cvc)) errors.cvc = 'payPage.error.cvc';
  return errors;
}

export function checkPapara(form: PayForm): FieldErrors {
  const number = digitsOf(form.papara);
  if (!number) return { papara: 'payPage.error.required' };
  return /^\d{10}$/.test(number) ? {} : { papara: 'payPage.error.papara' };
}
