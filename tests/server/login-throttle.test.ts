import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { dialects } from './helpers.js';
import { deviceCookieOf, identityApp, login, MINUTE, nextIp, register, type IdentityHarness } from './identity-helpers.js';

/**
 * A browser: the fingerprint it computes and sends (x-fingerprint, guessable) and the device cookie the server set
 * at its last successful login, which it sends back like a browser does.
 */
function browser(name: string) {
  const state = { fingerprint: `device-${name}-${Math.random().toString(36).slice(2, 10)}`, cookie: null as string | null };
  return {
    state,
    headers: (): Record<string, string> => ({ 'x-fingerprint': state.fingerprint, ...(state.cookie ? { cookie: state.cookie } : {}) }),
    keep<R extends { headers: Record<string, unknown> }>(res: R): R {
      state.cookie = deviceCookieOf(res) ?? state.cookie;
      return res;
    },
  };
}

describe.each(dialects)('login throttling on %s: the attacker waits, the owner gets in', (dialect) => {
  let h: IdentityHarness;
  beforeAll(async () => {
    h = await identityApp(dialect, { config: { LOGIN_LIMIT_PER_ACCOUNT_IP: 3, LOGIN_LIMIT_PER_ACCOUNT: 6, LOGIN_LIMIT_PER_IP: 1000 } });
  });
  afterAll(() => h.close());

  const signIn = async (device: ReturnType<typeof browser>, username: string, password: string, ip = nextIp()) => device.keep(await login(h.app, username, password, ip, device.headers()));

  it('wrong passwords from one address wait longer and longer, while another address still logs in', async () => {
    const h = await identityApp(dialect, { config: { LOGIN_LIMIT_PER_ACCOUNT_IP: 3, LOGIN_LIMIT_PER_ACCOUNT: 100, LOGIN_LIMIT_PER_IP: 1000 } });
    onTestFinished(() => h.close());
    const owner = await register(h.app);
    const ownerDevice = { cookie: owner.deviceCookie! };
    const attacker = nextIp();
    const guess = () => login(h.app, owner.username, 'yanlis-sifre', attacker);
    const waits: number[] = [];
    for (let round = 0; round < 4; round++) {
      for (let i = 0; i < 3; i++) expect((await guess()).statusCode).toBe(400);
      const held = await login(h.app, owner.username, owner.password, attacker);
      expect(held.statusCode).toBe(429);
      waits.push(Number(held.headers['retry-after']));
      // The owner, elsewhere, is not held by the attacker's address.
      expect((await login(h.app, owner.username, owner.password, nextIp(), ownerDevice)).statusCode).toBe(200);
      h.clock.advance(waits.at(-1)! * 1000 + 1000);
    }
    // Three guesses a minute, then the rest of 15 minutes, then of the hour.
    expect(waits[0]).toBeLessThanOrEqual(60);
    expect(waits[1]).toBeGreaterThan(10 * 60);
    expect(waits[3]).toBeGreaterThan(waits[1]);
    // A right password from the attacker's address, once its wait is over, clears the delays there.
    expect((await login(h.app, owner.username, owner.password, attacker)).statusCode).toBe(200);
    expect((await guess()).statusCode).toBe(400);
  });

  it('sets the device cookie at a successful login only: HttpOnly, SameSite=Lax, for the auth calls', async () => {
    const owner = await register(h.app);
    const wrong = await login(h.app, owner.username, 'yanlis-sifre');
    expect(wrong.headers['set-cookie']).toBeUndefined();
    const right = await login(h.app, owner.username, owner.password);
    const cookie = String(right.headers['set-cookie']);
    expect(cookie).toMatch(/^kasa_device=[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{43}; /);
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Lax');
    expect(cookie).toContain('Path=/api/auth');
    // Served over http here: a Secure cookie would never come back.
    expect(cookie).not.toContain('Secure');
    // The same device keeps its id from one login to the next.
    const again = await login(h.app, owner.username, owner.password, nextIp(), { cookie: deviceCookieOf(right)! });
    expect(deviceCookieOf(again)).toBe(deviceCookieOf(right));
  });

  it('marks the cookie Secure on an https site', async () => {
    const https = await identityApp(dialect, { config: { PUBLIC_ORIGIN: 'https://kasa.example' } });
    onTestFinished(() => https.close());
    const owner = await register(https.app);
    expect(String((await login(https.app, owner.username, owner.password)).headers['set-cookie'])).toContain('; Secure');
  });

  it('an attack spread over many addresses holds new devices back but never the owner on a known device', async () => {
    const phone = browser('phone');
    const owner = await register(h.app, {}, phone.headers());
    phone.state.cookie = owner.deviceCookie;
    for (let i = 0; i < 6; i++) expect((await login(h.app, owner.username, 'yanlis-sifre', nextIp(), browser('bot').headers())).statusCode).toBe(400);
    const fresh = await login(h.app, owner.username, owner.password, nextIp(), browser('new').headers());
    expect(fresh.statusCode).toBe(429);
    expect(fresh.json().message).toMatch(/Çok fazla deneme/);
    // The attacker cannot tell a right guess from a wrong one while the account is held for new devices.
    const wrongFresh = await login(h.app, owner.username, 'yanlis-sifre', nextIp(), browser('bot').headers());
    expect(wrongFresh.body).toBe(fresh.body);
    const owners = await signIn(phone, owner.username, owner.password);
    expect(owners.statusCode).toBe(200);
    expect(owners.json().success).toBe(true);
  });

  it('a guessed fingerprint, a forged cookie or another account\'s cookie does not pass the account-wide hold', async () => {
    const phone = browser('phone');
    const owner = await register(h.app, {}, phone.headers());
    phone.state.cookie = owner.deviceCookie;
    // The attacker's own account gives them a genuine cookie, of a device the owner's account never saw.
    const attackersOwn = await register(h.app);
    for (let i = 0; i < 6; i++) await login(h.app, owner.username, 'yanlis-sifre', nextIp());
    const [id] = owner.deviceCookie!.slice('kasa_device='.length).split('.');
    const tries: Array<[string, Record<string, string>]> = [
      ["the owner's fingerprint, guessed", { 'x-fingerprint': phone.state.fingerprint }],
      ["the owner's device id with a made-up signature", { cookie: `kasa_device=${id}.${'A'.repeat(43)}` }],
      ['a made-up device', { cookie: `kasa_device=${'B'.repeat(22)}.${'C'.repeat(43)}` }],
      ["a genuine cookie of the attacker's own device", { cookie: attackersOwn.deviceCookie!, 'x-fingerprint': phone.state.fingerprint }],
    ];
    for (const [what, headers] of tries) expect((await login(h.app, owner.username, owner.password, nextIp(), headers)).statusCode, what).toBe(429);
    expect((await signIn(phone, owner.username, owner.password)).statusCode).toBe(200);
  });

  it('after the hold, a right password from a new device makes it known: the next attack does not hold it', async () => {
    const owner = await register(h.app);
    const laptop = browser('laptop');
    for (let i = 0; i < 7; i++) await login(h.app, owner.username, 'yanlis-sifre', nextIp());
    expect((await signIn(laptop, owner.username, owner.password)).statusCode).toBe(429);
    h.clock.advance(61 * MINUTE);
    expect((await signIn(laptop, owner.username, owner.password)).statusCode).toBe(200);
    for (let i = 0; i < 7; i++) await login(h.app, owner.username, 'yanlis-sifre', nextIp());
    expect((await signIn(browser('tablet'), owner.username, owner.password)).statusCode).toBe(429);
    expect((await signIn(laptop, owner.username, owner.password)).statusCode).toBe(200);
  });
});
