import { sql, type Kysely } from 'kysely';
import type { DialectMigration } from '../migrate.js';
import { withId } from './helpers.js';

/**
 * Sports betting. Our side: betting-partner access per player, short-lived partner tokens, the bets the partners
 * place in our wallet and each settlement of them. The demo sportsbook's side (tables `sb_*`): its own copy of the
 * bets it took and its clock, as a partner would keep them.
 */
export const sports: DialectMigration = (dialect) => ({
  async up(db: Kysely<any>) {
    // Granted by an operator: the Betco sportsbook (/spor/betco).
    await db.schema.alterTable('players').addColumn('betting_partner_access', 'integer', (c) => c.notNull().defaultTo(0)).execute();

    await withId(db.schema.createTable('sports_tokens'), dialect)
      .addColumn('token_hash', 'text', (c) => c.notNull().unique())
      .addColumn('player_id', 'integer', (c) => c.notNull().references('players.id'))
      .addColumn('session_id', 'integer', (c) => c.references('sessions.id'))
      .addColumn('partner', 'text', (c) => c.notNull().check(sql`partner in ('betsy', 'betco')`))
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('expires_at', 'text', (c) => c.notNull())
      .execute();

    await withId(db.schema.createTable('sports_bets'), dialect)
      .addColumn('partner', 'text', (c) => c.notNull())
      .addColumn('bet_ref', 'text', (c) => c.notNull())
      .addColumn('player_id', 'integer', (c) => c.notNull().references('players.id'))
      .addColumn('stake_minor', 'bigint', (c) => c.notNull())
      .addColumn('cash_minor', 'bigint', (c) => c.notNull())
      .addColumn('bonus_minor', 'bigint', (c) => c.notNull())
      // The bet's total odds × 1000 (2.35 → 2350).
      .addColumn('odds_x1000', 'integer', (c) => c.notNull())
      .addColumn('potential_win_minor', 'bigint', (c) => c.notNull())
      // JSON: [{ event, market, pick, odds }] as the partner reported them.
      .addColumn('selections', 'text', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('open', 'won', 'lost', 'refunded', 'cashed_out')`))
      // What the bet has paid so far (the latest settlement's amount): a re-settlement moves only the difference.
      .addColumn('paid_minor', 'bigint', (c) => c.notNull().defaultTo(0))
      .addColumn('request_hash', 'text', (c) => c.notNull())
      .addColumn('balance_after_minor', 'bigint', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .addUniqueConstraint('sports_bets_partner_ref_uq', ['partner', 'bet_ref'])
      .execute();
    await db.schema.createIndex('sports_bets_player_time_idx').on('sports_bets').columns(['player_id', 'created_at', 'id']).execute();

    await withId(db.schema.createTable('sports_settlements'), dialect)
      .addColumn('bet_id', 'integer', (c) => c.notNull().references('sports_bets.id'))
      // 1, 2, ...: the n-th settlement of the bet (a re-settlement is the next one).
      .addColumn('seq', 'integer', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('amount_minor', 'bigint', (c) => c.notNull())
      .addColumn('delta_minor', 'bigint', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addUniqueConstraint('sports_settlements_bet_seq_uq', ['bet_id', 'seq'])
      .execute();

    // The demo sportsbook's side.
    await withId(db.schema.createTable('sb_bets'), dialect)
      .addColumn('public_id', 'text', (c) => c.notNull().unique())
      .addColumn('partner', 'text', (c) => c.notNull())
      .addColumn('player_ref', 'text', (c) => c.notNull())
      // The operator's token the bet was placed with (settlements are paid whatever became of it).
      .addColumn('token', 'text', (c) => c.notNull())
      .addColumn('selections', 'text', (c) => c.notNull())
      .addColumn('stake_minor', 'bigint', (c) => c.notNull())
      .addColumn('odds_x1000', 'integer', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('pending', 'open', 'won', 'lost', 'void', 'cashed_out', 'failed')`))
      .addColumn('settled_minor', 'bigint', (c) => c.notNull().defaultTo(0))
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('settled_at', 'text')
      .execute();
    await db.schema.createIndex('sb_bets_status_idx').on('sb_bets').columns(['status', 'created_at']).execute();
    await db.schema.createIndex('sb_bets_player_idx').on('sb_bets').columns(['partner', 'player_ref', 'id']).execute();
    await db.schema.createTable('sb_state').addColumn('key', 'text', (c) => c.primaryKey()).addColumn('value', 'text', (c) => c.notNull()).execute();
  },
  async down(db: Kysely<any>) {
    for (const t of ['sb_state', 'sb_bets', 'sports_settlements', 'sports_bets', 'sports_tokens']) await db.schema.dropTable(t).ifExists().execute();
    await db.schema.alterTable('players').dropColumn('betting_partner_access').execute();
  },
});
