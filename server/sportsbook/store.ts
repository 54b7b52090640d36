import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database, SbBetsTable } from '../db/schema.js';
import type { MarketKey, ScoreEvent } from './types.js';
import type { PartnerKey } from './wallet-port.js';

type Db = Kysely<Database>;
export type SbStatus = SbBetsTable['status'];
export const FINAL: SbStatus[] = ['won', 'lost', 'void', 'cashed_out'];

export interface StoredSelection {
  fixtureId: string;
  market: MarketKey;
  outcome: string;
  oddsX1000: number;
}

export interface SbBet {
  id: number;
  publicId: string;
  partner: PartnerKey;
  playerRef: string;
  token: string;
  selections: StoredSelection[];
  stakeMinor: number;
  oddsX1000: number;
  status: SbStatus;
  settledMinor: number;
  createdAt: string;
  settledAt: string | null;
}

type Row = Awaited<ReturnType<typeof selectBets>>[number];
const selectBets = (db: Db) => db.selectFrom('sb_bets').selectAll().execute();

const fromRow = (r: Row): SbBet => ({
  id: r.id, publicId: r.public_id, partner: r.partner, playerRef: r.player_ref, token: r.token, selections: JSON.parse(r.selections) as StoredSelection[],
  stakeMinor: Number(r.stake_minor), oddsX1000: r.odds_x1000, status: r.status, settledMinor: Number(r.settled_minor), createdAt: r.created_at, settledAt: r.settled_at,
});

export async function insertPending(db: Db, b: Omit<SbBet, 'id' | 'publicId' | 'status' | 'settledMinor' | 'settledAt'>): Promise<SbBet> {
  const publicId = `sb-${randomBytes(9).toString('base64url')}`;
  const row = await db
    .insertInto('sb_bets')
    .values({ public_id: publicId, partner: b.partner, player_ref: b.playerRef, token: b.token, selections: JSON.stringify(b.selections), stake_minor: b.stakeMinor, odds_x1000: b.oddsX1000, status: 'pending', created_at: b.createdAt, settled_at: null })
    .returningAll()
    .executeTakeFirstOrThrow();
  return fromRow(row);
}

/** Moves a bet on only from the status it was read in: of two processes (or a cash-out and the sweep), one wins. */
export async function moveBet(db: Db, id: number, from: SbStatus, to: { status: SbStatus; settledMinor?: number }): Promise<boolean> {
  const result = await db
    .updateTable('sb_bets')
    .set({ status: to.status, ...(to.settledMinor === undefined ? {} : { settled_minor: to.settledMinor }) })
    .where('id', '=', id)
    .where('status', '=', from)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function markAcknowledged(db: Db, id: number, at: Date): Promise<void> {
  await db.updateTable('sb_bets').set({ settled_at: at.toISOString() }).where('id', '=', id).where('settled_at', 'is', null).execute();
}

export async function betByPublicId(db: Db, publicId: string): Promise<SbBet | null> {
  const row = await db.selectFrom('sb_bets').selectAll().where('public_id', '=', publicId).executeTakeFirst();
  return row ? fromRow(row) : null;
}

export async function playerBets(db: Db, partner: PartnerKey, playerRef: string, limit = 100): Promise<SbBet[]> {
  const rows = await db.selectFrom('sb_bets').selectAll().where('partner', '=', partner).where('player_ref', '=', playerRef).where('status', '!=', 'failed').orderBy('id', 'desc').limit(limit).execute();
  return rows.map(fromRow);
}

export async function betsIn(db: Db, status: SbStatus, limit: number, options: { createdBefore?: string; unacknowledged?: boolean } = {}): Promise<SbBet[]> {
  let query = db.selectFrom('sb_bets').selectAll().where('status', '=', status);
  if (options.createdBefore) query = query.where('created_at', '<', options.createdBefore);
  if (options.unacknowledged) query = query.where('settled_at', 'is', null);
  return (await query.orderBy('id').limit(limit).execute()).map(fromRow);
}

// ---- What happened in each match: drawn at kick-off, kept so every process and restart agrees ---------------------

/** The stored events of these fixtures (of the schedule `book`), by fixture id. */
export async function drawnEvents(db: Db, book: string, fixtureIds: string[]): Promise<Map<string, ScoreEvent[]>> {
  const found = new Map<string, ScoreEvent[]>();
  if (fixtureIds.length === 0) return found;
  const rows = await db.selectFrom('sb_outcomes').select(['fixture_id', 'events']).where('book', '=', book).where('fixture_id', 'in', fixtureIds).execute();
  for (const row of rows) found.set(row.fixture_id, JSON.parse(row.events) as ScoreEvent[]);
  return found;
}

/** Keeps a fixture's draw unless one is already kept: of two processes drawing at once, the first one's stands. */
export async function keepDraw(db: Db, book: string, fixtureId: string, events: ScoreEvent[], at: Date): Promise<void> {
  await db
    .insertInto('sb_outcomes')
    .values({ book, fixture_id: fixtureId, events: JSON.stringify(events), drawn_at: at.toISOString() })
    .onConflict((oc) => oc.columns(['book', 'fixture_id']).doNothing())
    .execute();
}
