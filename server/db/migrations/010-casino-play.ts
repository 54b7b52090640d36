import { sql, type Kysely } from 'kysely';
import type { DialectMigration } from '../migrate.js';
import { withId } from './helpers.js';

/**
 * Casino play. Our side: launch sessions (the token a provider carries back in its wallet callbacks), rounds and
 * their transactions as providers report them, favourites, and what each game is (the engine that plays it, its
 * RTP and volatility). The other side (tables `gs_*`): the game servers we run ourselves, our provably fair games and
 * the provider simulators, which in production live in the providers' own systems.
 */
export const casinoPlay: DialectMigration = (dialect) => ({
  async up(db: Kysely<any>) {
    await db.schema.alterTable('games').addColumn('engine', 'text', (c) => c.notNull().defaultTo('slot')).execute();
    // Return to player in basis points (9600 = 96.00 %), null when unknown.
    await db.schema.alterTable('games').addColumn('rtp_bp', 'integer').execute();
    await db.schema.alterTable('games').addColumn('volatility', 'text').execute();
    // A blocked or self-excluded player cannot bet (but is still paid what they won).
    await db.schema.alterTable('players').addColumn('blocked_at', 'text').execute();
    await db.schema.alterTable('players').addColumn('self_excluded_until', 'text').execute();

    await withId(db.schema.createTable('game_sessions'), dialect)
      .addColumn('token_hash', 'text', (c) => c.notNull().unique())
      .addColumn('player_id', 'integer', (c) => c.notNull().references('players.id'))
      // The login session that launched it: a logout ends its games' bets.
      .addColumn('session_id', 'integer', (c) => c.references('sessions.id'))
      .addColumn('game_id', 'integer', (c) => c.notNull().references('games.id'))
      .addColumn('provider', 'text', (c) => c.notNull())
      .addColumn('currency', 'text', (c) => c.notNull())
      .addColumn('locale', 'text', (c) => c.notNull())
      .addColumn('platform', 'integer', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('expires_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('game_sessions_player_idx').on('game_sessions').columns(['player_id', 'created_at']).execute();

    await withId(db.schema.createTable('game_rounds'), dialect)
      .addColumn('provider', 'text', (c) => c.notNull())
      .addColumn('round_ref', 'text', (c) => c.notNull())
      .addColumn('player_id', 'integer', (c) => c.notNull().references('players.id'))
      .addColumn('game_id', 'integer', (c) => c.notNull().references('games.id'))
      .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('open', 'closed', 'cancelled')`))
      .addColumn('stake_minor', 'bigint', (c) => c.notNull().defaultTo(0))
      .addColumn('bonus_stake_minor', 'bigint', (c) => c.notNull().defaultTo(0))
      .addColumn('win_minor', 'bigint', (c) => c.notNull().defaultTo(0))
      .addColumn('refunded_minor', 'bigint', (c) => c.notNull().defaultTo(0))
      .addColumn('started_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      // JSON the provider reported with the round (for our own games: the provably fair proof).
      .addColumn('detail', 'text')
      .addUniqueConstraint('game_rounds_provider_ref_uq', ['provider', 'round_ref'])
      .execute();
    await db.schema.createIndex('game_rounds_player_time_idx').on('game_rounds').columns(['player_id', 'started_at', 'id']).execute();

    await withId(db.schema.createTable('game_transactions'), dialect)
      .addColumn('provider', 'text', (c) => c.notNull())
      .addColumn('transaction_ref', 'text', (c) => c.notNull())
      .addColumn('round_id', 'integer', (c) => c.notNull().references('game_rounds.id'))
      .addColumn('player_id', 'integer', (c) => c.notNull().references('players.id'))
      .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('bet', 'win', 'rollback')`))
      .addColumn('amount_minor', 'bigint', (c) => c.notNull())
      // How a bet was paid (and a win or refund shared) between cash and bonus money.
      .addColumn('cash_minor', 'bigint', (c) => c.notNull().defaultTo(0))
      .addColumn('bonus_minor', 'bigint', (c) => c.notNull().defaultTo(0))
      .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('applied', 'rolled_back')`))
      // A rollback: the transaction it reverses (which may not have arrived yet).
      .addColumn('target_ref', 'text')
      .addColumn('request_hash', 'text', (c) => c.notNull())
      .addColumn('balance_after_minor', 'bigint', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addUniqueConstraint('game_transactions_provider_ref_uq', ['provider', 'transaction_ref'])
      .execute();
    await db.schema.createIndex('game_transactions_target_idx').on('game_transactions').columns(['provider', 'target_ref']).execute();
    await db.schema.createIndex('game_transactions_round_idx').on('game_transactions').columns(['round_id', 'id']).execute();

    await db.schema
      .createTable('favorite_games')
      .addColumn('player_id', 'integer', (c) => c.notNull().references('players.id'))
      .addColumn('game_id', 'integer', (c) => c.notNull().references('games.id'))
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('favorite_games_pk', ['player_id', 'game_id'])
      .execute();

    // The game servers' side.
    await withId(db.schema.createTable('gs_sessions'), dialect)
      .addColumn('provider', 'text', (c) => c.notNull())
      .addColumn('public_id', 'text', (c) => c.notNull().unique())
      // The token the operator (we) gave at launch; it travels back in every wallet call.
      .addColumn('operator_token', 'text', (c) => c.notNull())
      .addColumn('player_ref', 'text', (c) => c.notNull())
      .addColumn('game_code', 'text', (c) => c.notNull())
      .addColumn('currency', 'text', (c) => c.notNull())
      .addColumn('locale', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
    await withId(db.schema.createTable('gs_seeds'), dialect)
      .addColumn('provider', 'text', (c) => c.notNull())
      .addColumn('player_ref', 'text', (c) => c.notNull())
      .addColumn('server_seed', 'text', (c) => c.notNull())
      .addColumn('server_seed_hash', 'text', (c) => c.notNull())
      .addColumn('client_seed', 'text', (c) => c.notNull())
      .addColumn('nonce', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('revealed_at', 'text')
      .execute();
    await db.schema.createIndex('gs_seeds_player_idx').on('gs_seeds').columns(['provider', 'player_ref', 'revealed_at']).execute();
    await withId(db.schema.createTable('gs_rounds'), dialect)
      .addColumn('provider', 'text', (c) => c.notNull())
      .addColumn('public_id', 'text', (c) => c.notNull().unique())
      .addColumn('session_id', 'integer', (c) => c.notNull().references('gs_sessions.id'))
      .addColumn('game_code', 'text', (c) => c.notNull())
      .addColumn('engine', 'text', (c) => c.notNull())
      .addColumn('bet_minor', 'bigint', (c) => c.notNull())
      .addColumn('win_minor', 'bigint', (c) => c.notNull().defaultTo(0))
      .addColumn('params', 'text', (c) => c.notNull())
      .addColumn('outcome', 'text', (c) => c.notNull())
      .addColumn('seed_id', 'integer', (c) => c.notNull().references('gs_seeds.id'))
      .addColumn('nonce', 'integer', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('open', 'settled', 'void')`))
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('settled_at', 'text')
      .execute();
    await db.schema.createIndex('gs_rounds_session_idx').on('gs_rounds').columns(['session_id', 'status']).execute();
    // The sweep looks for each provider's unfinished rounds every few seconds.
    await db.schema.createIndex('gs_rounds_sweep_idx').on('gs_rounds').columns(['provider', 'status', 'created_at']).execute();
  },
  async down(db: Kysely<any>) {
    for (const t of ['gs_rounds', 'gs_seeds', 'gs_sessions', 'favorite_games', 'game_transactions', 'game_rounds', 'game_sessions']) {
      await db.schema.dropTable(t).ifExists().execute();
    }
    for (const c of ['blocked_at', 'self_excluded_until']) await db.schema.alterTable('players').dropColumn(c).execute();
    for (const c of ['engine', 'rtp_bp', 'volatility']) await db.schema.alterTable('games').dropColumn(c).execute();
  },
});
