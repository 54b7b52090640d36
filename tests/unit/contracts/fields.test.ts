import { describe, it, expect } from 'vitest';
import {
  birthDate, birthDay, birthMonth, birthYear, countryId, email, loginPassword, loginUsername,
  password, personalNo, personName, phone, phoneCode, recoveryCode, recoveryUsername,
  registerUsername, trialBonus,
} from '../../../contracts';
import { firstKey } from './issues';

const chars = (n: number) => 'a'.repeat(n);

describe('length ranges', () => {
  const ranges = [
    ['login username', loginUsername, 3, 35],
    ['login password', loginPassword, 5, 100],
    ['register username', registerUsername, 5, 30],
    ['password', password, 5, 100],
    ['recovery username', recoveryUsername, 5, 50],
    ['recovery code', recoveryCode, 3, 20],
  ] as const;

  it.each(ranges)('%s accepts exactly its bounds and refuses one past them', (_, schema, min, max) => {
    expect(firstKey(schema, chars(min - 1))).toBe('validation.min');
    expect(firstKey(schema, chars(min))).toBeNull();
    expect(firstKey(schema, chars(max))).toBeNull();
    expect(firstKey(schema, chars(max + 1))).toBe('validation.max');
  });

  it.each(ranges)('%s: empty is required (not min), missing is required, a number is invalid', (_, schema) => {
    const result = schema.safeParse('');
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.message)).toEqual(['validation.required']);
    expect(firstKey(schema, undefined)).toBe('validation.required');
    expect(firstKey(schema, 12345)).toBe('validation.invalid');
  });
});

describe('personName', () => {
  it.each(['Çağrı', 'Gülşen Ödül', 'İsmail', 'ığüşöç', 'ÇĞÖŞÜİ', 'José María', 'Ελένη', 'Li'])('accepts %s', (name) => {
    expect(firstKey(personName, name)).toBeNull();
  });

  it.each([
    ['Ali2', 'validation.letters'],
    ['Ayşe-Nur', 'validation.letters'],
    ['Ali  Veli', 'validation.spaces'],
    [' Ali', 'validation.spaces'],
    ['Ali ', 'validation.spaces'],
    ['A', 'validation.min'],
    ['', 'validation.required'],
  ])('refuses %j with %s', (name, key) => {
    expect(firstKey(personName, name)).toBe(key);
  });

  it('keeps the 2 to 100 range', () => {
    expect(firstKey(personName, 'ş'.repeat(100))).toBeNull();
    expect(firstKey(personName, 'ş'.repeat(101))).toBe('validation.max');
  });
});

describe('registerUsername', () => {
  it('takes ASCII letters and digits only', () => {
    expect(firstKey(registerUsername, 'player2024')).toBeNull();
    expect(firstKey(registerUsername, 'oyuncuş')).toBe('validation.alphanumeric');
    expect(firstKey(registerUsername, 'the_player')).toBe('validation.alphanumeric');
    expect(firstKey(registerUsername, 'the player')).toBe('validation.alphanumeric');
  });
});

describe('email', () => {
  it('requires a valid address of 5 to 100 characters', () => {
    expect(firstKey(email, 'a@b.co')).toBeNull();
    expect(firstKey(email, 'player@example')).toBe('validation.email');
    expect(firstKey(email, 'a@b.')).toBe('validation.min');
    expect(firstKey(email, `${'a'.repeat(88)}@example.com`)).toBeNull();
    expect(firstKey(email, `${'a'.repeat(89)}@example.com`)).toBe('validation.max');
  });
});

describe('digit fields', () => {
  it('phone takes 5 to 20 digits, with the usual separators, and nothing else', () => {
    expect(firstKey(phone, '1234')).toBe('validation.min');
    expect(firstKey(phone, '12345')).toBeNull();
    expect(firstKey(phone, '9'.repeat(20))).toBeNull();
    expect(firstKey(phone, '9'.repeat(21))).toBe('validation.max');
    expect(firstKey(phone, '90532abc4567')).toBe('validation.digits');
    expect(firstKey(phone, '+905321234567')).toBeNull();
    expect(firstKey(phone, '0532#1234567')).toBe('validation.digits');
  });

  it('PersonalNo is exactly 11 digits', () => {
    expect(firstKey(personalNo, '1234567890')).toBe('validation.length');
    expect(firstKey(personalNo, '12345678901')).toBeNull();
    expect(firstKey(personalNo, '123456789012')).toBe('validation.length');
    expect(firstKey(personalNo, '1234567890a')).toBe('validation.digits');
  });

  it('the phone code is exactly 6 digits', () => {
    expect(firstKey(phoneCode, '12345')).toBe('validation.length');
    expect(firstKey(phoneCode, '123456')).toBeNull();
    expect(firstKey(phoneCode, '1234567')).toBe('validation.length');
    expect(firstKey(phoneCode, '12-345')).toBe('validation.digits');
  });

  it('birth parts are 2, 2 and 4 digits', () => {
    expect(firstKey(birthDay, '7')).toBe('validation.length');
    expect(firstKey(birthDay, '07')).toBeNull();
    expect(firstKey(birthMonth, '012')).toBe('validation.length');
    expect(firstKey(birthYear, '199')).toBe('validation.length');
    expect(firstKey(birthYear, '1990')).toBeNull();
    expect(firstKey(birthYear, '19a0')).toBe('validation.digits');
  });

  it('birthDate is a real YYYY-MM-DD day', () => {
    expect(firstKey(birthDate, '1990-02-28')).toBeNull();
    expect(firstKey(birthDate, '2000-02-29')).toBeNull();
    expect(firstKey(birthDate, '1990-02-29')).toBe('validation.date');
    expect(firstKey(birthDate, '01-01-1990')).toBe('validation.date');
  });
});

describe('countryId and trialBonus', () => {
  it('country is a required positive id', () => {
    expect(firstKey(countryId, 235)).toBeNull();
    expect(firstKey(countryId, null)).toBe('validation.required');
    expect(firstKey(countryId, 0)).toBe('validation.required');
    expect(firstKey(countryId, '235')).toBe('validation.invalid');
  });

  it('trialBonus must be given as a boolean', () => {
    expect(firstKey(trialBonus, false)).toBeNull();
    expect(firstKey(trialBonus, undefined)).toBe('validation.required');
  });
});
