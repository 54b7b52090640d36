import { describe, it, expect } from 'vitest';
import {
  authData, changePasswordPayload, changePasswordWithCodePayload, checkResetCodePayload, defaultCountryId, fastRegisterFormValues,
  fastRegisterPayload, formDataResponse, hasBetcoAccess, loginPayload, newPasswordFormValues,
  phoneValidationPayload, pickAttribution, registerFormValues, registerPayload, registerSchemaFor,
  sendResetPayload, shortRegisterPayload, toRegisterPayload,
} from '../../../contracts';
import { keysByPath } from './issues';

const account = {
  name: 'Çağla',
  surname: 'Öztürk Şahin',
  username: 'cagla90',
  email: 'cagla@example.com',
  password: 'secret1',
  password2: 'secret1',
  trialBonus: true,
};

const form = {
  ...account,
  phone: '905321234567',
  PersonalNo: '10000000146',
  country: 235,
  birthDay: '09',
  birthMonth: '04',
  birthYear: '1990',
};

describe('loginPayload', () => {
  it('checks username 3-35 and password 5-100', () => {
    expect(keysByPath(loginPayload, { username: 'abc', password: '12345' })).toEqual({});
    expect(keysByPath(loginPayload, { username: 'ab', password: '1234' })).toEqual({
      username: 'validation.min',
      password: 'validation.min',
    });
  });
});

describe('register form', () => {
  it('accepts a complete form and builds the payload with birthDate year-month-day', () => {
    const values = registerFormValues.parse(form);
    const payload = toRegisterPayload(values, { refId: 7 });
    expect(payload).toEqual({
      ...account,
      phone: '905321234567',
      PersonalNo: '10000000146',
      country: 235,
      currencyId: 1,
      birthDate: '1990-04-09',
      refId: 7,
    });
    expect(registerPayload.safeParse(payload).success).toBe(true);
  });

  it('puts a password mismatch on password2 while other fields also fail', () => {
    expect(keysByPath(registerFormValues, { ...form, name: '', password2: 'secret2' })).toEqual({
      name: 'validation.required',
      password2: 'validation.mismatch',
    });
  });

  it('still reports the mismatch when another field is missing altogether', () => {
    const { trialBonus: _, ...withoutBonus } = form;
    expect(keysByPath(registerFormValues, { ...withoutBonus, password2: 'secret2' })).toEqual({
      trialBonus: 'validation.required',
      password2: 'validation.mismatch',
    });
  });

  it('refuses a day that is not in the calendar', () => {
    expect(keysByPath(registerFormValues, { ...form, birthDay: '30', birthMonth: '02' })).toEqual({
      birthDay: 'validation.date',
    });
  });

  it('requires the full 90 + 10 digit phone and a chosen country', () => {
    expect(keysByPath(registerFormValues, { ...form, phone: '9053212', country: null })).toEqual({
      phone: 'validation.phone',
      country: 'validation.required',
    });
  });

  it('refuses a T.C. number with a wrong checksum for Türkiye, and checks no checksum for another country', () => {
    expect(keysByPath(registerFormValues, { ...form, PersonalNo: '12345678901' })).toEqual({ PersonalNo: 'validation.tckn' });
    expect(keysByPath(registerFormValues, { ...form, PersonalNo: '12345678901', country: 90 })).toEqual({});
  });

  it('refuses a birth date in the future or before 1900, and anyone under 18', () => {
    const year = new Date().getFullYear();
    expect(keysByPath(registerFormValues, { ...form, birthYear: String(year + 1) })).toEqual({ birthDay: 'validation.date' });
    expect(keysByPath(registerFormValues, { ...form, birthYear: '1899' })).toEqual({ birthDay: 'validation.date' });
    expect(keysByPath(registerFormValues, { ...form, birthDay: '01', birthMonth: '01', birthYear: String(year - 17) })).toEqual({ birthYear: 'validation.underAge' });
    expect(keysByPath(registerFormValues, { ...form, birthDay: '01', birthMonth: '01', birthYear: String(year - 19) })).toEqual({});
  });

  it('refuses PersonalNo of 10 and 12 digits', () => {
    expect(keysByPath(registerFormValues, { ...form, PersonalNo: '1234567890' })).toEqual({ PersonalNo: 'validation.length' });
    expect(keysByPath(registerFormValues, { ...form, PersonalNo: '123456789012' })).toEqual({ PersonalNo: 'validation.length' });
  });
});

