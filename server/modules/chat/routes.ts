import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { chatMessage, chatSendPayload, chatUnread, playerChat } from '../../../contracts/chat.js';
import type { AppContext } from '../../context.js';
import { answers, messageOnly, ok } from '../../http/envelope.js';
import { refuseFor } from '../../http/reasons.js';
import { markPlayerRead, playerChatOf, playerUnreadOf, sendLimitedPlayerMessage } from './service.js';

/**
 * The player's live chat: GET /api/chat (the latest conversation, read on opening the window), GET /api/chat/unread
 * (the badge after a page load), POST /api/chat/read (seen in the open window) and POST /api/chat/messages (a
 * message; a retry with the same clientId stores nothing; the hub's SendChatMessage does the same). Answers arrive
 * over the hub.
 */
export default async function chatRoutes(app: FastifyInstance, ctx: AppContext) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const auth = { preHandler: api.authenticate };

  api.get('/chat', { ...auth, schema: { response: answers(playerChat) } }, async (req) => ok(await playerChatOf(ctx.db.kysely, req.principal!.playerId)));

  api.get('/chat/unread', { ...auth, schema: { response: answers(chatUnread) } }, async (req) => ok({ unread: await playerUnreadOf(ctx.db.kysely, req.principal!.playerId) }));

  api.post('/chat/read', { ...auth, schema: { response: messageOnly } }, async (req) => {
    await markPlayerRead(ctx.db.kysely, req.principal!.playerId);
    return ok(null);
  });

  api.post('/chat/messages', { ...auth, schema: { body: chatSendPayload, response: answers(chatMessage) } }, async (req, reply) => {
    const outcome = await sendLimitedPlayerMessage(ctx, req.principal!.playerId, req.body);
    return outcome.ok ? ok(outcome.value) : refuseFor(req, reply, outcome);
  });
}
