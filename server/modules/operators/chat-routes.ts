import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ADMIN_SCREENS } from '../../../contracts/admin.js';
import { chatConversationDetail, chatConversationItem, chatConversationParams, chatInbox, chatInboxQuery, chatStatusUpdate } from '../../../contracts/admin-chat.js';
import { chatMessage, chatSendPayload } from '../../../contracts/chat.js';
import type { AppContext } from '../../context.js';
import { answers, ok } from '../../http/envelope.js';
import { refuseFor } from '../../http/reasons.js';
import { conversationDetail, inboxOf, replyToConversation, setConversationStatus } from '../chat/inbox.js';
import { requireRole } from './guard.js';

const hide = true;

/** /api/admin/chat: the live-chat inbox, a conversation with the player's context, answers and close/reopen. */
export default async function chatAdminRoutes(app: FastifyInstance, ctx: AppContext) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const support = requireRole(...ADMIN_SCREENS.chat);
  const db = ctx.db.kysely;

  api.get('/chat/conversations', { ...support, schema: { hide, querystring: chatInboxQuery, response: answers(chatInbox) } }, async (req) =>
    ok({ items: await inboxOf(db, req.query) }),
  );

  api.get('/chat/conversations/:id', { ...support, schema: { hide, params: chatConversationParams, response: answers(chatConversationDetail) } }, async (req, reply) => {
    const outcome = await conversationDetail(db, req.params.id);
    return outcome.ok ? ok(outcome.value) : refuseFor(req, reply, outcome);
  });

  api.post('/chat/conversations/:id/messages', { ...support, schema: { hide, params: chatConversationParams, body: chatSendPayload, response: answers(chatMessage) } }, async (req, reply) => {
    const outcome = await replyToConversation(ctx, req.operator!, req.ip, req.params.id, req.body);
    return outcome.ok ? ok(outcome.value, req.t('operators.chatReplySent')) : refuseFor(req, reply, outcome);
  });

  api.post('/chat/conversations/:id/status', { ...support, schema: { hide, params: chatConversationParams, body: chatStatusUpdate, response: answers(chatConversationItem) } }, async (req, reply) => {
    const outcome = await setConversationStatus(ctx, req.operator!, req.ip, req.params.id, req.body.status);
    return outcome.ok ? ok(outcome.value, req.t('operators.chatStatusSaved')) : refuseFor(req, reply, outcome);
  });
}
