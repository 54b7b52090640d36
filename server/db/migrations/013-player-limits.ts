import { sql, type Kysely } from 'kysely';
import type { DialectMigration } from '../migrate.js';
import { withId } from './helpers.js';

/**
 * Responsible gambling: a player's deposit, net-loss and wager limits per rolling day, week and month, with an increase
 * or removal waiting its delay (`pending_*`), and the append-only history of every change. Exclusions keep using
 * `players.self_excluded_until`; `exclusion_kind` tells a time-out from a self-exclusion. Usage is summed from the
 * ledger by time through its (account, id) index: a further (account, time) index was measured to cost every bet of
 * every player more than it saves the few with limits (decision 016).
 */
export const playerLimits: DialectMigration = (dialect) => ({
  async up(db: Kysely<any>) {
    await db.schema.alterTable('players').addColumn('exclusion_kind', 'text', (c) => c.check(sql`exclusion_kind in ('timeout', 'self_exclusion')`)).execute();

    await withId(db.schema.createTable('player_limits'), dialect)
      .addColumn('player_id', 'integer', (c) => c.notNull().references('players.id'))
      .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('deposit', 'loss', 'wager')`))
      .addColumn('period', 'text', (c) => c.notNull().check(sql`period in ('day', 'week', 'month')`))
      // The limit in force (kuruş); null: none.
      .addColumn('amount_minor', 'bigint', (c) => c.check(sql`amount_minor >= 0`))
      // An increase (or, with pending_removal, a removal) the player may confirm from pending_from on.
      .addColumn('pending_amount_minor', 'bigint')
      .addColumn('pending_removal', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('pending_from', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .addUniqueConstraint('player_limits_player_kind_period_uq', ['player_id', 'kind', 'period'])
      .execute();

    await withId(db.schema.createTable('player_limit_changes'), dialect)
      .addColumn('player_id', 'integer', (c) => c.notNull().references('players.id'))
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('period', 'text', (c) => c.notNull())
      // 'player' | 'operator:<id>'
      .addColumn('actor', 'text', (c) => c.notNull())
      // 'set' | 'decrease' | 'increase_requested' | 'removal_requested' | 'confirmed'
      .addColumn('action', 'text', (c) => c.notNull())
      // JSON of the row's limit fields before and after.
      .addColumn('before', 'text', (c) => c.notNull())
      .addColumn('after', 'text', (c) => c.notNull())
      .addColumn('at', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('player_limit_changes_player_idx').on('player_limit_changes').columns(['player_id', 'id']).execute();
    if (dialect === 'postgres') {
      await sql`
        CREATE FUNCTION player_limit_changes_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
          RAISE EXCEPTION 'player_limit_changes is append-only';
        END
        $$`.execute(db);
      await sql`CREATE TRIGGER player_limit_changes_no_change BEFORE UPDATE OR DELETE ON player_limit_changes FOR EACH ROW EXECUTE FUNCTION player_limit_changes_append_only()`.execute(db);
    } else {
      await sql`CREATE TRIGGER player_limit_changes_no_update BEFORE UPDATE ON player_limit_changes BEGIN SELECT RAISE(ABORT, 'player_limit_changes is append-only'); END`.execute(db);
      await sql`CREATE TRIGGER player_limit_changes_no_delete BEFORE DELETE ON player_limit_changes BEGIN SELECT RAISE(ABORT, 'player_limit_changes is append-only'); END`.execute(db);
    }

    // A limit's usage sums one player's entries of the last 30 days at most.
  },
  async down(db: Kysely<any>) {
    await db.schema.dropTable('player_limit_changes').ifExists().execute();
    if (dialect === 'postgres') await sql`DROP FUNCTION IF EXISTS player_limit_changes_append_only()`.execute(db);
    await db.schema.dropTable('player_limits').ifExists().execute();
    await db.schema.alterTable('players').dropColumn('exclusion_kind').execute();
  },
});
