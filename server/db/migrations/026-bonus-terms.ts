import { sql, type Kysely } from 'kysely';
import type { DialectMigration } from '../migrate.js';
import { withId } from './helpers.js';

/**
 * Bonus terms as data (contracts/bonus-terms.ts): on each definition, and copied onto each granted bonus so that the
 * terms a player took stay theirs. bonus_wagering keeps what each stake counted towards which bonus, so that a
 * rollback or a sports void takes back exactly that. The seeded bonuses (ids 1-5) get the terms that make each cost
 * the operator money in expectation for every hunter's strategy (tests/server/bonus-hunting.test.ts); the seeded
 * wagering goes up where an operator has not changed it (no-deposit 10× to 40×; deposit bonuses below).
 */
export const SEEDED_TERMS: Record<number, object> = {
  1: { contributions: { slots: 100, table: 0, dice: 0, crash: 0, live: 0, sports: 0 }, maxBetMinor: 2_000, maxCashoutMinor: 5_000, frequency: 'once', stacks: false },
  2: { contributions: { slots: 100, table: 10, dice: 0, crash: 0, live: 10, sports: 100 }, sportsMinOddsX1000: 1500, maxBetMinor: 2_500, frequency: 'once', stacks: false },
  3: { contributions: { slots: 100, table: 10, dice: 0, crash: 0, live: 10, sports: 100 }, sportsMinOddsX1000: 1500, maxBetMinor: 2_500, frequency: 'weekly', stacks: false },
  4: { contributions: { slots: 100, table: 10, dice: 0, crash: 0, live: 100, sports: 0 }, maxBetMinor: 2_500, frequency: 'weekly', stacks: false },
  5: { contributions: { slots: 100, table: 0, dice: 0, crash: 0, live: 0, sports: 0 }, maxBetMinor: 1_000, maxCashoutMinor: 2_000, frequency: 'once', stacks: false },
};
export const NO_DEPOSIT_WAGERING_TIMES = 40;
/** The deposit bonuses' wagering (× bonus + deposit), from 20, 15 and 10: slots at their max bet clear too often below. */
export const SEEDED_WAGERING_TIMES: Record<number, { from: number; to: number }> = { 2: { from: 20, to: 30 }, 3: { from: 15, to: 20 }, 4: { from: 10, to: 15 } };

export const bonusTerms: DialectMigration = (dialect) => ({
  async up(db: Kysely<any>) {
    await db.schema.alterTable('bonus_definitions').addColumn('terms', 'text', (c) => c.notNull().defaultTo('{}')).execute();
    await db.schema.alterTable('player_bonuses').addColumn('terms', 'text', (c) => c.notNull().defaultTo('{}')).execute();
    // 1: the deposit that earned the bonus was moved into the bonus account with it (one pot, bonus money first);
    // 0: granted before, its deposit stays in cash, locked by locked_cash_minor.
    await db.schema.alterTable('player_bonuses').addColumn('pot', 'integer', (c) => c.notNull().defaultTo(0)).execute();
    for (const [id, terms] of Object.entries(SEEDED_TERMS)) {
      await db.updateTable('bonus_definitions').set({ terms: JSON.stringify(terms) }).where('id', '=', Number(id)).where('terms', '=', '{}').execute();
    }
    await db.updateTable('bonus_definitions').set({ wagering_times: NO_DEPOSIT_WAGERING_TIMES }).where('id', 'in', [1, 5]).where('wagering_times', '=', 10).execute();
    for (const [id, { from, to }] of Object.entries(SEEDED_WAGERING_TIMES)) {
      await db.updateTable('bonus_definitions').set({ wagering_times: to }).where('id', '=', Number(id)).where('wagering_times', '=', from).execute();
    }
    await db
      .updateTable('player_bonuses')
      .set({ terms: sql`(SELECT d.terms FROM bonus_definitions d WHERE d.id = player_bonuses.definition_id)` })
      .execute();

    await withId(db.schema.createTable('bonus_wagering'), dialect)
      .addColumn('bonus_id', 'integer', (c) => c.notNull().references('player_bonuses.id'))
      // The stake's idempotency key ('game:<provider>:<transaction>', 'sports:<partner>:<bet>').
      .addColumn('stake_key', 'text', (c) => c.notNull())
      .addColumn('counted_minor', 'bigint', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('reversed_at', 'text')
      .execute();
    await db.schema.createIndex('bonus_wagering_stake_uq').on('bonus_wagering').columns(['stake_key', 'bonus_id']).unique().execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.dropTable('bonus_wagering').ifExists().execute();
    await db.schema.alterTable('player_bonuses').dropColumn('pot').execute();
    await db.schema.alterTable('player_bonuses').dropColumn('terms').execute();
    await db.schema.alterTable('bonus_definitions').dropColumn('terms').execute();
  },
});
