import { describe, it, expect } from 'vitest';
import { IMask } from 'react-imask';
import {
  codeMask, ibanMask, ibanSchema, maskedPhone, phone, phoneCode, phoneMask, unmaskDigits, unmaskIban,
} from '../../../contracts';
import { firstKey } from './issues';

type MaskOptions = { mask: string };
/** What the player sees after typing `keys` into an input using the mask. */
const typed = (mask: MaskOptions, keys: string) => IMask.pipe(keys, { ...mask });
/** The value react-imask reports as unmasked for the same keystrokes. */
const unmasked = (mask: MaskOptions, keys: string) =>
  IMask.pipe(keys, { ...mask }, IMask.PIPE_TYPE.MASKED, IMask.PIPE_TYPE.UNMASKED);

describe('phoneMask', () => {
  it('shows the fixed 90 prefix and yields 12 digits', () => {
    expect(typed(phoneMask, '5321234567')).toBe('+90 532 123 45 67');
    expect(unmasked(phoneMask, '5321234567')).toBe('905321234567');
  });

  it('a fully typed number passes both phone rules once unmasked', () => {
    const value = unmaskDigits(typed(phoneMask, '5321234567'));
    expect(value).toBe('905321234567');
    expect(firstKey(maskedPhone, value)).toBeNull();
    expect(firstKey(phone, value)).toBeNull();
  });

  it('a partly typed number fails the masked phone rule', () => {
    expect(firstKey(maskedPhone, unmaskDigits(typed(phoneMask, '53212')))).toBe('validation.phone');
    expect(firstKey(maskedPhone, unmasked(phoneMask, '53'))).toBe('validation.min');
  });

  it('refuses letters in the mask and in the rule', () => {
    expect(unmasked(phoneMask, '53a2')).toBe('90532');
    expect(firstKey(maskedPhone, '90532123456a')).toBe('validation.digits');
  });

  it('refuses a number that does not start with 90', () => {
    expect(firstKey(maskedPhone, '445321234567')).toBe('validation.phone');
  });
});

describe('codeMask', () => {
  it('formats NN-NN-NN and unmasks to a valid 6 digit code', () => {
    expect(typed(codeMask, '123456')).toBe('12-34-56');
    expect(firstKey(phoneCode, unmaskDigits(typed(codeMask, '123456')))).toBeNull();
    expect(firstKey(phoneCode, unmasked(codeMask, '123456'))).toBeNull();
  });

  it('a partial code fails the rule', () => {
    expect(typed(codeMask, '12345')).toBe('12-34-5');
    expect(firstKey(phoneCode, unmaskDigits(typed(codeMask, '12345')))).toBe('validation.length');
  });
});

describe('ibanMask', () => {
  const digits = '330006100519786457841326';

  it('groups TR + 24 digits and unmasks to a valid IBAN', () => {
    const shown = typed(ibanMask, digits);
    expect(shown).toBe('TR33 0006 1005 1978 6457 8413 26');
    expect(unmaskIban(shown)).toBe(`TR${digits}`);
    expect(unmasked(ibanMask, digits)).toBe(`TR${digits}`);
    expect(firstKey(ibanSchema, unmaskIban(shown))).toBeNull();
  });

  it('a partial IBAN fails', () => {
    expect(firstKey(ibanSchema, unmaskIban(typed(ibanMask, digits.slice(0, 23))))).toBe('validation.iban');
  });

  it('cleans pasted IBANs', () => {
    expect(unmaskIban(' tr33-0006 1005 1978 6457 8413 26 ')).toBe(`TR${digits}`);
    expect(unmaskIban(digits)).toBe(`TR${digits}`);
    expect(firstKey(ibanSchema, unmaskIban(`DE${digits}`))).toBe('validation.iban');
    expect(firstKey(ibanSchema, '')).toBe('validation.required');
  });
});

describe('unmaskDigits', () => {
  it('keeps only digits', () => {
    expect(unmaskDigits('+90 (532) 123-45 67')).toBe('905321234567');
    expect(unmaskDigits('')).toBe('');
  });
});
