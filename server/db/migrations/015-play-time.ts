import { sql, type Kysely } from 'kysely';
import type { DialectMigration } from '../migrate.js';

const OLD_KINDS = "kind in ('deposit', 'loss', 'wager')";
const NEW_KINDS = "kind in ('deposit', 'loss', 'wager', 'session')";

/**
 * Play time (responsible gambling): a session-time limit is a `player_limits` row of kind `session` whose amount is
 * minutes logged in per rolling day, week or month (the same cooling-off and history as the money limits); each
 * session carries `ends_at`, the moment that limit ends it (checked on every call, like the idle lifetime), and
 * `ends_for`, that limit's period (a session it ended closes login for that period); and the
 * player's reality-check interval in minutes (null: the default).
 */
export const playTime: DialectMigration = (dialect) => ({
  async up(db: Kysely<any>) {
    await db.schema.alterTable('players').addColumn('reality_check_minutes', 'integer').execute();
    await db.schema.alterTable('sessions').addColumn('ends_at', 'text').execute();
    // The period ('day', 'week', 'month') of the limit that set ends_at: ended by it, login waits that period.
    await db.schema.alterTable('sessions').addColumn('ends_for', 'text').execute();
    if (dialect === 'postgres') {
      await sql`ALTER TABLE player_limits DROP CONSTRAINT IF EXISTS player_limits_kind_check`.execute(db);
      await sql.raw(`ALTER TABLE player_limits ADD CONSTRAINT player_limits_kind_check CHECK (${NEW_KINDS})`).execute(db);
    } else {
      // SQLite cannot change a CHECK: the table is rebuilt from its own definition with the wider one.
      const { rows } = await sql<{ sql: string }>`SELECT sql FROM sqlite_master WHERE type = 'table' AND name = 'player_limits'`.execute(db);
      const definition = rows[0]?.sql ?? '';
      if (!definition.includes(OLD_KINDS)) throw new Error('player_limits: the kind check was not found');
      const wider = definition.replace(OLD_KINDS, NEW_KINDS).replace(/^CREATE TABLE\s+"?player_limits"?/i, 'CREATE TABLE "player_limits_next"');
      await sql.raw(wider).execute(db);
      await sql`INSERT INTO player_limits_next SELECT * FROM player_limits`.execute(db);
      await sql`DROP TABLE player_limits`.execute(db);
      await sql`ALTER TABLE player_limits_next RENAME TO player_limits`.execute(db);
    }
  },
  async down(db: Kysely<any>) {
    await db.deleteFrom('player_limits').where('kind', '=', 'session').execute();
    await db.schema.alterTable('sessions').dropColumn('ends_for').execute();
    await db.schema.alterTable('sessions').dropColumn('ends_at').execute();
    await db.schema.alterTable('players').dropColumn('reality_check_minutes').execute();
  },
});
