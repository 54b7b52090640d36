import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { Limiter, type LimitStore } from '../../server/limiter/index.js';
import { MemoryLimitStore } from '../../server/limiter/memory.js';
import { RedisLimitStore } from '../../server/limiter/redis.js';
import { limitPrefix } from '../../server/limiter/rules.js';
import { testConfig } from './helpers.js';
import { identityApp, login, register, testClock, uniqueName } from './identity-helpers.js';

const redisUrl = process.env.REDIS_URL;
const connections: Redis[] = [];
afterAll(async () => {
  await Promise.all(connections.map((c) => c.quit()));
});

function redisStore(): LimitStore {
  const redis = new Redis(redisUrl!);
  connections.push(redis);
  return new RedisLimitStore(redis);
}

const rule = (windowMs = 60_000) => ({ name: `t${randomBytes(4).toString('hex')}`, max: 3, windowMs });

describe('limiter (memory store)', () => {
  it('admits max attempts per window, then refuses with the time left, until the window passes', async () => {
    const clock = testClock();
    const limiter = new Limiter(new MemoryLimitStore(clock.now));
    const r = rule();
    for (let i = 0; i < 3; i++) expect(await limiter.consume(r, 'ali')).toEqual({ allowed: true });
    clock.advance(20_000);
    expect(await limiter.consume(r, 'ali')).toEqual({ allowed: false, retryAfterSeconds: 40 });
    expect(await limiter.consume(r, 'veli')).toEqual({ allowed: true });
    clock.advance(40_000);
    expect(await limiter.consume(r, 'ali')).toEqual({ allowed: true });
  });

  it('check counts nothing; reset clears the key', async () => {
    const limiter = new Limiter(new MemoryLimitStore());
    const r = rule();
    for (let i = 0; i < 5; i++) expect((await limiter.check(r, 'ali')).allowed).toBe(true);
    for (let i = 0; i < 3; i++) await limiter.consume(r, 'ali');
    expect((await limiter.check(r, 'ali')).allowed).toBe(false);
    await limiter.reset(r, 'ali');
    expect((await limiter.check(r, 'ali')).allowed).toBe(true);
  });
});

describe('rate limit key prefix', () => {
  it('differs between deployments (their databases), is shared by one deployment, and can be set', () => {
    const a = limitPrefix(testConfig({ DATABASE_URL: 'postgres://app:secret@db1:5432/casino' }));
    expect(limitPrefix(testConfig({ DATABASE_URL: 'postgres://app:other@db1:5432/casino' }))).toBe(a);
    expect(a).not.toContain('secret');
    expect(limitPrefix(testConfig({ DATABASE_URL: 'postgres://app:secret@db1:5432/casino', DATABASE_SCHEMA: 'staging' }))).not.toBe(a);
    expect(limitPrefix(testConfig({ DATABASE_URL: 'postgres://app:secret@db2:5432/casino' }))).not.toBe(a);
    expect(limitPrefix(testConfig({ DATA_DIR: '/srv/one' }))).not.toBe(limitPrefix(testConfig({ DATA_DIR: '/srv/two' })));
    expect(limitPrefix(testConfig({ RATE_LIMIT_PREFIX: 'kasa-prod:' }))).toBe('kasa-prod:');
  });
});

describe.runIf(redisUrl)('limiter (Redis store)', () => {
  it('shares counts between processes (two connections, two limiters)', async () => {
    const a = new Limiter(redisStore());
    const b = new Limiter(redisStore());
    const r = rule();
    await a.consume(r, 'ali');
    await b.consume(r, 'ali');
    await a.consume(r, 'ali');
    const refused = await b.consume(r, 'ali');
    expect(refused.allowed).toBe(false);
    expect(refused.allowed === false && refused.retryAfterSeconds).toBe(60);
    expect((await a.check(r, 'ali')).allowed).toBe(false);
    expect((await a.check(r, 'veli')).allowed).toBe(true);
    await b.reset(r, 'ali');
    expect((await a.consume(r, 'ali')).allowed).toBe(true);
  });

  it('opens again when the window expires', async () => {
    const limiter = new Limiter(redisStore());
    const r = rule(300);
    for (let i = 0; i < 3; i++) await limiter.consume(r, 'ali');
    expect((await limiter.consume(r, 'ali')).allowed).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 350));
    expect((await limiter.consume(r, 'ali')).allowed).toBe(true);
  });
});

describe.runIf(redisUrl)('login limits across server processes (Redis)', () => {
  it('counts wrong passwords on one process against the account on another', async () => {
    const config = { REDIS_URL: redisUrl, LOGIN_LIMIT_PER_ACCOUNT: 2 };
    const [a, b] = await Promise.all([identityApp('sqlite', { config }), identityApp('sqlite', { config })]);
    try {
      const username = uniqueName('paylasim');
      const p = await register(b.app, { username });
      await login(a.app, username, 'yanlis-sifre');
      await login(a.app, username, 'yanlis-sifre');
      const held = await login(b.app, username, p.password);
      expect(held.statusCode).toBe(429);
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  });
});
