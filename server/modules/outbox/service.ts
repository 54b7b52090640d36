import type { Kysely } from 'kysely';
import type { Database, OutboxTable } from '../../db/schema.js';

type Db = Kysely<Database>;

export interface OutgoingMessage {
  channel: OutboxTable['channel'];
  to: string;
  subject?: string;
  text: string;
}

export async function recordMessage(db: Db, message: OutgoingMessage, now: Date): Promise<void> {
  await db
    .insertInto('outbox')
    .values({
      channel: message.channel,
      recipient: message.to,
      subject: message.subject ?? null,
      body: message.text,
      created_at: now.toISOString(),
    })
    .execute();
}

/** Newest first; `to` matches a phone number or an e-mail address exactly (e-mails lowercased). */
export async function latestMessages(db: Db, { to, limit = 20 }: { to?: string; limit?: number }) {
  let query = db
    .selectFrom('outbox')
    .select(['id', 'channel', 'recipient', 'subject', 'body', 'created_at as createdAt'])
    .orderBy('id', 'desc')
    .limit(limit);
  if (to) query = query.where('recipient', '=', to.includes('@') ? to.toLowerCase() : to);
  return query.execute();
}

/** Deletes messages older than `retentionMs` (the periodic clean-up). */
export async function deleteOldMessages(db: Db, { retentionMs, now }: { retentionMs: number; now: Date }) {
  const before = new Date(now.getTime() - retentionMs).toISOString();
  const result = await db.deleteFrom('outbox').where('created_at', '<', before).executeTakeFirst();
  return Number(result.numDeletedRows);
}
