import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database, GameRoundRow, GameTransactionKind, GameTransactionRow } from '../../../db/schema.js';
import { preparedWrite } from '../../../db/prepared.js';
import type { ProviderKey } from './types.js';

type Db = Kysely<Database>;

/** What makes a retry the same request: the same transaction id with other fields is a different one. */
export const requestHash = (fields: ReadonlyArray<string | number | boolean | null | undefined>) =>
  createHash('sha256').update(JSON.stringify(fields)).digest('base64url');

const NUMERIC = ['amount_minor', 'cash_minor', 'bonus_minor', 'balance_after_minor'] as const;
const ROUND_NUMERIC = ['stake_minor', 'bonus_stake_minor', 'win_minor', 'refunded_minor'] as const;

// PostgreSQL answers bigint columns as strings.
function transactionOf(row: GameTransactionRow | undefined): GameTransactionRow | null {
  if (!row) return null;
  const out = { ...row };
  for (const key of NUMERIC) out[key] = Number(row[key]);
  return out;
}
function roundOf(row: GameRoundRow | undefined): GameRoundRow | null {
  if (!row) return null;
  const out = { ...row };
  for (const key of ROUND_NUMERIC) out[key] = Number(row[key]);
  return out;
}

const byRef = preparedWrite((db: Db, provider: string, ref: string) =>
  db.selectFrom('game_transactions').selectAll().where('provider', '=', provider).where('transaction_ref', '=', ref),
);
// The transaction under this id, and any rollback that named it first: one statement for both (every callback asks).
// Two whole index lookups joined by OR (SQLite plans each side on its own index only when OR is the top term).
const byRefOrTarget = preparedWrite((db: Db, provider: string, ref: string, provider2: string, target: string) =>
  db
    .selectFrom('game_transactions')
    .selectAll()
    .where((eb) =>
      eb.or([
        eb.and([eb('provider', '=', provider), eb('transaction_ref', '=', ref)]),
        eb.and([eb('provider', '=', provider2), eb('target_ref', '=', target), eb('kind', '=', 'rollback')]),
      ]),
    ),
);
const roundByRef = preparedWrite((db: Db, provider: string, ref: string) =>
  db.selectFrom('game_rounds').selectAll().where('provider', '=', provider).where('round_ref', '=', ref),
);
const appliedBetOfRound = preparedWrite((db: Db, roundId: number) =>
  db.selectFrom('game_transactions').selectAll().where('round_id', '=', roundId).where('kind', '=', 'bet').where('status', '=', 'applied').orderBy('id').limit(1),
);
const bettingState = preparedWrite((db: Db, playerId: number) =>
  db.selectFrom('players').select(['blocked_at', 'self_excluded_until']).where('id', '=', playerId),
);

// A round opens on its first transaction; a later one finds it (nothing inserted, nothing returned).
const insertRound = preparedWrite((db: Db, provider: string, roundRef: string, playerId: number, gameId: number, status: string, at: string, at2: string, detail: string | null) =>
  db
    .insertInto('game_rounds')
    .values({ provider, round_ref: roundRef, player_id: playerId, game_id: gameId, status: status as 'open', started_at: at, updated_at: at2, detail })
    .onConflict((oc) => oc.columns(['provider', 'round_ref']).doNothing())
    .returningAll(),
);
const insertTransaction = preparedWrite(
  (db: Db, provider: string, ref: string, roundId: number, playerId: number, kind: string, amount: number, cash: number, bonus: number, target: string | null, hash: string, after: number, at: string) =>
    db.insertInto('game_transactions').values({
      provider, transaction_ref: ref, round_id: roundId, player_id: playerId, kind: kind as 'bet', amount_minor: amount, cash_minor: cash, bonus_minor: bonus,
      status: 'applied', target_ref: target, request_hash: hash, balance_after_minor: after, created_at: at,
    }),
);
const addStake = preparedWrite((db: Db, stake: number, bonusStake: number, at: string, roundId: number) =>
  db.updateTable('game_rounds').set((eb) => ({ stake_minor: eb('stake_minor', '+', stake), bonus_stake_minor: eb('bonus_stake_minor', '+', bonusStake), updated_at: at })).where('id', '=', roundId),
);

