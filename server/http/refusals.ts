import type { FastifyReply, FastifyRequest } from 'fastify';
import type * as z from 'zod';
import { fieldErrors } from '../../contracts/issues.js';
import type { LimitRule, Limiter, Verdict } from '../limiter/index.js';
import { fail } from './envelope.js';

/** A refusal the player can act on: status, a localized sentence, and optionally the field it is about. */
export function refuse(reply: FastifyReply, status: number, message: string, errors?: Record<string, string>) {
  return reply.code(status).send(errors ? { ...fail(message), errors } : fail(message));
}

/** The same 400 shape as schema validation, for bodies validated in the handler. */
export function invalidBody(req: FastifyRequest, reply: FastifyReply, error: z.ZodError) {
  const errors = fieldErrors(error, (key, params) => req.t(key, params));
  const first = Object.values(errors)[0];
  return refuse(reply, 400, first ? `${req.t('error.validation')} ${first}` : req.t('error.validation'), errors);
}

/**
 * Route option `validatorCompiler` for a body the handler checks itself (with invalidBody), so its declared
 * schema only publishes it.
 */
export const validatedInHandler = () => (value: unknown) => ({ value });

export function tooManyAttempts(req: FastifyRequest, reply: FastifyReply, retryAfterSeconds: number) {
  reply.header('retry-after', String(retryAfterSeconds));
  return refuse(reply, 429, req.t('auth.tooManyAttempts', { minutes: Math.max(1, Math.ceil(retryAfterSeconds / 60)) }));
}

export type LimitStep = [mode: 'consume' | 'check', rule: LimitRule, id: string];

/** Applies the steps in order and stops at the first refusal (later counters are left untouched). */
export async function applyLimits(limiter: Limiter, steps: LimitStep[]): Promise<Verdict> {
  for (const [mode, rule, id] of steps) {
    const verdict = mode === 'consume' ? await limiter.consume(rule, id) : await limiter.check(rule, id);
    if (!verdict.allowed) return verdict;
  }
  return { allowed: true };
}
