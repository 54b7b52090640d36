import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config.js';
import { testApp } from './helpers.js';
import { identityApp, register } from './identity-helpers.js';

const redisUrl = process.env.REDIS_URL;
const stores = redisUrl ? (['memory', 'redis'] as const) : (['memory'] as const);

describe.each(stores)('rate limiting (%s store)', (store) => {
  let h: Awaited<ReturnType<typeof testApp>>;
  beforeAll(async () => {
    h = await testApp('sqlite', {
      config: { RATE_LIMIT_MAX: 3, RATE_LIMIT_WINDOW_MS: 60_000, REDIS_URL: store === 'redis' ? redisUrl : undefined },
    });
  });
  afterAll(() => h.close());

  it('refuses a client past the limit with 429 and a localized message, but not the static site', async () => {
    const ip = `10.0.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
    const call = () => h.app.inject({ method: 'GET', url: '/api/casino/eqyptquest', remoteAddress: ip, headers: { 'x-locale': 'en' } });
    for (let i = 0; i < 3; i++) expect((await call()).statusCode).toBe(200);
    const refused = await call();
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ success: false, message: 'Too many requests. Please wait a moment and try again.' });
    const other = await h.app.inject({ method: 'GET', url: '/api/casino/eqyptquest', remoteAddress: '10.9.9.9' });
    expect(other.statusCode).toBe(200);
    const media = await h.app.inject({ method: 'GET', url: '/media/providers/amusnet.svg?name=Amusnet', remoteAddress: ip });
    expect(media.statusCode).not.toBe(429);
  });

  it("counts the game frame's calls to our game servers too, answering past the limit with a message the frame shows", async () => {
    const ip = `10.1.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
    const call = () => h.app.inject({ method: 'GET', url: '/games/kasa/api/proof?id=nope', remoteAddress: ip, headers: { 'accept-language': 'en' } });
    for (let i = 0; i < 3; i++) expect((await call()).statusCode).not.toBe(429);
    const refused = await call();
    expect(refused.statusCode).toBe(429);
    // The frame reads `message` of any refusal (src/game-frame/api.ts) and shows it.
    expect(refused.json()).toMatchObject({ message: 'Too many requests. Please wait a moment and try again.' });
    // The frame page itself (a document) is not an API call.
    const page = await h.app.inject({ method: 'GET', url: '/games/kasa/play?s=nope', remoteAddress: ip });
    expect(page.statusCode).not.toBe(429);
  });
});

describe.runIf(redisUrl)('rate limiting across deployments sharing one Redis', () => {
  it('counts each deployment apart, and the processes of one deployment together', async () => {
    const config = (dataDir: string) => ({ RATE_LIMIT_MAX: 3, RATE_LIMIT_WINDOW_MS: 60_000, REDIS_URL: redisUrl, DATA_DIR: dataDir });
    const run = `/srv/kasa-${Math.random().toString(36).slice(2)}`;
    const [prod, prodTwin, staging] = await Promise.all([
      testApp('sqlite', { config: config(`${run}/prod`) }),
      testApp('sqlite', { config: config(`${run}/prod`) }),
      testApp('sqlite', { config: config(`${run}/staging`) }),
    ]);
    try {
      const call = (h: typeof prod) => h.app.inject({ method: 'GET', url: '/api/casino/eqyptquest', remoteAddress: '10.55.0.1' });
      for (let i = 0; i < 3; i++) expect((await call(prod)).statusCode).toBe(200);
      expect((await call(prodTwin)).statusCode).toBe(429);
      expect((await call(staging)).statusCode).toBe(200);
    } finally {
      await Promise.all([prod.close(), prodTwin.close(), staging.close()]);
    }
  });
});

