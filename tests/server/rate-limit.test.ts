import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp } from './helpers.js';

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
