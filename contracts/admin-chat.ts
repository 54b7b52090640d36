import * as z from 'zod';
import { adminBalances, adminLedgerEntry, adminPlayerItem } from './admin-calls';
import { chatMessage, CHAT_STATUSES } from './chat';
import { idNumber } from './fields';

/* The back office's inbox (/api/admin/chat), admins and support. */

export const chatInboxQuery = z.object({ status: z.enum(CHAT_STATUSES, { error: 'validation.invalid' }).optional() });
export type ChatInboxQuery = z.input<typeof chatInboxQuery>;

export const chatConversationItem = z.object({
  id: z.number().int(),
  playerId: z.number().int(),
  username: z.string(),
  status: z.enum(CHAT_STATUSES),
  assignedTo: z.string().nullable(),
  unreadByOperator: z.number().int(),
  lastMessageAt: z.string().nullable(),
  lastMessage: z.string().nullable(),
  createdAt: z.string(),
});
export type ChatConversationItem = z.infer<typeof chatConversationItem>;

export const CHAT_INBOX_SIZE = 100;
export const chatInbox = z.object({ items: z.array(chatConversationItem) });
export type ChatInbox = z.infer<typeof chatInbox>;

export const chatConversationParams = z.object({ id: z.coerce.number().pipe(idNumber()) });

/** One conversation with what an operator needs to answer: who the player is, their money, their last movements. */
export const chatConversationDetail = z.object({
  conversation: chatConversationItem,
  messages: z.array(chatMessage),
  player: adminPlayerItem,
  balances: adminBalances,
  selfExcludedUntil: z.string().nullable(),
  recentLedger: z.array(adminLedgerEntry),
});
export type ChatConversationDetail = z.infer<typeof chatConversationDetail>;

export const chatStatusUpdate = z.object({ status: z.enum(CHAT_STATUSES, { error: 'validation.invalid' }) });
export type ChatStatusUpdate = z.input<typeof chatStatusUpdate>;

/**
 * The operators' hub (SignalR JSON protocol over WebSocket, no negotiation, the operator token as `access_token`):
 * support and admins only; it pushes `NotifyMessage` with `{ cmd: CHAT_INBOX_COMMAND, message: ChatInboxPush }`.
 */
export const OPERATOR_HUB_PATH = '/hubs/operators';
export const CHAT_INBOX_COMMAND = 'ChatInbox';

/** A conversation changed: a new message (a player's, or an operator's answer) or a new status (message null). */
export const chatInboxPush = z.object({
  conversationId: z.number().int(),
  playerId: z.number().int(),
  status: z.enum(CHAT_STATUSES),
  message: chatMessage.nullable(),
});
export type ChatInboxPush = z.infer<typeof chatInboxPush>;
