import { render } from '@testing-library/react';
import type { RoundAnswer, SessionState } from '../../contracts/games/api';
import type { EngineId } from '../../contracts/games/engine';
import { FrameApp } from '../../src/game-frame/app';
import type { FrameConfig } from '../../src/game-frame/config';
import { fakeJsonServer, type Answer, type Routes, type SeenRequest } from './fake-json-server';

export const SESSION = 'gs-session-0001';
export const API = '/games/kasa/api';

export const frameConfig = (overrides: Partial<FrameConfig> = {}): FrameConfig => ({
  provider: 'kasa',
  session: SESSION,
  apiBase: API,
  locale: 'tr',
  mode: 'play',
  ...overrides,
});

const names: Record<EngineId, string> = { slot: 'Sultan Slot', roulette: 'Galata Rulet', dice: 'Boğaz Zar', crash: 'Kule Crash' };

export const sessionState = (engine: EngineId, overrides: Partial<SessionState> = {}): SessionState => ({
  game: { code: `kasa-${engine}`, name: names[engine], engine, imageUrl: '/media/x.webp', provider: 'Kasa Games' },
  currency: 'TRY',
  locale: 'tr',
  balanceMinor: 10_000,
  fairness: { serverSeedHash: 'ab'.repeat(32), clientSeed: 'player-seed', nonce: 7 },
  rtp: 0.96,
  volatility: 'high',
  openRoundId: null,
  ...overrides,
});

export const roundAnswer = (overrides: Partial<RoundAnswer> = {}): RoundAnswer => ({
  roundId: 'r-1',
  status: 'settled',
  betMinor: 100,
  winMinor: 0,
  balanceMinor: 9_900,
  nonce: 7,
  outcome: null,
  startedAt: new Date().toISOString(),
  serverTime: new Date().toISOString(),
  ...overrides,
});

export type { SeenRequest };
export type GameRoutes = Routes;

export const okAnswer = (body: unknown): Answer => ({ status: 200, body });

/** A game server behind `fetch`, keyed `METHOD path` (`POST play`); an unknown route answers 404. */
export const fakeGameServer = (routes: GameRoutes) => fakeJsonServer(API, routes, { status: 404, body: { error: 'not_found', message: 'yok' } });

export function renderFrame(config: FrameConfig, server: ReturnType<typeof fakeGameServer>) {
  return render(<FrameApp config={config} fetcher={server.fetcher} />);
}
