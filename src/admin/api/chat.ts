import { chatConversationDetail, chatConversationItem, chatInbox, type ChatConversationDetail, type ChatConversationItem, type ChatInboxQuery } from '../../../contracts/admin-chat';
import { chatMessage, type ChatStatus } from '../../../contracts/chat';
import type { ChatReplied, ChatReply, ChatStatusChanged } from '../../../machines/admin-chat.machine';
import { adminApi } from './services';

/** GET admin/chat/conversations: open first, newest activity first. */
export async function loadChatInbox(query: ChatInboxQuery, signal?: AbortSignal): Promise<ChatConversationItem[]> {
  const answer = await adminApi().get<unknown>('chat/conversations', { searchParams: { ...query }, signal });
  return chatInbox.parse(answer.data).items;
}

/** GET admin/chat/conversations/:id: the messages and the player's context. */
export async function loadChatConversation({ id }: { id: number }, signal?: AbortSignal): Promise<ChatConversationDetail> {
  const answer = await adminApi().get<unknown>(`chat/conversations/${id}`, { signal });
  return chatConversationDetail.parse(answer.data);
}

/** POST admin/chat/conversations/:id/messages: the answer, kept and pushed to the player. */
export async function sendChatReply({ id, ...reply }: ChatReply, signal?: AbortSignal): Promise<ChatReplied> {
  const answer = await adminApi().post<unknown>(`chat/conversations/${id}/messages`, reply, { signal });
  return { message: chatMessage.parse(answer.data), ack: answer.message };
}

/** POST admin/chat/conversations/:id/status: closed, or open again. */
export async function changeChatStatus({ id, status }: { id: number; status: ChatStatus }, signal?: AbortSignal): Promise<ChatStatusChanged> {
  const answer = await adminApi().post<unknown>(`chat/conversations/${id}/status`, { status }, { signal });
  return { item: chatConversationItem.parse(answer.data), ack: answer.message };
}
