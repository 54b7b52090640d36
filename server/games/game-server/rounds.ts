import type { Kysely, Selectable } from 'kysely';
import type { EngineId, Outcome, RoundParams } from '../../../contracts/games/engine.js';
import type { Database, GsRoundsTable } from '../../db/schema.js';

type K = Kysely<Database>;

/**
 * A round's life in gs_rounds: 'open' (created with its nonce before the bet is sent; for instant games the outcome
 * and win are fixed at once, for crash the win once cashed out or crashed) → 'settled' (the win, or the 0 that closes a
 * lost round, was acknowledged) or 'void' (the bet was refused, or never got through and is rolled back). `settled_at`
 * is when the wallet acknowledged the end: a void round without it still owes the wallet its rollback.
 */
export type RoundRow = Selectable<GsRoundsTable>;

/** A crash round still running keeps only its crash point: `cashedOutAt` is written when it is decided. */
export type RunningCrash = { engine: 'crash'; crashAt: number };
export type StoredOutcome = Outcome | RunningCrash;

export const outcomeOf = (round: RoundRow) => JSON.parse(round.outcome) as StoredOutcome;
export const paramsOf = (round: RoundRow) => JSON.parse(round.params) as RoundParams;

export interface NewRound {
  provider: string;
  publicId: string;
  sessionId: number;
  gameCode: string;
  engine: EngineId;
  betMinor: number;
  winMinor: number;
  params: RoundParams;
  outcome: StoredOutcome;
  seedId: number;
  nonce: number;
  now: Date;
}

export async function insertRound(trx: K, round: NewRound): Promise<RoundRow> {
  return trx
    .insertInto('gs_rounds')
    .values({
      provider: round.provider,
      public_id: round.publicId,
      session_id: round.sessionId,
      game_code: round.gameCode,
      engine: round.engine,
      bet_minor: round.betMinor,
      win_minor: round.winMinor,
      params: JSON.stringify(round.params),
      outcome: JSON.stringify(round.outcome),
      seed_id: round.seedId,
      nonce: round.nonce,
      status: 'open',
      created_at: round.now.toISOString(),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function findRound(db: K, provider: string, publicId: string): Promise<RoundRow | null> {
  return (await db.selectFrom('gs_rounds').selectAll().where('provider', '=', provider).where('public_id', '=', publicId).executeTakeFirst()) ?? null;
}

export async function roundById(db: K, id: number): Promise<RoundRow> {
  return db.selectFrom('gs_rounds').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}

/** A crash round starts when its bet is taken: the curve is drawn from then. */
export async function markStarted(db: K, id: number, now: Date): Promise<void> {
  await db.updateTable('gs_rounds').set({ created_at: now.toISOString() }).where('id', '=', id).where('status', '=', 'open').execute();
}

/**
 * Fixes how an open crash round ended (its outcome with the cash-out, and the win), once: compare-and-set on the
 * stored outcome, so of two processes (or a cash-out racing the sweep) only the first decides. Null when it lost.
 */
export async function decideRound(db: K, round: RoundRow, outcome: Outcome, winMinor: number): Promise<RoundRow | null> {
  const row = await db
    .updateTable('gs_rounds')
    .set({ outcome: JSON.stringify(outcome), win_minor: winMinor })
    .where('id', '=', round.id)
    .where('status', '=', 'open')
    .where('outcome', '=', round.outcome)
    .returningAll()
    .executeTakeFirst();
  return row ?? null;
}

export async function markSettled(db: K, id: number, now: Date): Promise<void> {
  await db.updateTable('gs_rounds').set({ status: 'settled', settled_at: now.toISOString() }).where('id', '=', id).where('status', '=', 'open').execute();
}

/** `closed`: nothing is owed to the wallet (the bet was refused); otherwise its rollback is still to be acknowledged. */
export async function markVoid(db: K, id: number, now: Date, closed: boolean): Promise<boolean> {
  const done = await db
    .updateTable('gs_rounds')
    .set({ status: 'void', win_minor: 0, settled_at: closed ? now.toISOString() : null })
    .where('id', '=', id)
    .where('status', '=', 'open')
    .executeTakeFirst();
  return Number(done.numUpdatedRows) > 0;
}

export async function markRolledBack(db: K, id: number, now: Date): Promise<void> {
  await db.updateTable('gs_rounds').set({ settled_at: now.toISOString() }).where('id', '=', id).where('status', '=', 'void').where('settled_at', 'is', null).execute();
}

/** Rounds the sweep finishes: open ones older than `before`, and void ones whose rollback was never acknowledged. */
export async function unfinishedRounds(db: K, provider: string, before: Date, limit: number): Promise<RoundRow[]> {
  return db
    .selectFrom('gs_rounds')
    .selectAll()
    .where('provider', '=', provider)
    .where((eb) => eb.or([eb('status', '=', 'open'), eb.and([eb('status', '=', 'void'), eb('settled_at', 'is', null)])]))
    .where('created_at', '<', before.toISOString())
    .orderBy('id')
    .limit(limit)
    .execute();
}

export async function openCrashRound(db: K, sessionId: number): Promise<RoundRow | null> {
  const row = await db
    .selectFrom('gs_rounds')
    .selectAll()
    .where('session_id', '=', sessionId)
    .where('engine', '=', 'crash')
    .where('status', '=', 'open')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row ?? null;
}
