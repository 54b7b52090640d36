import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import * as z from 'zod';
import { notificationItem, notificationListPayload, readNotificationPayload } from '../../../contracts/notifications.js';
import type { AppContext } from '../../context.js';
import { answers, messageOnly, ok } from '../../http/envelope.js';
import { refuseFor } from '../../http/reasons.js';
import { listNotifications, markRead } from './inbox.js';

/** The notifications panel: customer/notification (a page, newest first) and customer/readnotification. */
export default async function notificationRoutes(app: FastifyInstance, ctx: AppContext) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const db = ctx.db.kysely;
  const auth = { preHandler: api.authenticate };

  api.post('/customer/notification', { ...auth, schema: { body: notificationListPayload, response: answers(z.array(notificationItem)) } }, async (req) =>
    ok(await listNotifications(db, req.principal!.playerId, req.body, req.locale)),
  );

  api.post('/customer/readnotification', { ...auth, schema: { body: readNotificationPayload, response: messageOnly } }, async (req, reply) => {
    const read = await markRead(db, req.principal!.playerId, req.body.id);
    return read.ok ? ok(null) : refuseFor(req, reply, read);
  });
}
