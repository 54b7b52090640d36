import { bookNow } from './clock.js';
import type { BookDeps } from './deps.js';
import { bookAt } from './draws.js';
import { fixtureById, type Book } from './fixtures.js';
import { stateAt } from './live.js';
import { combinedOdds } from './odds.js';
import { resultOf, type SelectionResult } from './results.js';
import { markAcknowledged, moveBet, type SbBet, type SbStatus, type StoredSelection } from './store.js';
import type { SettleResult } from './wallet-port.js';

export type SelectionState = SelectionResult | 'pending';

/** A selection's result once its fixture finished on the book's clock, else pending. */
export function selectionState(book: Book, s: StoredSelection, nowMs: number): SelectionState {
  const fixture = fixtureById(book, s.fixtureId);
  if (!fixture) return 'void';
  return stateAt(fixture, nowMs).phase === 'finished' ? resultOf(fixture, s.market, s.outcome) : 'pending';
}

export interface Settlement {
  status: Extract<SbStatus, 'won' | 'lost' | 'void'>;
  amountMinor: number;
}

/**
 * What a bet pays, once it is decided: a lost selection loses it at once; otherwise, when every fixture finished,
 * stake × the product of the won selections' odds (a void selection counts 1.00); all void returns the stake.
 */
export function settlementOf(book: Book, bet: Pick<SbBet, 'selections' | 'stakeMinor'>, nowMs: number): Settlement | null {
  const states = bet.selections.map((s) => selectionState(book, s, nowMs));
  if (states.includes('lost')) return { status: 'lost', amountMinor: 0 };
  if (states.includes('pending')) return null;
  if (states.every((s) => s === 'void')) return { status: 'void', amountMinor: bet.stakeMinor };
  // The same rounding as the bet's own odds: a combination that wins in full pays exactly its potential win.
  const oddsX1000 = combinedOdds(bet.selections.filter((_, i) => states[i] === 'won').map((s) => s.oddsX1000));
  return { status: 'won', amountMinor: Math.floor((bet.stakeMinor * oddsX1000) / 1000) };
}

const RESULT: Record<'won' | 'lost' | 'void' | 'cashed_out', SettleResult> = { won: 'won', lost: 'lost', void: 'refunded', cashed_out: 'cashed_out' };

/** Tells the operator what a decided bet pays; true once acknowledged (the sweep asks again until then). */
export async function reportSettlement(deps: BookDeps, bet: SbBet): Promise<boolean> {
  if (bet.status !== 'won' && bet.status !== 'lost' && bet.status !== 'void' && bet.status !== 'cashed_out') return false;
  const acknowledged = await deps.wallets[bet.partner].settle({ token: bet.token, playerRef: bet.playerRef, transactionId: bet.publicId, amountMinor: bet.settledMinor, result: RESULT[bet.status] });
  if (acknowledged) await markAcknowledged(deps.db, bet.id, deps.now());
  return acknowledged;
}

/** Settles an open bet if it is decided: the outcome is recorded first (one writer wins), then reported. */
export async function settleIfDecided(deps: BookDeps, bet: SbBet): Promise<boolean> {
  if (bet.status !== 'open') return false;
  const nowMs = await bookNow(deps.db, deps.now());
  const settlement = settlementOf(await bookAt(deps, nowMs, bet.selections.map((s) => s.fixtureId)), bet, nowMs);
  if (!settlement) return false;
  if (!(await moveBet(deps.db, bet.id, 'open', { status: settlement.status, settledMinor: settlement.amountMinor }))) return false;
  await reportSettlement(deps, { ...bet, status: settlement.status, settledMinor: settlement.amountMinor });
  return true;
}
