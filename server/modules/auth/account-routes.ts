import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { profile } from '../../../contracts/account.js';
import { changePasswordPayload } from '../../../contracts/recovery.js';
import type { AppContext } from '../../context.js';
import { answers, messageOnly, ok } from '../../http/envelope.js';
import { refuseFor } from '../../http/reasons.js';
import { applyLimits, tooManyAttempts } from '../../http/refusals.js';
import { loadProfile } from './profile.js';
import { changePassword } from './service.js';

export default async function accountRoutes(app: FastifyInstance, ctx: AppContext) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { limiter, limits } = ctx;

  api.get('/customer/profile', { preHandler: api.authenticate, schema: { response: answers(profile) } }, async (req, reply) => {
    const profile = await loadProfile(ctx, req.principal!.playerId, req.locale);
    return profile.ok ? ok(profile.value) : refuseFor(req, reply, profile);
  });

  api.post('/customer/changepassword', { preHandler: api.authenticate, schema: { body: changePasswordPayload, response: messageOnly } }, async (req, reply) => {
    const { playerId, sessionId } = req.principal!;
    const account = `player:${playerId}`;
    const verdict = await applyLimits(limiter, [['consume', limits.loginIp, req.ip], ['check', limits.loginAccount, account]]);
    if (!verdict.allowed) return tooManyAttempts(req, reply, verdict.retryAfterSeconds);
    const outcome = await changePassword(ctx, { playerId, sessionId }, req.body);
    if (!outcome.ok) {
      await limiter.consume(limits.loginAccount, account);
      return refuseFor(req, reply, outcome);
    }
    return ok(null, req.t('password.changed'));
  });
}
