import type { Kysely } from 'kysely';
import type { DialectMigration } from '../migrate.js';

/**
 * `player_bonuses.reopened`: how many times a completed bonus was opened again because a reversal (a provider's
 * rollback, a void or cash-out of a sports bet) took back wagering it had completed with. Each completion and
 * reopening moves money under its own ledger keys, numbered by it, so a bonus may complete again after reopening.
 */
export const bonusReopening: DialectMigration = () => ({
  async up(db: Kysely<any>) {
    await db.schema.alterTable('player_bonuses').addColumn('reopened', 'integer', (c) => c.notNull().defaultTo(0)).execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.alterTable('player_bonuses').dropColumn('reopened').execute();
  },
});
