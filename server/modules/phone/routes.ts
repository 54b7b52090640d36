import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { phoneValidationPayload } from '../../../contracts/session.js';
import type { AppContext } from '../../context.js';
import { ok } from '../../http/envelope.js';
import { applyLimits, refuse, tooManyAttempts } from '../../http/refusals.js';
import { confirmPhone, sendPhoneCode } from './service.js';

/** POST /api/customer/updatephone: step 1 sends a code to `phone`, step 2 checks `code` for it. */
export default async function phoneRoutes(app: FastifyInstance, ctx: AppContext) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { limiter, limits } = ctx;

  api.post('/customer/updatephone', { preHandler: api.authenticate, schema: { body: phoneValidationPayload } }, async (req, reply) => {
    const { playerId } = req.principal!;
    const body = req.body;
    const account = `player:${playerId}`;
    const verdict = await applyLimits(
      limiter,
      body.step === 1
        ? [['consume', limits.codeSendIp, req.ip], ['consume', limits.codeSendAccount, account]]
        : [['consume', limits.codeCheckIp, req.ip], ['consume', limits.codeCheckAccount, account]],
    );
    if (!verdict.allowed) return tooManyAttempts(req, reply, verdict.retryAfterSeconds);
    const outcome = body.step === 1
      ? await sendPhoneCode(ctx, playerId, body.phone, req.locale)
      : await confirmPhone(ctx, playerId, body.phone, body.code);
    const message = req.t(outcome.key, outcome.params);
    if (outcome.ok) return ok(null, message);
    if (outcome.retryAfterSeconds) reply.header('retry-after', String(outcome.retryAfterSeconds));
    return refuse(reply, outcome.status, message, body.step === 2 ? { code: message } : { phone: message });
  });
}
