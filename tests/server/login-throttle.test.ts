import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { dialects } from './helpers.js';
import { identityApp, login, MINUTE, nextIp, register, type IdentityHarness } from './identity-helpers.js';

const device = (name: string) => ({ 'x-fingerprint': `device-${name}-${Math.random().toString(36).slice(2, 10)}` });

describe.each(dialects)('login throttling on %s: the attacker waits, the owner gets in', (dialect) => {
  let h: IdentityHarness;
  beforeAll(async () => {
    h = await identityApp(dialect, { config: { LOGIN_LIMIT_PER_ACCOUNT_IP: 3, LOGIN_LIMIT_PER_ACCOUNT: 6, LOGIN_LIMIT_PER_IP: 1000 } });
  });
  afterAll(() => h.close());

  it('wrong passwords from one address wait longer and longer, while another address still logs in', async () => {
    const h = await identityApp(dialect, { config: { LOGIN_LIMIT_PER_ACCOUNT_IP: 3, LOGIN_LIMIT_PER_ACCOUNT: 100, LOGIN_LIMIT_PER_IP: 1000 } });
    onTestFinished(() => h.close());
    const ownerDevice = device('owner');
    const owner = await register(h.app, {}, ownerDevice);
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

  it('an attack spread over many addresses holds new devices back but never the owner on a known device', async () => {
    const known = device('phone');
    const owner = await register(h.app, {}, known);
    for (let i = 0; i < 6; i++) expect((await login(h.app, owner.username, 'yanlis-sifre', nextIp(), device('bot'))).statusCode).toBe(400);
    const fresh = await login(h.app, owner.username, owner.password, nextIp(), device('new'));
    expect(fresh.statusCode).toBe(429);
    expect(fresh.json().message).toMatch(/Çok fazla deneme/);
    // The attacker cannot tell a right guess from a wrong one while the account is held for new devices.
    const wrongFresh = await login(h.app, owner.username, 'yanlis-sifre', nextIp(), device('bot'));
    expect(wrongFresh.body).toBe(fresh.body);
    const owners = await login(h.app, owner.username, owner.password, nextIp(), known);
    expect(owners.statusCode).toBe(200);
    expect(owners.json().success).toBe(true);
  });

  it('after the hold, a right password from a new device makes it known: the next attack does not hold it', async () => {
    const owner = await register(h.app);
    const laptop = device('laptop');
    for (let i = 0; i < 7; i++) await login(h.app, owner.username, 'yanlis-sifre', nextIp());
    expect((await login(h.app, owner.username, owner.password, nextIp(), laptop)).statusCode).toBe(429);
    h.clock.advance(61 * MINUTE);
    expect((await login(h.app, owner.username, owner.password, nextIp(), laptop)).statusCode).toBe(200);
    for (let i = 0; i < 7; i++) await login(h.app, owner.username, 'yanlis-sifre', nextIp());
    expect((await login(h.app, owner.username, owner.password, nextIp(), device('tablet'))).statusCode).toBe(429);
    expect((await login(h.app, owner.username, owner.password, nextIp(), laptop)).statusCode).toBe(200);
  });
});
