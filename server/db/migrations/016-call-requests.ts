import { sql, type Kysely } from 'kysely';
import type { DialectMigration } from '../migrate.js';
import { withId } from './helpers.js';

/**
 * Call requests: a player or a guest asks to be called back (name, phone, preferred time, topic, note);
 * support operators take one (in_progress) and mark it done with a note. handled_by is the operator who last changed
 * its status.
 */
export const callRequests: DialectMigration = (dialect) => ({
  async up(db: Kysely<any>) {
    await withId(db.schema.createTable('call_requests'), dialect)
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('phone', 'text', (c) => c.notNull())
      .addColumn('preferred_time', 'text', (c) => c.notNull().check(sql`preferred_time in ('asap', 'morning', 'afternoon', 'evening')`))
      .addColumn('topic', 'text', (c) => c.notNull().check(sql`topic in ('account', 'deposit', 'withdrawal', 'bonus', 'technical', 'other')`))
      .addColumn('note', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('player_id', 'integer', (c) => c.references('players.id'))
      .addColumn('ip', 'text')
      .addColumn('status', 'text', (c) => c.notNull().defaultTo('new').check(sql`status in ('new', 'in_progress', 'done')`))
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('handled_by', 'integer', (c) => c.references('operators.id'))
      .addColumn('handled_at', 'text')
      .addColumn('operator_note', 'text', (c) => c.notNull().defaultTo(''))
      .execute();
    await db.schema.createIndex('call_requests_status').on('call_requests').columns(['status', 'id']).execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.dropTable('call_requests').execute();
  },
});
