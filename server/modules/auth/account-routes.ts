import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { changePasswordPayload } from '../../../contracts/recovery.js';
import type { AppContext } from '../../context.js';
import { fail, ok } from '../../http/envelope.js';
import { applyLimits, refuse, tooManyAttempts } from '../../http/refusals.js';
import { endPlayerSessions } from '../sessions/service.js';
import { verifyPassword } from './passwords.js';
import { loadProfile } from './profile.js';
import { setPassword } from './service.js';

export default async function accountRoutes(app: FastifyInstance, ctx: AppContext) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { limiter, limits } = ctx;

  api.get('/customer/profile', { preHandler: api.authenticate }, async (req, reply) => {
    const profile = await loadProfile(ctx, req.principal!.playerId, req.locale);
    return profile ? ok(profile) : reply.code(401).send(fail(req.t('error.unauthorized')));
  });

  api.post('/customer/changepassword', { preHandler: api.authenticate, schema: { body: changePasswordPayload } }, async (req, reply) => {
    const { playerId, sessionId } = req.principal!;
    const account = `player:${playerId}`;
    const verdict = await applyLimits(limiter, [['consume', limits.loginIp, req.ip], ['check', limits.loginAccount, account]]);
    if (!verdict.allowed) return tooManyAttempts(req, reply, verdict.retryAfterSeconds);
    const player = await ctx.db.kysely.selectFrom('players').select('password_hash').where('id', '=', playerId).executeTakeFirstOrThrow();
    if (!(await verifyPassword(player.password_hash, req.body.oldPassword))) {
      await limiter.consume(limits.loginAccount, account);
      return refuse(reply, 400, req.t('password.oldWrong'), { oldPassword: req.t('password.oldWrong') });
    }
    await setPassword(ctx, playerId, req.body.password);
    // Whoever else held the old password is signed out everywhere but here.
    await endPlayerSessions(ctx.db.kysely, playerId, 'password_changed', ctx.now(), sessionId);
    return ok(null, req.t('password.changed'));
  });
}
