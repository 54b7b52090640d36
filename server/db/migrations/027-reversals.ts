import { sql, type Kysely } from 'kysely';
import type { DialectMigration } from '../migrate.js';
import { withId } from './helpers.js';

/**
 * Reversals the money did not see before:
 * - `payment_disputes`: a PSP's dispute (chargeback) of a paid deposit, once per (provider, dispute id), with its
 *   resolution. While one is open or lost, the player's withdrawals are held.
 * - `transactions.payment_handle`: what the PSP calls the paid payment when it is not the provider reference (Stripe:
 *   the PaymentIntent), so that a dispute naming it finds the deposit.
 * - `sports_partner_requests`: every sports partner's money call that was carried out, by the partner's request id,
 *   with the body's hash and the answer: a repeat is answered as before, the same id with another body is refused,
 *   and a settlement older (stored before) than the bet's latest settlement is refused.
 */
export const reversals: DialectMigration = (dialect) => ({
  async up(db: Kysely<any>) {
    await db.schema.alterTable('transactions').addColumn('payment_handle', 'text').execute();
    await db.schema.createIndex('transactions_payment_handle_idx').on('transactions').columns(['provider', 'payment_handle']).execute();

    await withId(db.schema.createTable('payment_disputes'), dialect)
      .addColumn('transaction_id', 'integer', (c) => c.notNull().references('transactions.id'))
      .addColumn('player_id', 'integer', (c) => c.notNull().references('players.id'))
      .addColumn('provider', 'text', (c) => c.notNull())
      .addColumn('dispute_id', 'text', (c) => c.notNull())
      .addColumn('amount_minor', 'bigint', (c) => c.notNull())
      // The card holder's reason as the PSP names it (Stripe: fraudulent, product_not_received, ...).
      .addColumn('reason', 'text', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('open', 'won', 'lost')`))
      // The bonus money of that deposit's bonuses that was taken back when the dispute came.
      .addColumn('bonus_removed_minor', 'bigint', (c) => c.notNull().defaultTo(0))
      .addColumn('opened_at', 'text', (c) => c.notNull())
      .addColumn('closed_at', 'text')
      .addUniqueConstraint('payment_disputes_provider_dispute_uq', ['provider', 'dispute_id'])
      .execute();
    await db.schema.createIndex('payment_disputes_player_status_idx').on('payment_disputes').columns(['player_id', 'status']).execute();

    await withId(db.schema.createTable('sports_partner_requests'), dialect)
      .addColumn('partner', 'text', (c) => c.notNull())
      .addColumn('request_id', 'text', (c) => c.notNull())
      .addColumn('bet_ref', 'text', (c) => c.notNull())
      .addColumn('operation', 'text', (c) => c.notNull().check(sql`operation in ('bet', 'settle', 'rollback')`))
      .addColumn('body_hash', 'text', (c) => c.notNull())
      // The answer given (the partner's own format, JSON): what a repeat gets.
      .addColumn('answer', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addUniqueConstraint('sports_partner_requests_uq', ['partner', 'request_id'])
      .execute();
    await db.schema.createIndex('sports_partner_requests_bet_idx').on('sports_partner_requests').columns(['partner', 'bet_ref', 'id']).execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.dropTable('sports_partner_requests').ifExists().execute();
    await db.schema.dropTable('payment_disputes').ifExists().execute();
    await db.schema.dropIndex('transactions_payment_handle_idx').ifExists().execute();
    await db.schema.alterTable('transactions').dropColumn('payment_handle').execute();
  },
});
