import { sql, type Kysely } from 'kysely';
import { CHAT_INBOX_SIZE, type ChatConversationDetail, type ChatConversationItem } from '../../../contracts/admin-chat.js';
import type { ChatMessage, ChatStatus } from '../../../contracts/chat.js';
import type { AppContext } from '../../context.js';
import type { Database } from '../../db/schema.js';
import { transact } from '../../db/transact.js';
import { writeAudit } from '../operators/audit.js';
import { adminBalancesOf, playerItem, playerLedger } from '../operators/players.js';
import type { OperatorPrincipal } from '../operators/sessions.js';
import { done, refused, type Outcome } from '../outcome.js';
import { lockMoney } from '../wallet/service.js';
import { appendMessage, earlierSend, messagesOf, raiseChatInboxChange, type Sender } from './service.js';

type Db = Kysely<Database>;

// The operator sees the player's last few money movements next to the conversation.
const RECENT_LEDGER = 10;

const conversations = (db: Db) =>
  db
    .selectFrom('chat_conversations')
    .innerJoin('players', 'players.id', 'chat_conversations.player_id')
    .leftJoin('operators', 'operators.id', 'chat_conversations.assigned_to')
    .selectAll('chat_conversations')
    .select(['players.username as player_username', 'operators.username as operator_username'])
    .select((eb) =>
      eb
        .selectFrom('chat_messages')
        .select('chat_messages.body')
        .whereRef('chat_messages.conversation_id', '=', 'chat_conversations.id')
        .orderBy('chat_messages.id', 'desc')
        .limit(1)
        .as('last_message'),
    );

type ConversationRow = Awaited<ReturnType<ReturnType<typeof conversations>['executeTakeFirstOrThrow']>>;

const itemOf = (r: ConversationRow): ChatConversationItem => ({
  id: r.id,
  playerId: r.player_id,
  username: r.player_username,
  status: r.status,
  assignedTo: r.operator_username,
  unreadByOperator: Number(r.unread_by_operator),
  lastMessageAt: r.last_message_at,
  lastMessage: r.last_message ?? null,
  createdAt: r.created_at,
});

/** The inbox: open conversations first, then by newest activity; optionally one status only. */
export async function inboxOf(db: Db, filter: { status?: ChatStatus }): Promise<ChatConversationItem[]> {
  let query = conversations(db)
    .orderBy(sql`case when chat_conversations.status = 'open' then 0 else 1 end`)
    .orderBy(sql`coalesce(chat_conversations.last_message_at, chat_conversations.created_at)`, 'desc')
    .orderBy('chat_conversations.id', 'desc')
    .limit(CHAT_INBOX_SIZE);
  if (filter.status) query = query.where('chat_conversations.status', '=', filter.status);
  return (await query.execute()).map(itemOf);
}

/** One conversation with the player's context; reading it clears the operators' unread count. */
export async function conversationDetail(db: Db, id: number): Promise<Outcome<ChatConversationDetail>> {
  const row = await conversations(db).where('chat_conversations.id', '=', id).executeTakeFirst();
  if (!row) return refused('chat_conversation_not_found');
  if (Number(row.unread_by_operator) > 0) await db.updateTable('chat_conversations').set({ unread_by_operator: 0 }).where('id', '=', id).execute();
  const player = await db.selectFrom('players').selectAll().where('id', '=', row.player_id).executeTakeFirstOrThrow();
  const ledger = await playerLedger(db, row.player_id, {});
  return done({
    conversation: { ...itemOf(row), unreadByOperator: 0 },
    messages: await messagesOf(db, id),
    player: playerItem(player),
    balances: await adminBalancesOf(db, row.player_id),
    selfExcludedUntil: player.self_excluded_until,
    recentLedger: ledger.items.slice(0, RECENT_LEDGER),
  });
}

const audited = (r: ConversationRow) => ({ status: r.status, assignedTo: r.assigned_to });

/**
 * An operator's answer: stored in an open conversation (a closed one is reopened first, on purpose), which becomes
 * theirs if nobody had it; the message and its audit row commit together. A retry with the same client id stores nothing.
 */
export async function replyToConversation(
  ctx: AppContext,
  operator: OperatorPrincipal,
  ip: string,
  id: number,
  input: { clientId: string; body: string },
): Promise<Outcome<ChatMessage>> {
  const now = ctx.now();
  const sender: Sender = { author: 'operator', key: `o:${operator.operatorId}`, operatorId: operator.operatorId };
  return transact(ctx.db.kysely, async (trx) => {
    const before = await conversations(trx).where('chat_conversations.id', '=', id).executeTakeFirst();
    if (!before) return refused('chat_conversation_not_found');
    const earlier = await earlierSend(trx, sender, input.clientId, input.body);
    if (earlier) return earlier;
    if (before.status !== 'open') return refused('chat_closed');
    if (before.assigned_to === null) {
      await trx.updateTable('chat_conversations').set({ assigned_to: operator.operatorId }).where('id', '=', id).execute();
    }
    const message = await appendMessage(trx, { id, playerId: before.player_id }, sender, input, now);
    await writeAudit(
      trx,
      { kind: 'operator', operatorId: operator.operatorId, ip },
      {
        action: 'chat.reply',
        target: `chatConversation:${id}`,
        before: audited(before),
        after: { status: before.status, assignedTo: before.assigned_to ?? operator.operatorId, messageId: message.id, body: message.body },
      },
      now,
    );
    return done(message);
  });
}

/** Closes or reopens a conversation (kept either way); a player has one open conversation at most. */
export async function setConversationStatus(ctx: AppContext, operator: OperatorPrincipal, ip: string, id: number, status: ChatStatus): Promise<Outcome<ChatConversationItem>> {
  const now = ctx.now();
  return transact(ctx.db.kysely, async (trx) => {
    const before = await conversations(trx).where('chat_conversations.id', '=', id).executeTakeFirst();
    if (!before) return refused('chat_conversation_not_found');
    if (before.status === status) return done(itemOf(before));
    if (status === 'open') {
      await lockMoney(trx, before.player_id);
      const other = await trx.selectFrom('chat_conversations').select('id').where('player_id', '=', before.player_id).where('status', '=', 'open').executeTakeFirst();
      if (other) return refused('chat_already_open');
    }
    await trx.updateTable('chat_conversations').set({ status, updated_at: now.toISOString() }).where('id', '=', id).execute();
    const after = await conversations(trx).where('chat_conversations.id', '=', id).executeTakeFirstOrThrow();
    await writeAudit(trx, { kind: 'operator', operatorId: operator.operatorId, ip }, { action: 'chat.status', target: `chatConversation:${id}`, before: audited(before), after: audited(after) }, now);
    raiseChatInboxChange(trx, { playerId: after.player_id, conversationId: id, status: after.status, message: null });
    return done(itemOf(after));
  });
}
