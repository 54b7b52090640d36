import type { BookBet } from '../../contracts/sportsbook.js';
import type { Locale } from '../../i18n/locales.js';
import { cashOutValue } from './cashout.js';
import { fixtureById, type Book } from './fixtures.js';
import { eventName, marketName, outcomeName } from './present.js';
import { selectionState } from './settle.js';
import type { SbBet } from './store.js';

/** A bet as the player's page lists it, at `nowMs` of the book's clock. */
export function viewBet(book: Book, bet: SbBet, nowMs: number, locale: Locale): BookBet {
  return {
    id: bet.publicId,
    placedAt: bet.createdAt,
    stakeMinor: bet.stakeMinor,
    oddsX1000: bet.oddsX1000,
    potentialWinMinor: Math.floor((bet.stakeMinor * bet.oddsX1000) / 1000),
    status: bet.status,
    settledMinor: bet.settledMinor,
    cashOutMinor: cashOutValue(book, bet, nowMs),
    selections: bet.selections.map((s) => {
      const fixture = fixtureById(book, s.fixtureId);
      const state = selectionState(book, s, nowMs);
      return {
        fixtureId: s.fixtureId,
        event: fixture ? eventName(fixture) : s.fixtureId,
        market: fixture ? marketName(fixture, s.market, locale) : s.market,
        pick: fixture ? outcomeName(fixture, s.market, s.outcome, locale) : s.outcome,
        oddsX1000: s.oddsX1000,
        result: state,
      };
    }),
  };
}
