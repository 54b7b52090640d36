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
