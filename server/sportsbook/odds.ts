import { remainingShare, stateAt } from './live.js';
import { chances } from './model.js';
import type { FixtureModel, FixtureState, MarketKey } from './types.js';

/**
 * The book's margin: odds = (1 − void chance) / (win chance × 1.05), so the implied probabilities (1 / odds) of a
 * market's outcomes add up to 1.05 (double chance covers each result twice: 2 × 1.05).
 */
export const MARGIN = 0.05;
export const MARGIN_PERCENT = MARGIN * 100;

/** A market whose odds would fall below 1.01 or above 500 is not offered (decided, or nearly so). */
const MIN_ODDS = 1.01;
const MAX_ODDS = 500;

export interface PricedMarket {
  key: MarketKey;
  outcomes: Array<{ key: string; oddsX1000: number }>;
}

export const toOdds = (win: number, push: number) => (1 - push) / (win * (1 + MARGIN));

/** The markets offered on a fixture as it stands: none once it finished. */
export function priceMarkets(fixture: FixtureModel, state: FixtureState): PricedMarket[] {
  if (state.phase === 'finished') return [];
  const priced: PricedMarket[] = [];
  for (const market of chances(fixture, state, remainingShare(fixture, state))) {
    const odds = market.outcomes.map((o) => (o.win > 0 ? toOdds(o.win, o.push) : Infinity));
    if (odds.some((o) => !(o >= MIN_ODDS && o <= MAX_ODDS))) continue;
    // In hundredths, as the book's page and the player's Sports Bets show them: a single shown at 4,32 is 4.32, not 4.323.
    priced.push({ key: market.key, outcomes: market.outcomes.map((o, i) => ({ key: o.key, oddsX1000: Math.round(odds[i]! * 100) * 10 })) });
  }
  return priced;
}

/** The odds of one outcome now, or null when it is not offered (finished, decided, unknown). */
export function currentOdds(fixture: FixtureModel, nowMs: number, market: MarketKey, outcome: string): { oddsX1000: number; suspended: boolean } | null {
  const state = stateAt(fixture, nowMs);
  const found = priceMarkets(fixture, state).find((m) => m.key === market)?.outcomes.find((o) => o.key === outcome);
  return found ? { oddsX1000: found.oddsX1000, suspended: state.suspended } : null;
}

/** A combination's odds: the product of its selections', × 1000, rounded down. */
export const combinedOdds = (oddsX1000: number[]) => Math.floor(oddsX1000.reduce((product, o) => product * (o / 1000), 1) * 1000 + 1e-6);
