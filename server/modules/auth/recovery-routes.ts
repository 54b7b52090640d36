import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { changePasswordWithCodePayload, checkResetCodePayload, sendResetPayload } from '../../../contracts/recovery.js';
import type { AppContext } from '../../context.js';
import { messageOnly, ok } from '../../http/envelope.js';
import { refuseFor } from '../../http/reasons.js';
import { applyLimits, tooManyAttempts, type LimitStep } from '../../http/refusals.js';
import { checkResetCode, resetPassword, sendResetCode } from './recovery.js';
import { usernameKey } from './service.js';

export default async function recoveryRoutes(app: FastifyInstance, ctx: AppContext) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { limiter, limits } = ctx;
  const checkSteps = (req: FastifyRequest, username: string): LimitStep[] => [
    ['consume', limits.codeCheckIp, req.ip],
    ['consume', limits.codeCheckAccount, usernameKey(username)],
  ];

  api.post('/auth/sendresetpassword', { schema: { body: sendResetPayload, response: messageOnly } }, async (req, reply) => {
    const { username } = req.body;
    const verdict = await applyLimits(limiter, [
      ['consume', limits.codeSendIp, req.ip],
      ['consume', limits.codeSendAccount, usernameKey(username)],
    ]);
    if (!verdict.allowed) return tooManyAttempts(req, reply, verdict.retryAfterSeconds);
    const locale = req.locale;
    ctx.background.run('reset-code', () => sendResetCode(ctx, username, locale));
    return ok(null, req.t('recovery.sent'));
  });

  api.post('/auth/checkresetcode', { schema: { body: checkResetCodePayload, response: messageOnly } }, async (req, reply) => {
    const verdict = await applyLimits(limiter, checkSteps(req, req.body.username));
    if (!verdict.allowed) return tooManyAttempts(req, reply, verdict.retryAfterSeconds);
    const outcome = await checkResetCode(ctx, req.body.username, req.body.code);
    return outcome.ok ? ok(null, req.t('recovery.codeAccepted')) : refuseFor(req, reply, outcome);
  });

  api.post('/auth/changepasswordwithcode', { schema: { body: changePasswordWithCodePayload, response: messageOnly } }, async (req, reply) => {
    const { username, code, password } = req.body;
    const verdict = await applyLimits(limiter, checkSteps(req, username));
    if (!verdict.allowed) return tooManyAttempts(req, reply, verdict.retryAfterSeconds);
    const outcome = await resetPassword(ctx, username, code, password);
    return outcome.ok ? ok(null, req.t('recovery.done')) : refuseFor(req, reply, outcome);
  });
}
