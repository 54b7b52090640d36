import type * as z from 'zod';
import type { slipSelection } from '../../contracts/sportsbook.js';
import type { Locale } from '../../i18n/locales.js';
import type { Selection } from '../modules/sports/wallet/types.js';
import { fixtureById, type Book } from './fixtures.js';
import { BookFailure } from './messages.js';
import { combinedOdds, currentOdds } from './odds.js';
import { eventName, marketName, outcomeName } from './present.js';
import type { StoredSelection } from './store.js';

export interface CheckedSlip {
  selections: StoredSelection[];
  /** As the operator's wallet is told of them (names in the page's language). */
  described: Selection[];
  oddsX1000: number;
}

/**
 * A slip against the book as it stands: every selection offered and not suspended, at most one per fixture, and its
 * odds the current ones (or taken as they are now when the player accepts odds changes).
 */
export function checkSlip(book: Book, nowMs: number, slip: Array<z.infer<typeof slipSelection>>, acceptOddsChanges: boolean, locale: Locale): CheckedSlip {
  const seen = new Set<string>();
  const selections: StoredSelection[] = [];
  const described: Selection[] = [];
  for (const s of slip) {
    if (seen.has(s.fixtureId)) throw new BookFailure('invalid', 'sportsbook.error.oneSelectionPerFixture');
    seen.add(s.fixtureId);
    const fixture = fixtureById(book, s.fixtureId);
    const now = fixture ? currentOdds(fixture, nowMs, s.market, s.outcome) : null;
    if (!fixture || !now) throw new BookFailure('suspended', 'sportsbook.error.closed');
    if (now.suspended) throw new BookFailure('suspended', 'sportsbook.error.suspended');
    if (now.oddsX1000 !== s.oddsX1000 && !acceptOddsChanges) throw new BookFailure('odds_changed', 'sportsbook.error.oddsChanged');
    selections.push({ fixtureId: s.fixtureId, market: s.market, outcome: s.outcome, oddsX1000: now.oddsX1000 });
    described.push({ event: eventName(fixture), market: marketName(fixture, s.market, locale), pick: outcomeName(fixture, s.market, s.outcome, locale), oddsX1000: now.oddsX1000 });
  }
  return { selections, described, oddsX1000: combinedOdds(selections.map((s) => s.oddsX1000)) };
}

/** Stored selections as the operator's wallet is told of them. */
export function describeSelections(book: Book, selections: StoredSelection[], locale: Locale): Selection[] {
  return selections.map((s) => {
    const fixture = fixtureById(book, s.fixtureId);
    if (!fixture) return { event: s.fixtureId, market: s.market, pick: s.outcome, oddsX1000: s.oddsX1000 };
    return { event: eventName(fixture), market: marketName(fixture, s.market, locale), pick: outcomeName(fixture, s.market, s.outcome, locale), oddsX1000: s.oddsX1000 };
  });
}
