import { bookNow } from './clock.js';
import type { BookDeps } from './deps.js';
import { bookAt } from './draws.js';
import { fixtureById, type Book } from './fixtures.js';
import { BookFailure } from './messages.js';
import { currentOdds, MARGIN } from './odds.js';
import { reportSettlement, selectionState } from './settle.js';
import { moveBet, type SbBet } from './store.js';

/**
 * What cashing out pays now: stake × placed odds / current odds × (1 − margin), where the current odds are the
 * product of the undecided selections' odds now (a won or void selection counts 1.00). None when a selection lost,
 * every match is over (the settlement pays), or a market is suspended or no longer offered.
 */
export function cashOutValue(book: Book, bet: Pick<SbBet, 'status' | 'selections' | 'stakeMinor' | 'oddsX1000'>, nowMs: number): number | null {
  if (bet.status !== 'open') return null;
  let current = 1;
  let undecided = 0;
  for (const s of bet.selections) {
    const state = selectionState(book, s, nowMs);
    if (state === 'lost') return null;
    if (state !== 'pending') continue;
    const fixture = fixtureById(book, s.fixtureId);
    const odds = fixture ? currentOdds(fixture, nowMs, s.market, s.outcome) : null;
    if (!odds || odds.suspended) return null;
    current *= odds.oddsX1000 / 1000;
    undecided++;
  }
  if (undecided === 0) return null;
  // Rounded down, but not below what exact arithmetic gives (4000 × 1.5 × 0.95 / 1.5 is 3799.9999… in floating point).
  return Math.floor((bet.stakeMinor * (bet.oddsX1000 / 1000) * (1 - MARGIN)) / current + 1e-6);
}

/** Cashes an open bet out at the value the player saw; a different value now refuses (the page shows the new one). */
export async function cashOut(deps: BookDeps, bet: SbBet, valueMinor: number): Promise<SbBet> {
  const nowMs = await bookNow(deps.db, deps.now());
  const value = cashOutValue(await bookAt(deps, nowMs, bet.selections.map((s) => s.fixtureId)), bet, nowMs);
  if (value === null) throw new BookFailure('suspended', 'sportsbook.error.cashOutUnavailable');
  if (value !== valueMinor) throw new BookFailure('odds_changed', 'sportsbook.error.oddsChanged');
  if (!(await moveBet(deps.db, bet.id, 'open', { status: 'cashed_out', settledMinor: value }))) throw new BookFailure('suspended', 'sportsbook.error.cashOutUnavailable');
  const cashed: SbBet = { ...bet, status: 'cashed_out', settledMinor: value };
  // Not acknowledged now: the sweep reports it again until the operator does.
  await reportSettlement(deps, cashed);
  return cashed;
}
