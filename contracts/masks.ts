import * as z from 'zod';
import { phone, requiredString, whenFilled } from './fields';

/*
 * Plain imask options (pass them to react-imask's IMaskInput). In imask patterns `0` is a digit
 * placeholder, so the literal 0 of the prefix is escaped; `{}` keeps the prefix in the unmasked
 * value. Unmasked values: phone '90' + 10 digits, code 6 digits, IBAN 'TR' + 24 digits.
 */
export const phoneMask = { mask: '+{9\\0} 000 000 00 00' } as const;
export const codeMask = { mask: '00-00-00' } as const;
export const ibanMask = { mask: '{TR}00 0000 0000 0000 0000 0000 00' } as const;

export const PHONE_PREFIX = '90';

export const unmaskDigits = (value: string) => value.replace(/\D/g, '');

/** Pasted IBANs come with spaces, dashes or lowercase letters; bare 24 digits get the TR prefix. */
export function unmaskIban(value: string): string {
  const compact = value.toUpperCase().replace(/[^A-Z0-9]/g, '');
  return /^\d+$/.test(compact) ? `TR${compact}` : compact;
}

/** The phone as typed through phoneMask: the general phone rule (normalized) plus the full 90 + 10 digits. */
export const maskedPhone = phone.pipe(z.string().regex(/^90\d{10}$/, whenFilled('validation.phone')));

export const ibanSchema = requiredString().regex(/^TR\d{24}$/, whenFilled('validation.iban'));
