import type { Kysely } from 'kysely';
import type { DialectMigration } from '../migrate.js';

/**
 * A deposit refund being asked of the PSP is claimed first: sending_until is when the claim lapses (a process that
 * stopped mid-call leaves it; the refund is then asked again with the same idempotency key). While it holds, no
 * other process or operator's retry asks the PSP, and an operator cannot record the money as returned another way
 * (it could otherwise go back twice).
 */
export const refundSending: DialectMigration = () => ({
  async up(db: Kysely<any>) {
    await db.schema.alterTable('payment_refunds').addColumn('sending_until', 'text').execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.alterTable('payment_refunds').dropColumn('sending_until').execute();
  },
});
