import { sql, type Kysely } from 'kysely';
import * as z from 'zod';
import type { GameHistoryData, GameHistoryPayload, GameRound, GameRoundDetail } from '../../../contracts/casino.js';
import type { Database, GameRoundStatus } from '../../db/schema.js';
import { minorToLira } from '../../money.js';
import { done, refused, type Outcome } from '../outcome.js';
import { periodOf } from '../days.js';

type Db = Kysely<Database>;

function roundsQuery(db: Db) {
  return db
    .selectFrom('game_rounds')
    .innerJoin('games', 'games.id', 'game_rounds.game_id')
    .innerJoin('game_providers', 'game_providers.id', 'games.provider_id')
    .select([
      'game_rounds.id as id',
      'game_rounds.provider as provider',
      'game_rounds.status as status',
      'game_rounds.stake_minor as stakeMinor',
      'game_rounds.refunded_minor as refundedMinor',
      'game_rounds.win_minor as winMinor',
      'game_rounds.started_at as startedAt',
      'game_rounds.detail as detail',
      'games.name as gameName',
      'game_providers.name as providerName',
    ]);
}
type RoundRow = Awaited<ReturnType<ReturnType<typeof roundsQuery>['execute']>>[number];

/** A round as the player reads it: the stake net of refunds, and what the round gave or took. */
function toRound(row: RoundRow): GameRound {
  // PostgreSQL answers bigint columns as strings.
  const stakeMinor = Number(row.stakeMinor) - Number(row.refundedMinor);
  const winMinor = Number(row.winMinor);
  return {
    id: row.id,
    gameName: row.gameName,
    providerName: row.providerName,
    startedAt: row.startedAt,
    stake: minorToLira(stakeMinor),
    win: minorToLira(winMinor),
    net: minorToLira(winMinor - stakeMinor),
    status: row.status as GameRoundStatus,
  };
}

/** A page of the player's rounds started in the period, newest first, with the totals of the whole period. */
export async function gameHistory(db: Db, playerId: number, payload: GameHistoryPayload): Promise<GameHistoryData> {
  const { start, end } = periodOf(payload.from, payload.to, payload.timeZone);
  const rows = await roundsQuery(db)
    .where('game_rounds.player_id', '=', playerId)
    .where('game_rounds.started_at', '>=', start)
    .where('game_rounds.started_at', '<', end)
    .orderBy('game_rounds.started_at', 'desc')
    .orderBy('game_rounds.id', 'desc')
    .limit(payload.take)
    .offset(payload.skip)
    .execute();
  const sums = await db
    .selectFrom('game_rounds')
    .where('player_id', '=', playerId)
    .where('started_at', '>=', start)
    .where('started_at', '<', end)
    .select((eb) => [
      eb.fn.countAll<number>().as('count'),
      sql<number>`coalesce(sum(stake_minor - refunded_minor), 0)`.as('stake'),
      sql<number>`coalesce(sum(win_minor), 0)`.as('win'),
    ])
    .executeTakeFirstOrThrow();
  const stakeMinor = Number(sums.stake);
  const winMinor = Number(sums.win);
  return {
    items: rows.map(toRound),
    total: Number(sums.count),
    totals: { stake: minorToLira(stakeMinor), win: minorToLira(winMinor), net: minorToLira(winMinor - stakeMinor) },
  };
}

/** What our own game server reports with a round (the provably fair proof). */
const kasaProof = z.object({
  serverSeedHash: z.string().min(1),
  clientSeed: z.string(),
  nonce: z.number().int(),
  roundId: z.union([z.string().min(1), z.number()]),
});

function fairnessOf(provider: string, detail: string | null): GameRoundDetail['fairness'] {
  if (provider !== 'kasa' || !detail) return null;
  let json: unknown;
  try {
    json = JSON.parse(detail);
  } catch {
    return null;
  }
  const proof = kasaProof.safeParse(json);
  if (!proof.success) return null;
  const { serverSeedHash, clientSeed, nonce, roundId } = proof.data;
  return { serverSeedHash, clientSeed, nonce, verifyUrl: `/games/kasa/verify?round=${encodeURIComponent(String(roundId))}` };
}

/**
 * One of the player's rounds with its transactions and, for our own games, its proof. Another player's round
 * answers exactly as an unknown id does, so ids cannot be probed.
 */
export async function gameRoundDetail(db: Db, playerId: number, roundId: number): Promise<Outcome<GameRoundDetail>> {
  const row = await roundsQuery(db).where('game_rounds.id', '=', roundId).where('game_rounds.player_id', '=', playerId).executeTakeFirst();
  // Until server/http/reasons.ts has a 'round_not_found' reason (404, "This round was not found").
  if (!row) return refused('round_not_found');
  const transactions = await db
    .selectFrom('game_transactions')
    .select(['kind', 'amount_minor', 'created_at', 'transaction_ref', 'status'])
    .where('round_id', '=', row.id)
    .orderBy('id')
    .execute();
  return done({
    ...toRound(row),
    transactions: transactions.map((t) => ({
      kind: t.kind,
      amount: minorToLira(Number(t.amount_minor)),
      at: t.created_at,
      reference: t.transaction_ref,
      status: t.status,
    })),
    fairness: fairnessOf(row.provider, row.detail),
  });
}