describe('client addresses behind proxies', () => {
  const env = (extra: Record<string, string>) => loadConfig({ LOG_LEVEL: 'silent', NODE_ENV: 'test', RATE_LIMIT_MAX: '3', ...extra });
  const call = (h: Awaited<ReturnType<typeof testApp>>, remoteAddress: string, forwardedFor: string) =>
    h.app.inject({ method: 'GET', url: '/api/casino/eqyptquest', remoteAddress, headers: { 'x-forwarded-for': forwardedFor } });

  it('with a hop count, a forged X-Forwarded-For does not escape the per-address limit', async () => {
    const h = await testApp('sqlite', { config: env({ TRUST_PROXY: '1' }) });
    try {
      for (let i = 0; i < 3; i++) expect((await call(h, '10.0.0.1', `198.51.100.${i}, 203.0.113.7`)).statusCode).toBe(200);
      expect((await call(h, '10.0.0.1', '198.51.100.99, 203.0.113.7')).statusCode).toBe(429);
      // Another player behind the same balancer has a budget of their own.
      expect((await call(h, '10.0.0.1', '203.0.113.8')).statusCode).toBe(200);
    } finally {
      await h.close();
    }
  });

  it('with a list of proxies, only what they appended is believed', async () => {
    const h = await testApp('sqlite', { config: env({ TRUST_PROXY: '10.0.0.1, 10.0.1.0/24' }) });
    try {
      for (let i = 0; i < 3; i++) expect((await call(h, '10.0.1.5', '203.0.113.20')).statusCode).toBe(200);
      expect((await call(h, '10.0.0.1', '203.0.113.20')).statusCode).toBe(429);
      expect((await call(h, '10.0.0.1', '203.0.113.21')).statusCode).toBe(200);
      // A client that reaches us directly cannot name itself someone else.
      for (let i = 0; i < 3; i++) expect((await call(h, '192.0.2.50', `203.0.113.${30 + i}`)).statusCode).toBe(200);
      expect((await call(h, '192.0.2.50', '203.0.113.40')).statusCode).toBe(429);
    } finally {
      await h.close();
    }
  });

  it('refuses a TRUST_PROXY that is none of off, on, a hop count or addresses', () => {
    expect(() => env({ TRUST_PROXY: 'the balancer' })).toThrow(/TRUST_PROXY/);
    expect(env({ TRUST_PROXY: 'false' }).TRUST_PROXY).toBe(false);
  });
});

describe('the balance poll', () => {
  it('counts against the session, not the address players share; refused tokens count against the address', async () => {
    const h = await identityApp('sqlite', { config: { RATE_LIMIT_MAX: 3, BALANCE_LIMIT_PER_SESSION: 30 } });
    try {
      const shared = '10.66.0.1';
      const players = [await register(h.app), await register(h.app)];
      const poll = (token: string, ip = shared) =>
        h.app.inject({ method: 'GET', url: '/api/user/balance', remoteAddress: ip, headers: { authorization: `Bearer ${token}` } });
      // Two players behind one address, polling every 3 s for three minutes between them, far above 3 per minute.
      for (let i = 0; i < 15; i++) for (const p of players) expect((await poll(p.token)).statusCode).toBe(200);
      // The address still has its budget for everything else.
      for (let i = 0; i < 3; i++) {
        expect((await h.app.inject({ method: 'GET', url: '/api/casino/eqyptquest', remoteAddress: shared })).statusCode).toBe(200);
      }
      expect((await h.app.inject({ method: 'GET', url: '/api/casino/eqyptquest', remoteAddress: shared })).statusCode).toBe(429);

      // One session polling far faster than any tab would is refused, whatever address it uses.
      for (let i = 0; i < 15; i++) expect((await poll(players[0].token, `10.67.0.${i + 1}`)).statusCode).toBe(200);
      expect((await poll(players[0].token, '10.67.1.1')).statusCode).toBe(429);

      // Made-up tokens cannot poll around the address limit.
      const guesser = '10.68.0.1';
      for (let i = 0; i < 3; i++) expect((await poll(`made-up-${i}`, guesser)).statusCode).toBe(401);
      expect((await poll('made-up-9', guesser)).statusCode).toBe(429);
    } finally {
      await h.close();
    }
  });
});
