import type { Kysely } from 'kysely';
import type { DialectMigration } from '../migrate.js';

/**
 * What happened in each demo-book match, drawn from a CSPRNG when it kicks off (docs/decisions/ on the outcome
 * draw): kept so every process and every restart tells the same result, and never derivable from SPORTSBOOK_SEED.
 */
export const sportOutcomes: DialectMigration = () => ({
  async up(db: Kysely<any>) {
    await db.schema
      .createTable('sb_outcomes')
      .addColumn('book', 'text', (c) => c.notNull())
      .addColumn('fixture_id', 'text', (c) => c.notNull())
      .addColumn('events', 'text', (c) => c.notNull())
      .addColumn('drawn_at', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('sb_outcomes_pk', ['book', 'fixture_id'])
      .execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.dropTable('sb_outcomes').execute();
  },
});