export const transactionByRef = async (db: Db, provider: ProviderKey, ref: string) => transactionOf((await byRef(db, provider, ref)).rows[0]);

/** The transaction with this id (a retry), and whether a rollback named it before it came. */
export async function earlierOf(db: Db, provider: ProviderKey, ref: string): Promise<{ earlier: GameTransactionRow | null; rolledBackFirst: boolean }> {
  const rows = (await byRefOrTarget(db, provider, ref, provider, ref)).rows;
  return {
    earlier: transactionOf(rows.find((row) => row.transaction_ref === ref)),
    rolledBackFirst: rows.some((row) => row.kind === 'rollback' && row.target_ref === ref),
  };
}
export const roundByProviderRef = async (db: Db, provider: ProviderKey, ref: string) => roundOf((await roundByRef(db, provider, ref)).rows[0]);
export const firstAppliedBet = async (db: Db, roundId: number) => transactionOf((await appliedBetOfRound(db, roundId)).rows[0]);

/** A blocked or self-excluded player places no bets. */
export async function mayBet(db: Db, playerId: number, now: Date): Promise<boolean> {
  const row = (await bettingState(db, playerId)).rows[0];
  if (!row || row.blocked_at) return false;
  return !row.self_excluded_until || row.self_excluded_until <= now.toISOString();
}

export interface RoundKey {
  provider: ProviderKey;
  roundRef: string;
  playerId: number;
  gameId: number;
  now: Date;
  detail?: unknown;
}

/** The round, opened on its first transaction; null when the id belongs to another player's round. */
export async function roundFor(db: Db, key: RoundKey, status: 'open' | 'cancelled' = 'open'): Promise<GameRoundRow | null> {
  const at = key.now.toISOString();
  const opened = (await insertRound(db, key.provider, key.roundRef, key.playerId, key.gameId, status, at, at, key.detail === undefined ? null : JSON.stringify(key.detail))).rows[0];
  if (opened) return roundOf(opened);
  const found = await roundByProviderRef(db, key.provider, key.roundRef);
  return found && found.player_id === key.playerId ? found : null;
}

export interface RoundChange {
  stakeMinor?: number;
  bonusStakeMinor?: number;
  winMinor?: number;
  refundedMinor?: number;
  status?: 'closed' | 'cancelled';
  detail?: unknown;
  now: Date;
}

export async function changeRound(db: Db, roundId: number, change: RoundChange): Promise<void> {
  if (change.winMinor === undefined && change.refundedMinor === undefined && change.status === undefined && change.detail === undefined) {
    await addStake(db, change.stakeMinor ?? 0, change.bonusStakeMinor ?? 0, change.now.toISOString(), roundId);
    return;
  }
  await db
    .updateTable('game_rounds')
    .set((eb) => ({
      stake_minor: eb('stake_minor', '+', change.stakeMinor ?? 0),
      bonus_stake_minor: eb('bonus_stake_minor', '+', change.bonusStakeMinor ?? 0),
      win_minor: eb('win_minor', '+', change.winMinor ?? 0),
      refunded_minor: eb('refunded_minor', '+', change.refundedMinor ?? 0),
      updated_at: change.now.toISOString(),
      ...(change.status ? { status: change.status } : {}),
      ...(change.detail !== undefined ? { detail: JSON.stringify(change.detail) } : {}),
    }))
    .where('id', '=', roundId)
    .execute();
}

export interface NewTransaction {
  provider: ProviderKey;
  transactionRef: string;
  roundId: number;
  playerId: number;
  kind: GameTransactionKind;
  amountMinor: number;
  cashMinor: number;
  bonusMinor: number;
  targetRef?: string;
  hash: string;
  balanceAfterMinor: number;
  now: Date;
}

export async function recordTransaction(db: Db, t: NewTransaction): Promise<void> {
  await insertTransaction(db, t.provider, t.transactionRef, t.roundId, t.playerId, t.kind, t.amountMinor, t.cashMinor, t.bonusMinor, t.targetRef ?? null, t.hash, t.balanceAfterMinor, t.now.toISOString());
}

export async function markRolledBack(db: Db, transactionId: number): Promise<void> {
  await db.updateTable('game_transactions').set({ status: 'rolled_back' }).where('id', '=', transactionId).execute();
}
