import argon2 from 'argon2';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { authData } from '../../contracts/session.js';
import { dialects } from './helpers.js';
import { get, identityApp, login, MINUTE, nextIp, post, register, type IdentityHarness } from './identity-helpers.js';

describe.each(dialects)('log in, log out, change password on %s', (dialect) => {
  let h: IdentityHarness;
  beforeAll(async () => {
    h = await identityApp(dialect, { config: { LOGIN_LIMIT_PER_ACCOUNT: 3, LOGIN_LIMIT_PER_IP: 6 } });
  });
  afterAll(() => h.close());

  it('logs in with any letter case and answers with the stored-auth object, echoing the fingerprint', async () => {
    const p = await register(h.app);
    const res = await login(h.app, p.username.toUpperCase(), p.password, nextIp(), { 'x-fingerprint': 'fp-1234567890', 'x-locale': 'en' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ success: true, message: 'You are logged in. Welcome!' });
    const data = authData.parse(body.data);
    expect(data).toMatchObject({ username: p.username, balance: 0, smsVerified: false, phone: p.phone, fingerprint: 'fp-1234567890', betcoUrl: '' });
    expect(data.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(data.token).not.toBe(p.token);
    expect((await get(h.app, '/api/user/balance', data.token)).json().data).toEqual({ balance: 0, cash: 0, bonus: 0 });
  });

  it('answers an unknown username exactly like a wrong password, and pays for the same argon2id check', async () => {
    const p = await register(h.app);
    // The answer time must not tell the two apart: both verify one argon2id hash (tens of ms), counted here rather
    // than timed (a timing on a shared machine is noise).
    const verify = vi.spyOn(argon2, 'verify');
    try {
      const checked = async (username: string) => {
        verify.mockClear();
        const res = await login(h.app, username, 'yanlis-sifre');
        return { res, hashes: verify.mock.calls.map(([hash]) => String(hash).split('$')[1]) };
      };
      const wrong = await checked(p.username);
      const unknown = await checked('hicbirzaman-yok');
      expect(wrong.res.statusCode).toBe(400);
      expect(unknown.res.statusCode).toBe(wrong.res.statusCode);
      expect(unknown.res.body).toBe(wrong.res.body);
      expect(wrong.res.json().message).toBe('Kullanıcı adı veya şifre hatalı.');
      expect(wrong.hashes).toEqual(['argon2id']);
      expect(unknown.hashes).toEqual(wrong.hashes);
    } finally {
      verify.mockRestore();
    }
  });

  it('refuses a login body that breaks the rules with per-field messages', async () => {
    const res = await post(h.app, '/api/auth/login', { username: 'ab', password: '1234' }, undefined, { headers: { 'x-locale': 'en' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ username: 'Must be at least 3 characters', password: 'Must be at least 5 characters' });
    const missing = await post(h.app, '/api/auth/login', { username: 'abc' }, undefined, { headers: { 'x-locale': 'en' } });
    expect(missing.json().errors.password).toBe('This field is required');
  });

  it('holds an account back from new devices after repeated wrong passwords, for known and unknown names alike', async () => {
    const p = await register(h.app);
    for (let i = 0; i < 3; i++) expect((await login(h.app, p.username, 'yanlis-sifre')).statusCode).toBe(400);
    const held = await login(h.app, p.username, p.password);
    expect(held.statusCode).toBe(429);
    expect(held.json().message).toBe('Çok fazla deneme yapıldı. Lütfen 60 dakika sonra tekrar deneyin.');
    for (let i = 0; i < 3; i++) await login(h.app, 'kimsebilmez', 'yanlis-sifre');
    expect((await login(h.app, 'kimsebilmez', 'yanlis-sifre')).body).toBe(held.body);
    h.clock.advance(59 * MINUTE + 30_000);
    const lastMinute = await login(h.app, p.username, p.password, undefined, { 'x-locale': 'en' });
    expect(lastMinute.json().message).toBe('Too many attempts. Please try again in 1 minute.');
    h.clock.advance(MINUTE);
    expect((await login(h.app, p.username, p.password)).statusCode).toBe(200);
  });

  it('limits login attempts per address', async () => {
    const p = await register(h.app);
    const ip = nextIp();
    for (let i = 0; i < 6; i++) expect((await login(h.app, p.username, p.password, ip)).statusCode).toBe(200);
    const refused = await login(h.app, p.username, p.password, ip, { 'x-locale': 'en' });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe('Too many attempts. Please try again in 15 minutes.');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await login(h.app, p.username, p.password, nextIp())).statusCode).toBe(200);
  });

  it('revokes the session on logout: the token answers 401 afterwards', async () => {
    const p = await register(h.app);
    expect((await get(h.app, '/api/user/balance', p.token)).statusCode).toBe(200);
    const out = await get(h.app, '/api/auth/logout', p.token);
    expect(out.json()).toMatchObject({ success: true });
    const after = await get(h.app, '/api/user/balance', p.token);
    expect(after.statusCode).toBe(401);
    expect(after.json().message).toBe('Bu işlem için giriş yapmanız gerekiyor.');
    expect((await get(h.app, '/api/auth/logout')).statusCode).toBe(200);
  });

  it('shows the profile of the logged-in player', async () => {
    const p = await register(h.app, { name: 'Çağrı', surname: 'Öztürk' });
    const res = await get(h.app, '/api/customer/profile', p.token, { 'x-locale': 'en' });
    expect(res.json().data).toMatchObject({
      username: p.username, name: 'Çağrı', surname: 'Öztürk', email: p.email, phone: p.phone, smsVerified: false,
      country: { id: 235, name: 'Türkiye' }, currencyId: 1, birthDate: '1990-05-17', usercode: p.data.usercode,
    });
    expect((await get(h.app, '/api/customer/profile')).statusCode).toBe(401);
  });

  it('changes the password only with the right old one, and signs out the other sessions', async () => {
    const p = await register(h.app);
    const other = (await login(h.app, p.username, p.password)).json().data.token;
    const change = (body: object) => post(h.app, '/api/customer/changepassword', body, p.token);
    const wrong = await change({ oldPassword: 'degil-bu', password: 'yeni-sifre-2', confirmPassword: 'yeni-sifre-2' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ message: 'Mevcut şifreniz hatalı.', errors: { oldPassword: 'Mevcut şifreniz hatalı.' } });
    const mismatch = await change({ oldPassword: p.password, password: 'yeni-sifre-2', confirmPassword: 'yeni-sifre-3' });
    expect(mismatch.json().errors.confirmPassword).toBe('Girilen değerler eşleşmiyor');
    const same = await change({ oldPassword: p.password, password: p.password, confirmPassword: p.password });
    expect(same.statusCode).toBe(400);
    expect(same.json().errors.password).toBe('Yeni şifreniz mevcut şifrenizden farklı olmalı');
    const done = await change({ oldPassword: p.password, password: 'yeni-sifre-2', confirmPassword: 'yeni-sifre-2' });
    expect(done.json()).toMatchObject({ success: true, message: 'Şifreniz değiştirildi.' });
    expect((await get(h.app, '/api/user/balance', p.token)).statusCode).toBe(200);
    expect((await get(h.app, '/api/user/balance', other)).statusCode).toBe(401);
    expect((await login(h.app, p.username, p.password)).statusCode).toBe(400);
    expect((await login(h.app, p.username, 'yeni-sifre-2')).statusCode).toBe(200);
    const anonymous = await post(h.app, '/api/customer/changepassword', { oldPassword: 'a1234', password: 'b1234', confirmPassword: 'b1234' });
    expect(anonymous.statusCode).toBe(401);
  });
});
