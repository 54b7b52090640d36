import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import * as z from 'zod';
import { endSessionPayload, sessionItem } from '../../../contracts/account.js';
import type { AppContext } from '../../context.js';
import { answers, messageOnly, ok } from '../../http/envelope.js';
import { endSession, listSessions } from './service.js';
import { lifetimesOf } from './verifier.js';
import { refuseFor } from '../../http/reasons.js';

export default async function sessionRoutes(app: FastifyInstance, ctx: AppContext) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const lifetimes = lifetimesOf(ctx.config);

  api.get('/customer/sessions', { preHandler: api.authenticate, schema: { response: answers(z.array(sessionItem)) } }, async (req) => {
    const { playerId, sessionId } = req.principal!;
    return ok(await listSessions(ctx.db.kysely, { playerId, currentId: sessionId, lifetimes, now: ctx.now() }));
  });

  api.post('/customer/sessions/end', { preHandler: api.authenticate, schema: { body: endSessionPayload, response: messageOnly } }, async (req, reply) => {
    const ended = await endSession(ctx.db.kysely, {
      playerId: req.principal!.playerId,
      sessionId: req.body.id,
      reason: 'ended_by_player',
      now: ctx.now(),
    });
    return ended.ok ? ok(null, req.t('sessions.ended')) : refuseFor(req, reply, ended);
  });
}
