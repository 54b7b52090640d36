import type { FastifyInstance } from 'fastify';
import type { ProviderEnv } from '../../modules/casino/providers/env.js';
import { defaultTuning, type GameServerDeps, type GameServerTuning } from './deps.js';
import { framePageRoutes } from './pages.js';
import { gameApiRoutes } from './routes.js';
import { createSession } from './sessions.js';
import { scheduleSweep } from './sweep.js';
import type { WalletPort } from './wallet-port.js';

export type { GsSession, WalletPort, WalletAnswer } from './wallet-port.js';
export type { GameServerTuning } from './deps.js';
export { findGame, type CatalogueGame } from './catalogue.js';
export { sweepRounds } from './sweep.js';

export interface GameServerOptions {
  /** The provider key this game server plays for ('kasa', 'hub88', ...): its routes live under /games/<provider>. */
  provider: string;
  wallet: WalletPort;
  env: ProviderEnv;
  /** Retry waits and sweep timings (tests shorten them). */
  tuning?: Partial<GameServerTuning>;
}

/**
 * A game server: the frame page (`GET /games/<provider>/play?s=<session>`) and the API it calls
 * (contracts/games/api.ts), playing the catalogue entry's built-in engine with provably fair seeds and settling each
 * round through the provider's WalletPort (bet, then win; a bet that never gets through is rolled back).
 */
export async function registerGameServer(app: FastifyInstance, options: GameServerOptions): Promise<void> {
  const { provider, wallet, env } = options;
  const deps: GameServerDeps = { provider, wallet, db: env.db, now: env.now, log: env.log, tuning: { ...defaultTuning, ...options.tuning } };
  await app.register(
    async (scope) => {
      await framePageRoutes(scope, { provider, env });
      await scope.register(async (api) => gameApiRoutes(api, deps), { prefix: '/api' });
    },
    { prefix: `/games/${provider}` },
  );
  scheduleSweep(app, deps);
}

export interface OpenSession {
  provider: string;
  /** The operator's token from the launch call, carried back in every wallet call. */
  operatorToken: string;
  /** The operator's id of the player (as the provider's protocol names them). */
  playerRef: string;
  gameCode: string;
  currency: string;
  locale: 'tr' | 'en';
}

/** What a simulator does when it accepts a launch: a game-server session, and the frame URL (a path) that plays it. */
export async function openGameSession(env: ProviderEnv, session: OpenSession): Promise<{ publicId: string; url: string }> {
  const created = await createSession(env.db, session, env.now());
  return { publicId: created.publicId, url: `/games/${session.provider}/play?s=${created.publicId}` };
}
