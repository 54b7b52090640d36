import { sql, type Kysely, type Selectable } from 'kysely';
import type { ChatMessage, ChatStatus, PlayerChat } from '../../../contracts/chat.js';
import type { AppContext } from '../../context.js';
import { commitEvents } from '../../db/commit-events.js';
import type { ChatMessagesTable, Database } from '../../db/schema.js';
import { transact } from '../../db/transact.js';
import { done, refused, type Outcome } from '../outcome.js';
import { lockMoney } from '../wallet/service.js';

type Db = Kysely<Database>;
type MessageRow = Selectable<ChatMessagesTable> & { username: string | null };

/** How many of a conversation's latest messages a window or the inbox shows. */
export const CHAT_HISTORY = 200;

/** A message as stored and announced to the hub, with the player it belongs to. */
export interface StoredChatMessage {
  playerId: number;
  conversationId: number;
  message: ChatMessage;
}

const chatMessagesStored = commitEvents<StoredChatMessage>();

/** Tells `listener` of every chat message stored through `db` once its transaction has committed (the hub pushes it). */
export const onChatMessage = (db: Db, listener: (stored: StoredChatMessage) => void) => chatMessagesStored.on(db, listener);

/** What the operators' inbox hears: a conversation got a message (any author) or a new status (`message` null). */
export interface ChatInboxChange {
  playerId: number;
  conversationId: number;
  status: ChatStatus;
  message: ChatMessage | null;
}

const chatInboxChanges = commitEvents<ChatInboxChange>();

/** Tells `listener` of every change to a conversation once its transaction has committed (the hub pushes it to operators). */
export const onChatInboxChange = (db: Db, listener: (change: ChatInboxChange) => void) => chatInboxChanges.on(db, listener);
export const raiseChatInboxChange = (trx: Db, change: ChatInboxChange) => chatInboxChanges.raise(trx, change);

export const chatMessageOf = (r: MessageRow): ChatMessage => ({
  id: r.id,
  clientId: r.client_id,
  author: r.author,
  operatorName: r.username,
  body: r.body,
  createdAt: r.created_at,
});

const messagesWithAuthor = (db: Db) =>
  db.selectFrom('chat_messages').leftJoin('operators', 'operators.id', 'chat_messages.operator_id').selectAll('chat_messages').select('operators.username');

/** The latest messages of a conversation, oldest first. */
export async function messagesOf(db: Db, conversationId: number): Promise<ChatMessage[]> {
  const rows = await messagesWithAuthor(db).where('conversation_id', '=', conversationId).orderBy('chat_messages.id', 'desc').limit(CHAT_HISTORY).execute();
  return rows.reverse().map(chatMessageOf);
}

/** The player's latest conversation, read: opening the window clears the player's unread count. */
export async function playerChatOf(db: Db, playerId: number): Promise<PlayerChat> {
  const conversation = await db
    .selectFrom('chat_conversations')
    .select(['id', 'status', 'unread_by_player'])
    .where('player_id', '=', playerId)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (!conversation) return { conversationId: null, status: null, messages: [] };
  if (Number(conversation.unread_by_player) > 0) {
    await db.updateTable('chat_conversations').set({ unread_by_player: 0 }).where('id', '=', conversation.id).execute();
  }
  return { conversationId: conversation.id, status: conversation.status, messages: await messagesOf(db, conversation.id) };
}

/** Support's messages the player has not seen yet (the Live Chat badge after a page load). */
export async function playerUnreadOf(db: Db, playerId: number): Promise<number> {
  const row = await db.selectFrom('chat_conversations').select('unread_by_player').where('player_id', '=', playerId).orderBy('id', 'desc').limit(1).executeTakeFirst();
  return Number(row?.unread_by_player ?? 0);
}

/** The player saw their conversation (a message arrived while the window was open). */
export async function markPlayerRead(db: Db, playerId: number): Promise<void> {
  await db.updateTable('chat_conversations').set({ unread_by_player: 0 }).where('player_id', '=', playerId).where('unread_by_player', '>', 0).execute();
}

