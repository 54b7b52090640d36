import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { phoneValidationPayload } from '../../../contracts/session.js';
import type { AppContext } from '../../context.js';
import { messageOnly, ok } from '../../http/envelope.js';
import { refuseFor } from '../../http/reasons.js';
import { applyLimits, tooManyAttempts } from '../../http/refusals.js';
import { confirmPhone, sendPhoneCode } from './service.js';

/** POST /api/customer/updatephone: step 1 sends a code to `phone`, step 2 checks `code` for it. */
export default async function phoneRoutes(app: FastifyInstance, ctx: AppContext) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { limiter, limits } = ctx;

  api.post('/customer/updatephone', { preHandler: api.authenticate, schema: { body: phoneValidationPayload, response: messageOnly } }, async (req, reply) => {
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
    if (body.step === 1) {
      const sent = await sendPhoneCode(ctx, playerId, body.phone, req.locale);
      return sent.ok ? ok(null, req.t('phone.codeSent', sent.value)) : refuseFor(req, reply, sent);
    }
    const confirmed = await confirmPhone(ctx, playerId, body.phone, body.code);
    return confirmed.ok ? ok(null, req.t('phone.verified')) : refuseFor(req, reply, confirmed);
  });
}
