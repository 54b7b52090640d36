import type { Fixture } from '../../contracts/sportsbook.js';
import type { Locale } from '../../i18n/locales.js';
import { minuteOf, stateAt } from './live.js';
import { bookMessage } from './messages.js';
import { priceMarkets } from './odds.js';
import type { FixtureModel, MarketKey } from './types.js';

const signed = (line: number) => (line > 0 ? `+${line}` : line === 0 ? '0' : `${line}`);

export function marketName(f: FixtureModel, market: MarketKey, locale: Locale): string {
  if (market === 'ah') return bookMessage(locale, f.sport === 'tennis' ? 'sportsbook.market.setHandicap' : 'sportsbook.market.ah', { line: signed(f.handicap) });
  if (market === '1x2' && f.sport !== 'football') return bookMessage(locale, 'sportsbook.market.winner');
  return bookMessage(locale, `sportsbook.market.${market}`);
}

export function outcomeName(f: FixtureModel, market: MarketKey, outcome: string, locale: Locale): string {
  const teams = { home: f.home, away: f.away };
  const names: Record<string, string> = {
    '1x2:1': f.home,
    '1x2:X': bookMessage(locale, 'sportsbook.outcome.draw'),
    '1x2:2': f.away,
    'dc:1X': bookMessage(locale, 'sportsbook.outcome.homeOrDraw', teams),
    'dc:12': bookMessage(locale, 'sportsbook.outcome.homeOrAway', teams),
    'dc:X2': bookMessage(locale, 'sportsbook.outcome.drawOrAway', teams),
    'ou25:over': bookMessage(locale, 'sportsbook.outcome.over'),
    'ou25:under': bookMessage(locale, 'sportsbook.outcome.under'),
    'btts:yes': bookMessage(locale, 'sportsbook.outcome.yes'),
    'btts:no': bookMessage(locale, 'sportsbook.outcome.no'),
    'ah:1': `${f.home} ${signed(f.handicap)}`,
    'ah:2': `${f.away} ${signed(-f.handicap)}`,
  };
  return names[`${market}:${outcome}`] ?? outcome;
}

export const eventName = (f: FixtureModel) => `${f.home} - ${f.away}`;

/** A fixture as the book's page shows it at `nowMs`: the finished ones carry their final score (the published result). */
export function presentFixture(f: FixtureModel, nowMs: number, locale: Locale): Fixture {
  const state = stateAt(f, nowMs);
  return {
    id: f.id,
    sport: f.sport,
    league: f.league,
    home: f.home,
    away: f.away,
    startsAt: new Date(f.startMs).toISOString(),
    live: state.phase === 'prematch' ? null : { minute: Math.min(minuteOf(state), Math.ceil(f.durationSeconds / 60)), score: state.score, suspended: state.suspended },
    finished: state.phase === 'finished',
    markets: priceMarkets(f, state).map((m) => ({
      key: m.key,
      name: marketName(f, m.key, locale),
      outcomes: m.outcomes.map((o) => ({ key: o.key, name: outcomeName(f, m.key, o.key, locale), oddsX1000: o.oddsX1000, suspended: state.suspended })),
    })),
  };
}
