import type { Kysely } from 'kysely';
import type { DialectMigration } from '../migrate.js';

/**
 * Deposit refunds the back office sees and settles: a PSP may accept a refund and fail it later (the money did not
 * go back; psp_failure keeps its reason), and an operator may record that the money was returned another way (a
 * bank transfer): resolved_at, resolved_by (the operator) and their note. A resolved pending refund is not asked
 * again. The status stays 'pending' | 'done'. resolved_by has no foreign key, so SQLite can drop it again (operators
 * are deactivated, never deleted).
 */
export const refundResolutions: DialectMigration = () => ({
  async up(db: Kysely<any>) {
    await db.schema.alterTable('payment_refunds').addColumn('psp_failure', 'text').execute();
    await db.schema.alterTable('payment_refunds').addColumn('resolved_at', 'text').execute();
    await db.schema.alterTable('payment_refunds').addColumn('resolved_by', 'integer').execute();
    await db.schema.alterTable('payment_refunds').addColumn('resolution_note', 'text').execute();
  },
  async down(db: Kysely<any>) {
    for (const column of ['resolution_note', 'resolved_by', 'resolved_at', 'psp_failure']) {
      await db.schema.alterTable('payment_refunds').dropColumn(column).execute();
    }
  },
});
