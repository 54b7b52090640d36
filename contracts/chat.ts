import * as z from 'zod';
import { CHAT_BODY_MAX, CHAT_SEND_METHOD } from './chat-rules';
import { plainText } from './fields';

/*
 * Live chat: a logged-in player's conversation with support. The player's window and the back office's
 * inbox send with these schemas; the hub pushes each new message to the player as a ChatMessage.
 */

export { CHAT_BODY_MAX, CHAT_SEND_METHOD };
export const CHAT_AUTHORS = ['player', 'operator', 'system'] as const;
export type ChatAuthor = (typeof CHAT_AUTHORS)[number];
export const CHAT_STATUSES = ['open', 'closed'] as const;
export type ChatStatus = (typeof CHAT_STATUSES)[number];

// A message may break lines; other control characters only garble the window.
const lines = /^(?:[^\p{Cc}]|[\t\n\r])*$/u;

/** The text as typed, trimmed: empty or beyond CHAT_BODY_MAX is refused in the writer's language. */
export const chatBody = plainText()
  .trim()
  .min(1, { error: 'validation.required' })
  .max(CHAT_BODY_MAX, { error: 'validation.max' })
  .regex(lines, { error: 'validation.invalid' });

/** The sender's own id of a message (a UUID the window makes): a retry with the same id is the same message. */
export const clientMessageId = plainText().regex(/^[A-Za-z0-9_-]{8,64}$/, { error: 'validation.invalid' });

export const chatSendPayload = z.object({ clientId: clientMessageId, body: chatBody });
export type ChatSendPayload = z.input<typeof chatSendPayload>;

export const chatMessage = z.object({
  id: z.number().int(),
  clientId: z.string().nullable(),
  author: z.enum(CHAT_AUTHORS),
  /** The operator's username, for the back office; the player sees only "Support". */
  operatorName: z.string().nullable(),
  body: z.string(),
  createdAt: z.string(),
});
export type ChatMessage = z.infer<typeof chatMessage>;

/** The player's latest conversation (null before their first message) and its messages, oldest first. */
export const playerChat = z.object({
  conversationId: z.number().int().nullable(),
  status: z.enum(CHAT_STATUSES).nullable(),
  messages: z.array(chatMessage),
});
export type PlayerChat = z.infer<typeof playerChat>;

/** The hub's command for a new message of the player's conversation (theirs, an operator's, or a system note). */
export const CHAT_COMMAND = 'ChatMessage';

/** GET chat/unread: support's messages the player has not seen (the badge after a page load). */
export const chatUnread = z.object({ unread: z.number().int() });
export type ChatUnread = z.infer<typeof chatUnread>;
