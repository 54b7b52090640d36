import { availableParallelism } from 'node:os';

/** Thrown when the password-hashing queue is full; the error handler answers 503 with Retry-After. */
export class HashingBusyError extends Error {
  readonly statusCode = 503;
  readonly retryAfterSeconds = 1;
  constructor() {
    super('password hashing queue is full');
  }
}

/**
 * A semaphore with a bounded queue for argon2 work. Each hash takes ~19 MiB and a core for tens of
 * milliseconds; unbounded, a flood of wrong passwords starves every other request.
 */
export function createGate(limits: { concurrency: number; queue: number }) {
  let running = 0;
  const waiting: Array<() => void> = [];
  const release = () => {
    const next = waiting.shift();
    if (next) next();
    else running--;
  };
  return {
    limits,
    async run<T>(work: () => Promise<T>): Promise<T> {
      if (running < limits.concurrency) running++;
      else if (waiting.length >= limits.queue) throw new HashingBusyError();
      else await new Promise<void>((resolve) => waiting.push(resolve));
      try {
        return await work();
      } finally {
        release();
      }
    },
  };
}

export const hashGate = createGate({ concurrency: Math.max(1, availableParallelism()), queue: 64 });
