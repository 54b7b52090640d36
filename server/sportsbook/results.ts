import type { FixtureModel, MarketKey } from './types.js';

export type SelectionResult = 'won' | 'lost' | 'void';

/** How a selection ends, from the fixture's final score alone (an Asian handicap that lands exactly is void). */
export function resultOf(fixture: FixtureModel, market: MarketKey, outcome: string): SelectionResult {
  const [h, a] = fixture.final;
  const when = (won: boolean): SelectionResult => (won ? 'won' : 'lost');
  switch (market) {
    case '1x2':
      return when(outcome === (h > a ? '1' : h < a ? '2' : 'X'));
    case 'dc':
      return when(outcome.includes(h > a ? '1' : h < a ? '2' : 'X'));
    case 'ou25':
      return when(outcome === (h + a > 2.5 ? 'over' : 'under'));
    case 'btts':
      return when(outcome === (h > 0 && a > 0 ? 'yes' : 'no'));
    case 'ah': {
      const d = h - a + fixture.handicap;
      if (d === 0) return 'void';
      return when(outcome === (d > 0 ? '1' : '2'));
    }
  }
}
