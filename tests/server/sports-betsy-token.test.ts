import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialects, testApp } from './helpers.js';
import { bearer, register } from './identity-helpers.js';
import { betsyTestConfig, bettor, clientFor } from './sports-betsy-helpers.js';

type Harness = Awaited<ReturnType<typeof testApp>>;

describe.each(dialects)('partner tokens (%s)', (dialect) => {
  let h: Harness;
  beforeAll(async () => {
    h = await testApp(dialect, { config: { ...betsyTestConfig, BETSY_URL: 'https://book.example/frame/', BETSY_CID: 'kasa-test' } });
  });
  afterAll(() => h.close());
  const ask = (token: string | null, partner: string, locale = 'tr') =>
    h.app.inject({ method: 'POST', url: '/api/sports/token', headers: { ...(token ? bearer(token) : {}), 'x-locale': locale }, payload: { partner } });

  it('login hands out a Betsy token, its frame and client id; no Betco without access', async () => {
    const p = await bettor(h.app, h.db, 0);
    expect(p.authData).toMatchObject({ betsyCid: 'kasa-test', betsyUrl: 'https://book.example/frame/', betsyToken: expect.any(String), betcoToken: null, betcoUrl: '' });
    expect((await clientFor(h.app).profile(p.betsyToken)).data).toMatchObject({ userId: p.userId });
  });

  it('POST sports/token gives a fresh Betsy token bound to the player, valid about an hour', async () => {
    const p = await bettor(h.app, h.db, 0);
    const res = await ask(p.session, 'betsy');
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({ url: 'https://book.example/frame/', cid: 'kasa-test' });
    expect(data.token).not.toBe(p.betsyToken);
    const minutes = (Date.parse(data.expiresAt) - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(55);
    expect(minutes).toBeLessThanOrEqual(60);
    expect((await clientFor(h.app).balance(data.token, p.userId)).data).toMatchObject({ userId: p.userId });
  });

  it('a guest gets no token', async () => {
    expect((await ask(null, 'betsy')).statusCode).toBe(401);
  });

  it('Betco is refused without access, in the player language, and given with it (login too)', async () => {
    const p = await register(h.app);
    const refused = await ask(p.token, 'betco');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toMatch(/hesabınıza açık değil/);
    expect((await ask(p.token, 'betco', 'en')).json().message).toMatch(/not open to your account/);
    const playerId = Number(p.data.usercode);
    await h.db.kysely.updateTable('players').set({ betting_partner_access: 1 }).where('id', '=', playerId).execute();
    const given = await ask(p.token, 'betco');
    expect(given.statusCode).toBe(200);
    expect(given.json().data).toMatchObject({ url: '/sportsbook/betco/', cid: null });
    const login = await h.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: p.username, password: p.password } });
    expect(login.json().data).toMatchObject({ betcoToken: expect.any(String), betcoUrl: '/sportsbook/betco/' });
    // A Betco token is not a Betsy token.
    expect((await clientFor(h.app).profile(login.json().data.betcoToken)).error).toMatchObject({ code: 3 });
  });
});
