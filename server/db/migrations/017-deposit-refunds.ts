import { sql, type Kysely } from 'kysely';
import type { DialectMigration } from '../migrate.js';
import { withId } from './helpers.js';

/**
 * Deposit refunds (responsible gambling): a PSP's "paid" for a deposit the player's limits or exclusion no longer allow is not
 * credited; the deposit is Rejected and the money goes back through the PSP. payment_refunds is our record of what
 * we asked the PSP to return (pending until it answers; the money sweep asks again after a failure).
 * local_psp_refunds is the local PSP's own book: the refunds our demo payment service has made.
 */
export const depositRefunds: DialectMigration = (dialect) => ({
  async up(db: Kysely<any>) {
    await withId(db.schema.createTable('payment_refunds'), dialect)
      .addColumn('transaction_id', 'integer', (c) => c.notNull().unique().references('transactions.id'))
      .addColumn('provider', 'text', (c) => c.notNull())
      .addColumn('payment_handle', 'text', (c) => c.notNull())
      .addColumn('amount_minor', 'bigint', (c) => c.notNull())
      .addColumn('reason', 'text', (c) => c.notNull().check(sql`reason in ('deposit_limit', 'excluded')`))
      .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending').check(sql`status in ('pending', 'done')`))
      .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('next_attempt_at', 'text', (c) => c.notNull())
      .addColumn('last_error', 'text')
      .addColumn('provider_refund_id', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('payment_refunds_due').on('payment_refunds').columns(['status', 'next_attempt_at']).execute();
    await withId(db.schema.createTable('local_psp_refunds'), dialect)
      .addColumn('payment_handle', 'text', (c) => c.notNull().unique())
      .addColumn('reference', 'text', (c) => c.notNull())
      .addColumn('amount_minor', 'bigint', (c) => c.notNull())
      .addColumn('refund_id', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.dropTable('local_psp_refunds').execute();
    await db.schema.dropTable('payment_refunds').execute();
  },
});
