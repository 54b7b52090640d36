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
const rollbackOf = preparedWrite((db: Db, provider: string, target: string) =>
  db.selectFrom('game_transactions').select('id').where('provider', '=', provider).where('target_ref', '=', target).where('kind', '=', 'rollback'),
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

export const transactionByRef = async (db: Db, provider: ProviderKey, ref: string) => transactionOf((await byRef(db, provider, ref)).rows[0]);
export const hasRollbackFor = async (db: Db, provider: ProviderKey, ref: string) => (await rollbackOf(db, provider, ref)).rows.length > 0;
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
  const found = await roundByProviderRef(db, key.provider, key.roundRef);
  if (found) return found.player_id === key.playerId ? found : null;
  const at = key.now.toISOString();
  const row = await db
    .insertInto('game_rounds')
    .values({
      provider: key.provider,
      round_ref: key.roundRef,
      player_id: key.playerId,
      game_id: key.gameId,
      status,
      started_at: at,
      updated_at: at,
      detail: key.detail === undefined ? null : JSON.stringify(key.detail),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return roundOf(row);
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
  await db
    .insertInto('game_transactions')
    .values({
      provider: t.provider,
      transaction_ref: t.transactionRef,
      round_id: t.roundId,
      player_id: t.playerId,
      kind: t.kind,
      amount_minor: t.amountMinor,
      cash_minor: t.cashMinor,
      bonus_minor: t.bonusMinor,
      status: 'applied',
      target_ref: t.targetRef ?? null,
      request_hash: t.hash,
      balance_after_minor: t.balanceAfterMinor,
      created_at: t.now.toISOString(),
    })
    .execute();
}

export async function markRolledBack(db: Db, transactionId: number): Promise<void> {
  await db.updateTable('game_transactions').set({ status: 'rolled_back' }).where('id', '=', transactionId).execute();
}
