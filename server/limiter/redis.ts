import { Redis } from 'ioredis';
import type { LimitStore, WindowState } from './index.js';

// One round trip, atomic: the first hit of a window sets its expiry.
const HIT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return { count, redis.call('PTTL', KEYS[1]) }`;

const PEEK = `
local count = redis.call('GET', KEYS[1])
if not count then return nil end
return { tonumber(count), redis.call('PTTL', KEYS[1]) }`;

export class RedisLimitStore implements LimitStore {
  constructor(private readonly redis: Redis) {}

  async hit(key: string, windowMs: number): Promise<WindowState> {
    const [count, ttl] = (await this.redis.eval(HIT, 1, key, String(windowMs))) as [number, number];
    return { count, resetInMs: ttl > 0 ? ttl : windowMs };
  }

  async peek(key: string): Promise<WindowState | null> {
    const result = (await this.redis.eval(PEEK, 1, key)) as [number, number] | null;
    if (!result) return null;
    return { count: result[0], resetInMs: Math.max(0, result[1]) };
  }

  async reset(key: string): Promise<void> {
    await this.redis.del(key);
  }
}

/**
 * A connection for the limiter that never makes a request wait on an outage: bounded connect and command
 * timeouts, no offline queue and no per-command retries (the limiter falls back to memory instead), and endless
 * reconnects at a bounded pace.
 */
export function connectLimiterRedis(url: string): Redis {
  return new Redis(url, {
    connectTimeout: 1_000,
    commandTimeout: 500,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    retryStrategy: (attempt) => Math.min(attempt * 200, 2_000),
  });
}

/** Waits for the first connection at start, at most `ms`: limits are shared from the first request when Redis is up. */
export function firstConnection(redis: Redis, ms = 1_000): Promise<void> {
  if (redis.status === 'ready') return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      redis.off('ready', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    redis.once('ready', done);
  });
}