describe('register payload variants', () => {
  const short = { ...account, phone: '905321234567', country: 235 };

  it('defaults currencyId to 1 in the short payload', () => {
    expect(shortRegisterPayload.parse(short).currencyId).toBe(1);
  });

  it('fast sign-up must say isFast: true', () => {
    expect(fastRegisterPayload.safeParse({ ...short, isFast: true }).success).toBe(true);
    expect(keysByPath(fastRegisterPayload, { ...short, isFast: false })).toHaveProperty('isFast');
    expect(fastRegisterFormValues.safeParse(short).success).toBe(true);
  });

  it('the full payload refuses an impossible birthDate', () => {
    const payload = { ...short, PersonalNo: '12345678901', birthDate: '1990-13-01' };
    expect(keysByPath(registerPayload, payload)).toEqual({ birthDate: 'validation.date' });
  });

  it('registerSchemaFor picks the variant by its distinctive fields', () => {
    expect(registerSchemaFor({ ...short, isFast: true })).toBe(fastRegisterPayload);
    expect(registerSchemaFor({ ...short, PersonalNo: '1' })).toBe(registerPayload);
    expect(registerSchemaFor(short)).toBe(shortRegisterPayload);
  });
});

describe('pickAttribution', () => {
  it('uses refId alone when present', () => {
    expect(pickAttribution({ refId: '42', partner: 'p1', subid: 's' })).toEqual({ refId: 42 });
  });

  it('otherwise uses the partner set with empty defaults', () => {
    expect(pickAttribution({ refId: null, partner: 'p1' })).toEqual({ partner: 'p1', subid: '', source: '' });
    expect(pickAttribution({ refId: 'abc', partner: 'p1', source: 'tw' })).toEqual({ partner: 'p1', subid: '', source: 'tw' });
  });

  it('is empty without refId or partner', () => {
    expect(pickAttribution({ subid: 's', source: 'x' })).toEqual({});
  });
});

describe('form data', () => {
  it('preselects Türkiye, or nothing', () => {
    const { countries } = formDataResponse.parse({ countries: [{ id: 1, name: 'Almanya' }, { id: 235, name: 'Türkiye' }] });
    expect(defaultCountryId(countries)).toBe(235);
    expect(defaultCountryId([{ id: 1, name: 'Turkey' }])).toBeNull();
  });
});

describe('authData', () => {
  const stored = {
    token: 't', balance: 12.5, username: 'cagla90', usercode: 'U1', betsyCid: null, betsyUrl: null,
    betsyToken: null, betcoToken: null, betcoUrl: '', smsVerified: false, phone: '905321234567', fingerprint: 'f',
  };

  it('parses the stored object and grants betco access only with a betcoUrl', () => {
    expect(authData.safeParse(stored).success).toBe(true);
    expect(hasBetcoAccess(stored)).toBe(false);
    expect(hasBetcoAccess({ betcoUrl: 'https://betco.example' })).toBe(true);
    expect(authData.safeParse({ ...stored, balance: '12.5' }).success).toBe(false);
  });
});

describe('phone validation', () => {
  it('step 1 needs the phone, step 2 also a 6 digit code', () => {
    expect(phoneValidationPayload.safeParse({ step: 1, phone: '905321234567' }).success).toBe(true);
    expect(keysByPath(phoneValidationPayload, { step: 2, phone: '905321234567', code: '12345' })).toEqual({
      code: 'validation.length',
    });
    expect(phoneValidationPayload.safeParse({ step: 2, phone: '905321234567', code: '123456' }).success).toBe(true);
    expect(phoneValidationPayload.safeParse({ step: 3, phone: '905321234567' }).success).toBe(false);
  });
});

describe('recovery', () => {
  it('username 5-50, code 3-20', () => {
    expect(keysByPath(sendResetPayload, { username: 'abcd' })).toEqual({ username: 'validation.min' });
    expect(keysByPath(sendResetPayload, { username: 'a'.repeat(50) })).toEqual({});
    expect(keysByPath(checkResetCodePayload, { username: 'abcde', code: 'ab' })).toEqual({ code: 'validation.min' });
    expect(keysByPath(checkResetCodePayload, { username: 'abcde', code: 'a'.repeat(21) })).toEqual({ code: 'validation.max' });
  });

  it('new passwords must match', () => {
    const base = { username: 'abcde', code: '123', password: 'newpass' };
    expect(keysByPath(changePasswordWithCodePayload, { ...base, password2: 'newpass' })).toEqual({});
    expect(keysByPath(changePasswordWithCodePayload, { ...base, password2: 'newpasS' })).toEqual({
      password2: 'validation.mismatch',
    });
    expect(keysByPath(newPasswordFormValues, { password: 'abcd', password2: 'abcd' })).toEqual({
      password: 'validation.min',
      password2: 'validation.min',
    });
  });

  it('a changed password must differ from the old one (the form and the server read the same rule)', () => {
    expect(keysByPath(changePasswordPayload, { oldPassword: 'secret1', password: 'secret1', confirmPassword: 'secret1' })).toEqual({
      password: 'validation.sameAsOld',
    });
    expect(keysByPath(changePasswordPayload, { oldPassword: 'secret1', password: 'secret2', confirmPassword: 'secret2' })).toEqual({});
  });
});