export interface Sender {
  author: 'player' | 'operator';
  /** 'p:<player id>' or 'o:<operator id>': with the client id, what makes a retry the same message. */
  key: string;
  operatorId: number | null;
}

/** The message this sender already stored under this client id: the same text is a retry, other text a conflict. */
export async function earlierSend(db: Db, sender: Sender, clientId: string, body: string): Promise<Outcome<ChatMessage> | null> {
  const earlier = await messagesWithAuthor(db).where('sender_key', '=', sender.key).where('client_id', '=', clientId).executeTakeFirst();
  if (!earlier) return null;
  return earlier.body === body ? done(chatMessageOf(earlier)) : refused('chat_message_conflict');
}

/** Appends a message to a conversation, counts it unread for the other side, and announces it after the commit. */
export async function appendMessage(
  trx: Db,
  conversation: { id: number; playerId: number },
  sender: Sender,
  input: { clientId: string; body: string },
  now: Date,
): Promise<ChatMessage> {
  const at = now.toISOString();
  const row = await trx
    .insertInto('chat_messages')
    .values({
      conversation_id: conversation.id,
      author: sender.author,
      operator_id: sender.operatorId,
      sender_key: sender.key,
      client_id: input.clientId,
      body: input.body,
      created_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const unread = sender.author === 'player' ? 'unread_by_operator' : 'unread_by_player';
  await trx
    .updateTable('chat_conversations')
    .set({ last_message_at: at, updated_at: at, [unread]: sql`${sql.ref(unread)} + 1` })
    .where('id', '=', conversation.id)
    .execute();
  const message = chatMessageOf({ ...(await messagesWithAuthor(trx).where('chat_messages.id', '=', row.id).executeTakeFirstOrThrow()) });
  chatMessagesStored.raise(trx, { playerId: conversation.playerId, conversationId: conversation.id, message });
  // A message goes only into an open conversation (a player's next message opens one; an answer to a closed one is refused).
  chatInboxChanges.raise(trx, { playerId: conversation.playerId, conversationId: conversation.id, status: 'open', message });
  return message;
}

/**
 * A player's message: into their open conversation, or a new one when none is open. A retry with the same client
 * id answers the first message and stores nothing.
 */
export async function sendPlayerMessage(ctx: AppContext, playerId: number, input: { clientId: string; body: string }): Promise<Outcome<ChatMessage>> {
  const now = ctx.now();
  const sender: Sender = { author: 'player', key: `p:${playerId}`, operatorId: null };
  return transact(ctx.db.kysely, async (trx) => {
    // One send at a time per player: two first messages must not open two conversations.
    await lockMoney(trx, playerId);
    const earlier = await earlierSend(trx, sender, input.clientId, input.body);
    if (earlier) return earlier;
    let open = await trx.selectFrom('chat_conversations').select('id').where('player_id', '=', playerId).where('status', '=', 'open').executeTakeFirst();
    if (!open) {
      const at = now.toISOString();
      open = await trx
        .insertInto('chat_conversations')
        .values({ player_id: playerId, status: 'open', created_at: at, updated_at: at, last_message_at: null })
        .returning('id')
        .executeTakeFirstOrThrow();
    }
    return done(await appendMessage(trx, { id: open.id, playerId }, sender, input, now));
  });
}

/**
 * A player's message over HTTP or the hub, the same way: counted against CHAT_LIMIT_PER_PLAYER a minute, then
 * stored (or answered from the first send of its client id).
 */
export async function sendLimitedPlayerMessage(ctx: AppContext, playerId: number, input: { clientId: string; body: string }): Promise<Outcome<ChatMessage>> {
  const verdict = await ctx.limiter.consume(ctx.limits.chatPlayer, String(playerId));
  if (!verdict.allowed) {
    const retryAfterSeconds = verdict.retryAfterSeconds;
    return refused('chat_too_many', { retryAfterSeconds, params: { minutes: Math.max(1, Math.ceil(retryAfterSeconds / 60)) } });
  }
  return sendPlayerMessage(ctx, playerId, input);
}

export type ChatStatusChange = { status: ChatStatus };
