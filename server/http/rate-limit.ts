import type { FastifyInstance } from 'fastify';
import type { Limiter, LimitRule } from '../limiter/index.js';
import { fail } from './envelope.js';
import { isApiUrl } from './security.js';

/**
 * Limits /api per client address with the same limiter (memory, or Redis shared by every process) that guards
 * logins and codes. One callback-style hook and one store call per request: every logged-in player polls the
 * balance every 3 s, so this runs more than anything else. When Redis is unreachable the limiter counts in
 * memory (limiter/fallback.ts); should the store still fail, the request is admitted, not refused.
 */
export function registerApiRateLimit(app: FastifyInstance, { limiter, rule }: { limiter: Limiter; rule: LimitRule }): void {
  app.addHook('onRequest', (req, reply, done) => {
    if (!isApiUrl(req.url)) {
      done();
      return;
    }
    limiter.consume(rule, req.ip).then(
      (verdict) => {
        if (verdict.allowed) {
          done();
          return;
        }
        reply.code(429).header('retry-after', String(verdict.retryAfterSeconds)).send(fail(req.t('error.rateLimited')));
      },
      (err: unknown) => {
        req.log.warn({ err }, 'rate limit store unavailable; request admitted');
        done();
      },
    );
  });
}
