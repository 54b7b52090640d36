import { sql, type Kysely } from 'kysely';
import type { DialectMigration } from '../migrate.js';
import { withId } from './helpers.js';

const KINDS = sql`kind in ('cash', 'bonus', 'held')`;

/**
 * Money: payment methods as data, transactions with their status history, bonuses with wagering, notifications.
 * Accounts gain the kind 'held' (a withdrawal's money between request and decision). SQLite cannot change a CHECK
 * in place, so its accounts table is rebuilt the documented way (foreign keys off for the swap, then checked).
 */
export const money: DialectMigration = (dialect) => ({
  async up(db: Kysely<any>) {
    if (dialect === 'postgres') {
      await sql`ALTER TABLE accounts DROP CONSTRAINT IF EXISTS accounts_kind_check`.execute(db);
      await sql`ALTER TABLE accounts ADD CONSTRAINT accounts_kind_check CHECK (${KINDS})`.execute(db);
    } else {
      await sql`PRAGMA foreign_keys = OFF`.execute(db);
      await sql`
        CREATE TABLE accounts_new (
          id integer PRIMARY KEY AUTOINCREMENT,
          player_id integer NOT NULL REFERENCES players(id),
          kind text NOT NULL CHECK (${KINDS}),
          balance_minor bigint NOT NULL DEFAULT 0,
          CONSTRAINT accounts_balance_nonnegative CHECK (balance_minor >= 0),
          CONSTRAINT accounts_player_kind_uq UNIQUE (player_id, kind)
        )`.execute(db);
      await sql`INSERT INTO accounts_new (id, player_id, kind, balance_minor) SELECT id, player_id, kind, balance_minor FROM accounts`.execute(db);
      await sql`DROP TABLE accounts`.execute(db);
      await sql`ALTER TABLE accounts_new RENAME TO accounts`.execute(db);
      const broken = await sql`PRAGMA foreign_key_check`.execute(db);
      await sql`PRAGMA foreign_keys = ON`.execute(db);
      if (broken.rows.length > 0) throw new Error(`accounts rebuild broke ${broken.rows.length} references`);
    }

    await db.schema
      .createTable('payment_methods')
      .addColumn('id', 'integer', (c) => c.primaryKey())
      .addColumn('type', 'integer', (c) => c.notNull().check(sql`type in (1, 2)`))
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('title_tr', 'text', (c) => c.notNull())
      .addColumn('title_en', 'text', (c) => c.notNull())
      .addColumn('logo_url', 'text', (c) => c.notNull())
      .addColumn('min_minor', 'bigint', (c) => c.notNull())
      .addColumn('max_minor', 'bigint', (c) => c.notNull())
      // Fee: basis points of the amount (150 = 1.5 %) plus a fixed part.
      .addColumn('fee_bp', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('fee_fixed_minor', 'bigint', (c) => c.notNull().defaultTo(0))
      .addColumn('processing_tr', 'text', (c) => c.notNull())
      .addColumn('processing_en', 'text', (c) => c.notNull())
      // Which adapter serves it: 'local' (hosted demo page), 'stripe', 'manual' (bank transfer an operator confirms).
      .addColumn('provider', 'text', (c) => c.notNull())
      // JSON: the field list of payment/detail ([{ key, objectType, option?, mask? }]).
      .addColumn('fields', 'text', (c) => c.notNull())
      // JSON: what a manual method tells the player (bank, IBAN, holder) or adapter settings.
      .addColumn('settings', 'text', (c) => c.notNull().defaultTo('{}'))
      .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
      .addCheckConstraint('payment_methods_limits', sql`min_minor > 0 AND max_minor >= min_minor`)
      .execute();

    await db.schema
      .createTable('bonus_definitions')
      .addColumn('id', 'integer', (c) => c.primaryKey())
      .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('trial', 'deposit', 'offer')`))
      .addColumn('title_tr', 'text', (c) => c.notNull())
      .addColumn('title_en', 'text', (c) => c.notNull())
      .addColumn('description_tr', 'text', (c) => c.notNull())
      .addColumn('description_en', 'text', (c) => c.notNull())
      // Deposit bonuses: percent of the deposit up to max_minor; trial and offers: a fixed amount_minor.
      .addColumn('percent', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('max_minor', 'bigint', (c) => c.notNull().defaultTo(0))
      .addColumn('amount_minor', 'bigint', (c) => c.notNull().defaultTo(0))
      .addColumn('min_deposit_minor', 'bigint', (c) => c.notNull().defaultTo(0))
      .addColumn('wagering_times', 'integer', (c) => c.notNull())
      .addColumn('valid_days', 'integer', (c) => c.notNull())
      .addColumn('first_deposit_only', 'integer', (c) => c.notNull().defaultTo(0))
      // Days of the week it can be taken (0 Sunday .. 6 Saturday, Europe/Istanbul), comma separated; '' every day.
      .addColumn('weekdays', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('terms_url', 'text', (c) => c.notNull())
      .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
      .execute();

    await withId(db.schema.createTable('transactions'), dialect)
      .addColumn('player_id', 'integer', (c) => c.notNull().references('players.id'))
      .addColumn('type', 'integer', (c) => c.notNull().check(sql`type in (1, 2)`))
      .addColumn('status', 'integer', (c) => c.notNull())
      .addColumn('method_id', 'integer', (c) => c.notNull().references('payment_methods.id'))
      .addColumn('amount_minor', 'bigint', (c) => c.notNull().check(sql`amount_minor > 0`))
      .addColumn('fee_minor', 'bigint', (c) => c.notNull().defaultTo(0))
      .addColumn('reference', 'text', (c) => c.notNull().unique())
      // What the player sees (masked) and what the operator pays to (JSON of the detail, IBAN in full).
      .addColumn('details_masked', 'text', (c) => c.notNull())
      .addColumn('details', 'text', (c) => c.notNull())
      .addColumn('provider', 'text', (c) => c.notNull())
      .addColumn('provider_reference', 'text')
      .addColumn('bonus_definition_id', 'integer', (c) => c.references('bonus_definitions.id'))
      .addColumn('reason', 'text')
      .addColumn('expires_at', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('transactions_player_idx').on('transactions').columns(['player_id', 'id']).execute();
    await db.schema.createIndex('transactions_status_idx').on('transactions').columns(['status', 'type']).execute();
    await sql`CREATE UNIQUE INDEX transactions_provider_ref_uq ON transactions (provider, provider_reference) WHERE provider_reference IS NOT NULL`.execute(db);

    await withId(db.schema.createTable('transaction_events'), dialect)
      .addColumn('transaction_id', 'integer', (c) => c.notNull().references('transactions.id'))
      .addColumn('from_status', 'integer')
      .addColumn('to_status', 'integer', (c) => c.notNull())
      // 'player', 'provider:<name>', 'operator:<id>', 'system'
      .addColumn('actor', 'text', (c) => c.notNull())
      .addColumn('note', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('transaction_events_tx_idx').on('transaction_events').columns(['transaction_id', 'id']).execute();

    await withId(db.schema.createTable('player_bonuses'), dialect)
      .addColumn('player_id', 'integer', (c) => c.notNull().references('players.id'))
      .addColumn('definition_id', 'integer', (c) => c.notNull().references('bonus_definitions.id'))
      .addColumn('transaction_id', 'integer', (c) => c.references('transactions.id'))
      // Once per player per trial/offer, once per deposit: a second grant of the same key is refused by the index.
      .addColumn('once_key', 'text', (c) => c.notNull().unique())
      .addColumn('amount_minor', 'bigint', (c) => c.notNull())
      // The deposit that earned a deposit bonus stays unwithdrawable until the wagering is done (or the bonus ends).
      .addColumn('locked_cash_minor', 'bigint', (c) => c.notNull().defaultTo(0))
      .addColumn('wagering_required_minor', 'bigint', (c) => c.notNull())
      .addColumn('wagered_minor', 'bigint', (c) => c.notNull().defaultTo(0))
      .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('active', 'completed', 'expired', 'forfeited')`))
      .addColumn('granted_at', 'text', (c) => c.notNull())
      .addColumn('expires_at', 'text', (c) => c.notNull())
      .addColumn('ended_at', 'text')
      .execute();
    await db.schema.createIndex('player_bonuses_player_idx').on('player_bonuses').columns(['player_id', 'status']).execute();

    await withId(db.schema.createTable('notifications'), dialect)
      .addColumn('player_id', 'integer', (c) => c.notNull().references('players.id'))
      .addColumn('type', 'integer', (c) => c.notNull())
      // A message template key rendered in the reader's language at read time, with its JSON parameters...
      .addColumn('template', 'text')
      .addColumn('params', 'text', (c) => c.notNull().defaultTo('{}'))
      // ...or an operator's own words.
      .addColumn('title', 'text')
      .addColumn('note', 'text')
      .addColumn('is_read', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('notifications_player_idx').on('notifications').columns(['player_id', 'id']).execute();
  },
  async down(db: Kysely<any>) {
    for (const t of ['notifications', 'player_bonuses', 'transaction_events', 'transactions', 'bonus_definitions', 'payment_methods']) {
      await db.schema.dropTable(t).ifExists().execute();
    }
  },
});
