import { describe, it, expect } from 'vitest';
import * as z from 'zod';
import {
  changePasswordPayload, fieldErrors, formatIssue, loginPayload, personalNo, registerFormValues,
} from '../../../contracts';
import { validationCatalogues } from '../../../i18n/catalogues';
import { translatorOf } from '../../../i18n/format';
import type { Locale } from '../../../i18n/locales';

const messages = (locale: Locale) => translatorOf(validationCatalogues[locale], locale);

const issuesOf = (schema: z.ZodType, value: unknown) => {
  const result = schema.safeParse(value);
  if (result.success) throw new Error('expected a failure');
  return result.error;
};

describe('formatIssue', () => {
  it('fills the minimum into both languages', () => {
    const [issue] = issuesOf(loginPayload.shape.username, 'ab').issues;
    expect(formatIssue(issue, messages('tr'))).toBe('En az 3 karakter olmalı');
    expect(formatIssue(issue, messages('en'))).toBe('Must be at least 3 characters');
  });

  it('fills the maximum', () => {
    const [issue] = issuesOf(loginPayload.shape.username, 'a'.repeat(36)).issues;
    expect(formatIssue(issue, messages('tr'))).toBe('En fazla 35 karakter olmalı');
    expect(formatIssue(issue, messages('en'))).toBe('Must be at most 35 characters');
  });

  it('fills the exact length whether the value is short or long', () => {
    const [short] = issuesOf(personalNo, '123').issues;
    const [long] = issuesOf(personalNo, '123456789012').issues;
    expect(formatIssue(short, messages('tr'))).toBe('Tam olarak 11 karakter olmalı');
    expect(formatIssue(long, messages('en'))).toBe('Must be exactly 11 characters');
  });

  it('falls back to a generic sentence for keys it does not know', () => {
    const [issue] = issuesOf(z.string(), 5).issues;
    expect(formatIssue(issue, messages('tr'))).toBe('Geçersiz değer');
    expect(formatIssue(issue, messages('en'))).toBe('Invalid value');
  });

  it('has a sentence for every issue the register form can raise', () => {
    const error = issuesOf(registerFormValues, {
      name: 'Ali  Veli', surname: 'K2', username: 'ab_', email: 'x@', password: '123', password2: '1234',
      phone: '905', PersonalNo: '12a', country: 0, birthDay: '31', birthMonth: '02', birthYear: '19',
      trialBonus: undefined,
    });
    for (const issue of error.issues) expect(validationCatalogues.en).toHaveProperty(issue.message);
  });
});

describe('fieldErrors', () => {
  it('maps each dotted path to its first sentence', () => {
    const nested = z.object({ user: z.object({ name: personalNo }) });
    expect(fieldErrors(issuesOf(nested, { user: { name: '' } }), messages('en'))).toEqual({
      'user.name': 'This field is required',
    });
  });

  it('puts a password mismatch on the confirmation field', () => {
    const error = issuesOf(changePasswordPayload, { oldPassword: '', password: 'secret1', confirmPassword: 'secret2' });
    expect(fieldErrors(error, messages('tr'))).toEqual({
      oldPassword: 'Bu alan zorunludur',
      confirmPassword: 'Girilen değerler eşleşmiyor',
    });
  });
});
