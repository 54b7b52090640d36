import { sql, type Kysely } from 'kysely';
import type { DialectMigration } from '../migrate.js';
import { withId } from './helpers.js';

/**
 * Live chat: a player's conversations with support and their messages. Closing a conversation keeps it;
 * the player's next message opens a new one. sender_key ('p:<player id>' or 'o:<operator id>') and client_id make a
 * retried send the same message. Unread counts are kept per side so the inbox and the badge read one row.
 */
export const chat: DialectMigration = (dialect) => ({
  async up(db: Kysely<any>) {
    await withId(db.schema.createTable('chat_conversations'), dialect)
      .addColumn('player_id', 'integer', (c) => c.notNull().references('players.id'))
      .addColumn('status', 'text', (c) => c.notNull().defaultTo('open').check(sql`status in ('open', 'closed')`))
      .addColumn('assigned_to', 'integer', (c) => c.references('operators.id'))
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .addColumn('last_message_at', 'text')
      .addColumn('unread_by_player', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('unread_by_operator', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
    await db.schema.createIndex('chat_conversations_player').on('chat_conversations').columns(['player_id', 'id']).execute();
    await db.schema.createIndex('chat_conversations_inbox').on('chat_conversations').columns(['status', 'last_message_at']).execute();
    // One open conversation per player, whatever two racing first messages do.
    await sql`create unique index chat_conversations_one_open on chat_conversations (player_id) where status = 'open'`.execute(db);

    await withId(db.schema.createTable('chat_messages'), dialect)
      .addColumn('conversation_id', 'integer', (c) => c.notNull().references('chat_conversations.id'))
      .addColumn('author', 'text', (c) => c.notNull().check(sql`author in ('player', 'operator', 'system')`))
      .addColumn('operator_id', 'integer', (c) => c.references('operators.id'))
      .addColumn('sender_key', 'text')
      .addColumn('client_id', 'text')
      .addColumn('body', 'text', (c) => c.notNull().check(sql`length(body) between 1 and 2000`))
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('chat_messages_conversation').on('chat_messages').columns(['conversation_id', 'id']).execute();
    await db.schema.createIndex('chat_messages_client').on('chat_messages').columns(['sender_key', 'client_id']).unique().execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.dropTable('chat_messages').execute();
    await db.schema.dropTable('chat_conversations').execute();
  },
});
