import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';

export interface RateLimitOptions {
  max: number;
  windowMs: number;
  redis: Redis | null;
}

/** Limits /api per client address; the store is Redis when configured so every process shares the counts. */
export async function registerRateLimit(app: FastifyInstance, options: RateLimitOptions): Promise<void> {
  await app.register(rateLimit, {
    global: true,
    max: options.max,
    timeWindow: options.windowMs,
    ...(options.redis ? { redis: options.redis, nameSpace: 'casino-rl:' } : {}),
    allowList: (req) => !req.url.startsWith('/api/'),
    errorResponseBuilder: (_req, context) => {
      const error = new Error(`rate limited, retry in ${context.after}`) as Error & { statusCode: number };
      error.statusCode = 429;
      return error;
    },
  });
}
