import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import * as z from 'zod';
import { callRequestPayload } from '../../../contracts/support.js';
import type { AppContext } from '../../context.js';
import { answers, ok } from '../../http/envelope.js';
import { tooManyAttempts } from '../../http/refusals.js';
import { createCallRequest } from './service.js';

/**
 * POST /api/support/call-requests: the call-request page's form; guests may send too, a few an hour per address. A
 * logged-in player's request is linked to them (the operators' queue shows whose it is).
 */
export default async function supportRoutes(app: FastifyInstance, ctx: AppContext) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { limiter, limits } = ctx;

  api.post('/support/call-requests', { preHandler: api.identify, schema: { body: callRequestPayload, response: answers(z.object({ id: z.number().int() })) } }, async (req, reply) => {
    const verdict = await limiter.consume(limits.callRequestIp, req.ip);
    if (!verdict.allowed) return tooManyAttempts(req, reply, verdict.retryAfterSeconds);
    const id = await createCallRequest(ctx.db.kysely, req.body, { ip: req.ip, playerId: req.principal?.playerId ?? null, now: ctx.now() });
    return ok({ id }, req.t('support.callRequestSent'));
  });
}
