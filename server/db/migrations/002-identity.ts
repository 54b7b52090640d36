import { sql, type Kysely } from 'kysely';
import type { DialectMigration } from '../migrate.js';
import { countries } from './countries.js';
import { withId } from './helpers.js';

export const identity: DialectMigration = (dialect) => ({
  async up(db: Kysely<any>) {
    await db.schema
      .createTable('countries')
      .addColumn('id', 'integer', (c) => c.primaryKey())
      .addColumn('name_tr', 'text', (c) => c.notNull())
      .addColumn('name_en', 'text', (c) => c.notNull())
      .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
    await db.insertInto('countries').values(countries).execute();

    await withId(db.schema.createTable('players'), dialect)
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('surname', 'text', (c) => c.notNull())
      .addColumn('username', 'text', (c) => c.notNull())
      .addColumn('username_lower', 'text', (c) => c.notNull().unique())
      .addColumn('email', 'text', (c) => c.notNull().unique())
      .addColumn('phone', 'text', (c) => c.notNull())
      .addColumn('personal_no', 'text')
      .addColumn('country_id', 'integer', (c) => c.notNull().references('countries.id'))
      .addColumn('currency_id', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('birth_date', 'text')
      .addColumn('password_hash', 'text', (c) => c.notNull())
      .addColumn('sms_verified', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('locale', 'text', (c) => c.notNull().defaultTo('tr'))
      .addColumn('ref_id', 'integer')
      .addColumn('partner', 'text')
      .addColumn('subid', 'text')
      .addColumn('source', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();

    await withId(db.schema.createTable('sessions'), dialect)
      .addColumn('player_id', 'integer', (c) => c.notNull().references('players.id').onDelete('cascade'))
      .addColumn('token_hash', 'text', (c) => c.notNull().unique())
      .addColumn('ip', 'text', (c) => c.notNull())
      .addColumn('user_agent', 'text', (c) => c.notNull())
      .addColumn('fingerprint', 'text')
      .addColumn('started_at', 'text', (c) => c.notNull())
      .addColumn('last_seen_at', 'text', (c) => c.notNull())
      .addColumn('ended_at', 'text')
      .addColumn('end_reason', 'text')
      .execute();
    await db.schema.createIndex('sessions_player_idx').on('sessions').columns(['player_id', 'started_at']).execute();

    await withId(db.schema.createTable('verification_codes'), dialect)
      .addColumn('purpose', 'text', (c) => c.notNull().check(sql`purpose in ('sms', 'reset')`))
      .addColumn('player_id', 'integer', (c) => c.notNull().references('players.id').onDelete('cascade'))
      .addColumn('target', 'text', (c) => c.notNull())
      .addColumn('code_hash', 'text', (c) => c.notNull())
      .addColumn('expires_at', 'text', (c) => c.notNull())
      .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('consumed_at', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('verification_codes_player_idx').on('verification_codes').columns(['player_id', 'purpose']).execute();

    await withId(db.schema.createTable('accounts'), dialect)
      .addColumn('player_id', 'integer', (c) => c.notNull().references('players.id'))
      .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('cash', 'bonus')`))
      .addColumn('balance_minor', 'bigint', (c) => c.notNull().defaultTo(0))
      .addCheckConstraint('accounts_balance_nonnegative', sql`balance_minor >= 0`)
      .addUniqueConstraint('accounts_player_kind_uq', ['player_id', 'kind'])
      .execute();

    await withId(db.schema.createTable('ledger_entries'), dialect)
      .addColumn('account_id', 'integer', (c) => c.notNull().references('accounts.id'))
      .addColumn('amount_minor', 'bigint', (c) => c.notNull())
      .addColumn('balance_after_minor', 'bigint', (c) => c.notNull())
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('reference', 'text', (c) => c.notNull())
      .addColumn('idempotency_key', 'text', (c) => c.notNull().unique())
      .addColumn('request_hash', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('ledger_entries_account_idx').on('ledger_entries').columns(['account_id', 'id']).execute();

    await db.schema
      .createTable('trial_bonus_claims')
      .addColumn('player_id', 'integer', (c) => c.primaryKey().references('players.id'))
      .addColumn('amount_minor', 'bigint', (c) => c.notNull())
      .addColumn('ledger_entry_id', 'integer', (c) => c.notNull().references('ledger_entries.id'))
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();

    await withId(db.schema.createTable('outbox'), dialect)
      .addColumn('channel', 'text', (c) => c.notNull().check(sql`channel in ('sms', 'email')`))
      .addColumn('recipient', 'text', (c) => c.notNull())
      .addColumn('subject', 'text')
      .addColumn('body', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('outbox_recipient_idx').on('outbox').columns(['recipient', 'id']).execute();
  },
  async down(db: Kysely<any>) {
    for (const t of [
      'outbox', 'trial_bonus_claims', 'ledger_entries', 'accounts', 'verification_codes', 'sessions', 'players', 'countries',
    ]) {
      await db.schema.dropTable(t).ifExists().execute();
    }
  },
});
