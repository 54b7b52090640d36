import type { ChatMessage, ChatSendPayload, PlayerChat } from '../../../../contracts/chat';
import { CHAT_SEND_METHOD } from '../../../../contracts/chat-rules';
import { invokeLiveHub } from '../../../app/live-hub';
import { loadSchemas } from '../../../app/schemas';
import { api } from '../../../app/services';

/** GET chat: the player's latest conversation, oldest message first (reading it clears their unread count). */
export async function loadChat(_input: unknown, signal?: AbortSignal): Promise<PlayerChat> {
  const [answer, schemas] = await Promise.all([api.get<unknown>('chat', { signal }), loadSchemas()]);
  return schemas.playerChat.parse(answer.data);
}

/** POST chat/messages {clientId, body}: the stored message; the same clientId again answers the same message. */
export async function sendChatMessage(payload: ChatSendPayload, signal?: AbortSignal): Promise<ChatMessage> {
  const [answer, schemas] = await Promise.all([api.post<unknown>('chat/messages', payload, { signal }), loadSchemas()]);
  return schemas.chatMessage.parse(answer.data);
}

/** The hub's SendChatMessage(clientId, body): the same answer as POST chat/messages; HubUnavailable when the hub is not open. */
export async function sendChatMessageOverHub(payload: ChatSendPayload): Promise<ChatMessage> {
  const [answer, schemas] = await Promise.all([invokeLiveHub<unknown>(CHAT_SEND_METHOD, payload.clientId, payload.body), loadSchemas()]);
  return schemas.chatMessage.parse(answer);
}

/** GET chat/unread: support's messages the player has not seen yet. */
export async function loadChatUnread(_input: unknown, signal?: AbortSignal): Promise<number> {
  const [answer, schemas] = await Promise.all([api.get<unknown>('chat/unread', { signal }), loadSchemas()]);
  return schemas.chatUnread.parse(answer.data).unread;
}

/** POST chat/read: what support wrote has been seen in the open window. */
export async function markChatRead(): Promise<void> {
  await api.post<unknown>('chat/read', {});
}
