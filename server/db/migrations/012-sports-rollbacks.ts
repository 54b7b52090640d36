import type { Kysely } from 'kysely';
import type { DialectMigration } from '../migrate.js';
import { withId } from './helpers.js';

/**
 * A partner's rollback of a bet (Betsy's `PUT /payment/bet` type 3) can arrive before the bet itself, or instead of it
 * (the bet call timed out). Each rollback is kept under the bet's transaction id, so the stake is returned once and a
 * bet that arrives after its rollback is refused for good.
 */
export const sportsRollbacks: DialectMigration = (dialect) => ({
  async up(db: Kysely<any>) {
    await withId(db.schema.createTable('sports_rollbacks'), dialect)
      .addColumn('partner', 'text', (c) => c.notNull())
      .addColumn('bet_ref', 'text', (c) => c.notNull())
      .addColumn('player_id', 'integer', (c) => c.notNull().references('players.id'))
      // The partner's reason (Betsy's errorCode: 8 odds changed, 9 event over, 10 timeout, ...), when it gave one.
      .addColumn('reason', 'integer')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addUniqueConstraint('sports_rollbacks_partner_ref_uq', ['partner', 'bet_ref'])
      .execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.dropTable('sports_rollbacks').ifExists().execute();
  },
});
