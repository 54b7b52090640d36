import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { answers, ok } from '../../http/envelope.js';
import { refuseFor } from '../../http/reasons.js';
import { requireRole } from './guard.js';
import { sendPlayerMessage } from './player-messages.js';
import { playerMessagePayload, playerMessageSent } from './schemas.js';

const hide = true;

/** /api/admin/notifications: support (and admins) write to one player or to all; each player reads it in the panel. */
export default async function playerMessageRoutes(app: FastifyInstance, ctx: AppContext) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post('/notifications', { ...requireRole('support', 'admin'), schema: { hide, body: playerMessagePayload, response: answers(playerMessageSent) } }, async (req, reply) => {
    const actor = { kind: 'operator', operatorId: req.operator!.operatorId, ip: req.ip } as const;
    const sent = await sendPlayerMessage(ctx.db.kysely, actor, req.body, ctx.now());
    if (!sent.ok) return refuseFor(req, reply, sent);
    return ok({ notified: sent.notified }, req.t('operators.messageSent', { count: sent.notified }));
  });
}
