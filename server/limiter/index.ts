import { hash } from 'node:crypto';
import type { Redis } from 'ioredis';
import { FallbackLimitStore, type OutageLog } from './fallback.js';
import { MemoryLimitStore } from './memory.js';
import { RedisLimitStore } from './redis.js';

/** A fixed window per key: how many hits it holds and how long until it opens again. */
export interface WindowState {
  count: number;
  resetInMs: number;
}

/** Memory for one process, Redis for many: the same counts whichever process a request lands on. */
export interface LimitStore {
  hit(key: string, windowMs: number): Promise<WindowState>;
  peek(key: string): Promise<WindowState | null>;
  reset(key: string): Promise<void>;
}

export interface LimitRule {
  name: string;
  max: number;
  windowMs: number;
}

export type Verdict = { allowed: true } | { allowed: false; retryAfterSeconds: number };

const refused = (state: WindowState): Verdict => ({
  allowed: false,
  retryAfterSeconds: Math.max(1, Math.ceil(state.resetInMs / 1000)),
});

export class Limiter {
  constructor(
    private readonly store: LimitStore,
    private readonly prefix = 'casino-lim:',
  ) {}

  // Keys hold usernames and addresses; hashing keeps them out of Redis in clear.
  private key(rule: LimitRule, id: string): string {
    const digest = hash('sha256', id, 'base64url').slice(0, 22);
    return `${this.prefix}${rule.name}:${digest}`;
  }

  /** Counts one attempt; refused once the window holds more than `max`. */
  async consume(rule: LimitRule, id: string): Promise<Verdict> {
    const state = await this.store.hit(this.key(rule, id), rule.windowMs);
    return state.count > rule.max ? refused(state) : { allowed: true };
  }

  /** Refused when earlier attempts already used the window up; counts nothing. */
  async check(rule: LimitRule, id: string): Promise<Verdict> {
    const state = await this.store.peek(this.key(rule, id));
    return state && state.count >= rule.max ? refused(state) : { allowed: true };
  }

  reset(rule: LimitRule, id: string): Promise<void> {
    return this.store.reset(this.key(rule, id));
  }
}

export interface LimiterOptions {
  now?: () => Date;
  /** Keeps deployments that share a Redis apart. */
  prefix?: string;
  log: OutageLog;
}

export function createLimiter(redis: Redis | null, { now = () => new Date(), prefix, log }: LimiterOptions): Limiter {
  const memory = new MemoryLimitStore(now);
  const store = redis ? new FallbackLimitStore(redis, new RedisLimitStore(redis), memory, log) : memory;
  return new Limiter(store, prefix);
}
