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

/** ISO 13616: move the country and check digits to the end, letters to numbers (A=10), and the rest mod 97 is 1. */
export function isValidIban(iban: string): boolean {
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(iban)) return false;
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  let rest = 0;
  for (const char of rearranged) {
    const value = char >= 'A' ? String(char.charCodeAt(0) - 55) : char;
    for (const digit of value) rest = (rest * 10 + Number(digit)) % 97;
  }
  return rest === 1;
}

export const ibanSchema = requiredString()
  .regex(/^TR\d{24}$/, whenFilled('validation.iban'))
  .refine((v) => !/^TR\d{24}$/.test(v) || isValidIban(v), whenFilled('validation.ibanChecksum'));
