import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authData } from '../../contracts/session.js';
import { validationEn } from '../../i18n/en/validation.js';
import { dialects } from './helpers.js';
import { fullPayload, get, identityApp, nextIp, post, register, testClock, type IdentityHarness } from './identity-helpers.js';

const isoDay = (d: Date) => d.toISOString().slice(0, 10);

describe.each(dialects)('registration on %s', (dialect) => {
  let h: IdentityHarness;
  beforeAll(async () => {
    // Noon UTC is 15:00 in Türkiye: the same calendar day in both, so birthdays are unambiguous.
    const clock = testClock(new Date(`${isoDay(new Date())}T12:00:00Z`));
    h = await identityApp(dialect, { clock, config: { REGISTER_LIMIT_PER_IP: 3 } });
  });
  afterAll(() => h.close());

  const send = (payload: object, locale = 'tr') =>
    post(h.app, '/api/auth/register', payload, undefined, { headers: { 'x-locale': locale } });
  const yearsAgo = (years: number, days = 0) => {
    const d = h.clock.now();
    const date = new Date(Date.UTC(d.getUTCFullYear() - years, d.getUTCMonth(), d.getUTCDate() + days));
    return isoDay(date);
  };

  it('registers with the full form, logs the player in and opens an empty wallet', async () => {
    const payload = fullPayload();
    const res = await send(payload);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, message: 'Kaydınız tamamlandı. Hoş geldiniz!' });
    const data = authData.parse(res.json().data);
    expect(data).toMatchObject({ username: payload.username, balance: 0, smsVerified: false, phone: payload.phone });
    const profile = (await get(h.app, '/api/customer/profile', data.token)).json().data;
    expect(profile).toMatchObject({ email: payload.email, birthDate: '1990-05-17', country: { id: 235 } });
    const accounts = await h.db.kysely.selectFrom('accounts').select(['kind', 'balance_minor']).innerJoin('players', 'players.id', 'accounts.player_id').where('players.username', '=', payload.username).orderBy('kind').execute();
    expect(accounts).toEqual([{ kind: 'bonus', balance_minor: 0 }, { kind: 'cash', balance_minor: 0 }, { kind: 'held', balance_minor: 0 }]);
  });

  it('registers with the short form (no ID number, no birth date) and with fast sign-up', async () => {
    const { PersonalNo: _n, birthDate: _b, ...short } = fullPayload();
    expect((await send(short)).statusCode).toBe(200);
    const { PersonalNo: _n2, birthDate: _b2, currencyId: _c, ...fast } = fullPayload();
    const res = await send({ ...fast, isFast: true });
    expect(res.statusCode).toBe(200);
    const profile = (await get(h.app, '/api/customer/profile', res.json().data.token)).json().data;
    expect(profile.birthDate).toBeNull();
  });

  it('refuses anyone under 18 with a clear message, and accepts an 18th birthday today', async () => {
    const young = await send(fullPayload({ birthDate: yearsAgo(18, 1) }));
    expect(young.statusCode).toBe(400);
    // The same words the form shows for the same rule.
    const form = 'Kayıt olmak için 18 yaşını doldurmuş olmalısınız';
    expect(young.json()).toMatchObject({ success: false, message: form, errors: { birthDate: form } });
    const en = await send(fullPayload({ birthDate: yearsAgo(10) }), 'en');
    expect(en.json().message).toBe('You must be 18 or older to register');
    expect(en.json().errors.birthDate).toBe(validationEn['validation.underAge']);
    expect((await send(fullPayload({ birthDate: yearsAgo(18) }))).statusCode).toBe(200);
  });

  it('refuses impossible birth dates, an invalid Turkish ID number, unknown countries and other currencies', async () => {
    expect((await send(fullPayload({ birthDate: '1990-02-30' }), 'en')).json().errors.birthDate).toBe('Enter a valid date');
    expect((await send(fullPayload({ birthDate: '1850-01-01' }), 'en')).json().errors.birthDate).toBe('Please enter a valid date of birth.');
    expect((await send(fullPayload({ birthDate: yearsAgo(-1) }), 'en')).json().errors.birthDate).toBe('Please enter a valid date of birth.');
    expect((await send(fullPayload({ PersonalNo: '12345678901' }), 'en')).json().errors.PersonalNo).toBe('The Turkish ID number is not valid. Please check it.');
    expect((await send(fullPayload({ PersonalNo: '12345678901', country: 83 }))).statusCode).toBe(200);
    expect((await send(fullPayload({ country: 9999 }), 'en')).json().errors.country).toBe('Please choose a country from the list.');
    expect((await send(fullPayload({ currencyId: 2 }), 'en')).json().errors.currencyId).toBe('Only Turkish lira accounts can be opened at the moment.');
  });

  it('applies every field rule of the contract, with localized messages', async () => {
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ name: 'A' }, 'name', 'Must be at least 2 characters'],
      [{ name: 'Ali3' }, 'name', 'Only letters are allowed'],
      [{ surname: 'Kaya  Demir' }, 'surname', 'Separate words with a single space, with no space at the start or end'],
      [{ username: 'abcd' }, 'username', 'Must be at least 5 characters'],
      [{ username: 'ayşe123' }, 'username', 'Only letters (a-z) and digits are allowed'],
      [{ email: 'not-an-email' }, 'email', 'Enter a valid e-mail address'],
      [{ phone: '90a555' }, 'phone', 'Only digits are allowed'],
      [{ phone: '9055' }, 'phone', 'Must be at least 5 characters'],
      [{ PersonalNo: '1234567890' }, 'PersonalNo', 'Must be exactly 11 characters'],
      [{ password: '1234', password2: '1234' }, 'password', 'Must be at least 5 characters'],
      [{ password2: 'baska-sifre' }, 'password2', 'The entries do not match'],
      [{ trialBonus: undefined }, 'trialBonus', 'This field is required'],
      [{ country: undefined }, 'country', 'This field is required'],
      [{ birthDate: '17.05.1990' }, 'birthDate', 'Enter a valid date'],
    ];
    for (const [change, field, message] of cases) {
      const res = await send(fullPayload(change), 'en');
      expect(res.statusCode, field).toBe(400);
      expect(res.json().errors[field], JSON.stringify(change)).toBe(message);
    }
    const tr = await send(fullPayload({ email: 'x' }));
    expect(tr.json().message).toContain('Lütfen işaretli alanları kontrol edin.');
  });

  it('answers a taken username and a taken e-mail alike, so sign-up does not reveal which exists', async () => {
    const first = await register(h.app);
    const name = await send(fullPayload({ username: first.username.toUpperCase() }), 'en');
    const mail = await send(fullPayload({ email: first.email.toUpperCase() }), 'en');
    const message = 'This username or e-mail address is already in use. Choose another username, or use password recovery if you forgot your password.';
    expect(name.statusCode).toBe(409);
    expect(name.json()).toMatchObject({ success: false, message, errors: { username: message } });
    expect(mail.statusCode).toBe(name.statusCode);
    expect(mail.json()).toEqual(name.json());
  });

  it('keeps refId alone, or else the partner set', async () => {
    const a = fullPayload({ refId: 42, partner: 'ortak', subid: 's1' });
    const b = fullPayload({ partner: 'ortak', source: 'google' });
    await send(a);
    await send(b);
    const rows = await h.db.kysely.selectFrom('players').select(['username', 'ref_id', 'partner', 'subid', 'source']).where('username', 'in', [a.username, b.username]).execute();
    expect(rows.find((r) => r.username === a.username)).toMatchObject({ ref_id: 42, partner: null, subid: null });
    expect(rows.find((r) => r.username === b.username)).toMatchObject({ ref_id: null, partner: 'ortak', subid: '', source: 'google' });
  });

  it('stores an argon2id hash, never the password', async () => {
    const p = await register(h.app);
    const row = await h.db.kysely.selectFrom('players').select('password_hash').where('username', '=', p.username).executeTakeFirstOrThrow();
    expect(row.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,p=1,t=2\$/);
    expect(row.password_hash).not.toContain(p.password);
  });

  it('limits sign-ups per address', async () => {
    const ip = nextIp();
    const attempt = () => h.app.inject({ method: 'POST', url: '/api/auth/register', payload: fullPayload(), remoteAddress: ip });
    for (let i = 0; i < 3; i++) expect((await attempt()).statusCode).toBe(200);
    const refused = await attempt();
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/Çok fazla deneme/);
  });

  it('serves the country list with Türkiye as id 235, in the request language', async () => {
    const tr = (await get(h.app, '/api/auth/form?refId=17')).json().data.countries as Array<{ id: number; name: string }>;
    expect(tr.length).toBeGreaterThanOrEqual(30);
    expect(tr[0]).toEqual({ id: 235, name: 'Türkiye' });
    expect(tr.find((c) => c.id === 83)?.name).toBe('Almanya');
    const en = (await get(h.app, '/api/auth/form', undefined, { 'x-locale': 'en' })).json().data.countries;
    expect(en.find((c: { id: number }) => c.id === 83).name).toBe('Germany');
  });
});
