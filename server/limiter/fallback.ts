import type { Redis } from 'ioredis';
import { countRedisError } from '../ops/metrics.js';
import type { LimitStore, WindowState } from './index.js';

export interface OutageLog {
  warn(obj: object, msg: string): void;
  info(obj: object, msg: string): void;
}

/**
 * Redis while it answers, this process's memory while it does not: a counter store outage must cost neither
 * time nor availability. Without a connection no command is sent (nothing queues, nothing waits); a command that
 * fails or times out is counted in memory instead. One warning per outage, one notice when Redis is back.
 */
export class FallbackLimitStore implements LimitStore {
  private down = false;
  private retryAt = 0;

  constructor(
    private readonly redis: Redis,
    private readonly primary: LimitStore,
    private readonly fallback: LimitStore,
    private readonly log: OutageLog,
    private readonly retryMs = 2_000,
  ) {
    redis.on('ready', () => this.recovered());
    // ioredis reports every failed reconnect; without a listener it prints each one as unhandled.
    redis.on('error', (err: Error) => this.failed(err));
  }

  private failed(err: unknown): void {
    countRedisError('limiter');
    // A Redis that holds the connection but stops answering is left alone for a while: one timed-out command
    // per retry period, not one per request.
    this.retryAt = Date.now() + this.retryMs;
    if (this.down) return;
    this.down = true;
    this.log.warn({ err }, 'rate limit store (Redis) unavailable; limits are counted in this process until it is back');
  }

  private recovered(): void {
    if (!this.down) return;
    this.down = false;
    this.log.info({}, 'rate limit store (Redis) is back; limits are shared again');
  }

  private async use<T>(call: (store: LimitStore) => Promise<T>): Promise<T> {
    // Connecting or reconnecting: the outage (if it is one) is reported by the connection's own error event.
    if (this.redis.status !== 'ready' || (this.down && Date.now() < this.retryAt)) return call(this.fallback);
    let result: T;
    try {
      result = await call(this.primary);
    } catch (err) {
      this.failed(err);
      return call(this.fallback);
    }
    this.recovered();
    return result;
  }

  hit(key: string, windowMs: number): Promise<WindowState> {
    return this.use((store) => store.hit(key, windowMs));
  }

  peek(key: string): Promise<WindowState | null> {
    return this.use((store) => store.peek(key));
  }

  reset(key: string): Promise<void> {
    return this.use((store) => store.reset(key));
  }
}
