import { configure, render } from '@testing-library/react';
import type { BookBet, Fixture } from '../../contracts/sportsbook';
import { BookApp } from '../../src/sportsbook/app';
import type { BookConfig } from '../../src/sportsbook/config';
import { fakeJsonServer, type Answer, type Routes, type SeenRequest } from './fake-json-server';

// Two shared cores: the first render of a file can take more than the default second.
configure({ asyncUtilTimeout: 5_000 });

export const TOKEN = 'sb-token-0001';
export const API = '/sportsbook/api';

export const bookConfig = (overrides: Partial<BookConfig> = {}): BookConfig => ({
  partner: 'betsy',
  token: TOKEN,
  lang: 'tr',
  page: 'main',
  apiBase: API,
  ...overrides,
});

const outcome = (key: string, name: string, oddsX1000: number, suspended = false) => ({ key, name, oddsX1000, suspended });

/** A football match with the book's five markets; odds as given for 1X2. */
export function footballFixture(overrides: Partial<Fixture> & { odds?: [number, number, number] } = {}): Fixture {
  const { odds = [2_100, 3_400, 3_250], ...rest } = overrides;
  return {
    id: 'f-1',
    sport: 'football',
    league: 'Süper Lig',
    home: 'Galatasaray',
    away: 'Fenerbahçe',
    startsAt: '2025-06-01T17:00:00.000Z',
    live: null,
    finished: false,
    markets: [
      { key: '1x2', name: 'Maç Sonucu', outcomes: [outcome('1', '1', odds[0]), outcome('X', 'X', odds[1]), outcome('2', '2', odds[2])] },
      { key: 'dc', name: 'Çifte Şans', outcomes: [outcome('1X', '1X', 1_300), outcome('12', '12', 1_280), outcome('X2', 'X2', 1_650)] },
      { key: 'ou25', name: '2,5 Alt/Üst', outcomes: [outcome('over', 'Üst', 1_850), outcome('under', 'Alt', 1_950)] },
      { key: 'btts', name: 'Karşılıklı Gol', outcomes: [outcome('yes', 'Var', 1_750), outcome('no', 'Yok', 2_000)] },
      { key: 'ah', name: 'Handikap (-1)', outcomes: [outcome('1', '1 (-1)', 3_600), outcome('2', '2 (+1)', 1_280)] },
    ],
    ...rest,
  };
}

export const bookBet = (overrides: Partial<BookBet> = {}): BookBet => ({
  id: 'b-1',
  placedAt: '2025-06-01T12:00:00.000Z',
  stakeMinor: 5_000,
  oddsX1000: 2_100,
  potentialWinMinor: 10_500,
  status: 'open',
  settledMinor: 0,
  cashOutMinor: 4_730,
  selections: [{ fixtureId: 'f-1', event: 'Galatasaray – Fenerbahçe', market: 'Maç Sonucu', pick: '1', oddsX1000: 2_100, result: 'pending' }],
  ...overrides,
});

export type { SeenRequest };
export type BookRoutes = Routes;
export const ok = (body: unknown): Answer => ({ status: 200, body });
export const refused = (status: number, code: string, message: string): Answer => ({ status, body: { code, message } });
export const fixturesAnswer = (fixtures: Fixture[]) => ok({ fixtures, serverTime: '2025-06-01T12:00:00.000Z', marginPercent: 5 });

/** The book's server behind `fetch`, keyed `METHOD path` (`POST bets`); an unknown route answers 404. */
export const fakeBookServer = (routes: BookRoutes) => fakeJsonServer(API, routes, refused(404, 'not_found', 'yok'));

export function renderBook(config: BookConfig, server: ReturnType<typeof fakeBookServer>) {
  return render(<BookApp config={config} fetcher={server.fetcher} />);
}

/** What the page told its parent (the site), parsed from the JSON strings it posted. */
export function parentMessages(spy: { mock: { calls: unknown[][] } }): unknown[] {
  return spy.mock.calls.map(([data]) => JSON.parse(String(data)));
}
