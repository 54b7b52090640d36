import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { GameProvider } from '../../../../contracts/enums.js';
import type { Db } from '../../../db/index.js';
import type { ProviderKey } from '../wallet/types.js';

export type { ProviderKey };

/** What our launch route knows when a player opens a game. */
export interface LaunchRequest {
  player: { id: number; username: string; currency: string; country: string };
  game: { id: number; code: string; name: string; system: string; productId: number; providerName: GameProvider; engine: string };
  /** Our game-session token (the raw value: only its hash is stored). The provider carries it back in callbacks. */
  token: string;
  /** 1 desktop, 2 mobile (product §7). */
  platform: 1 | 2;
  language: 'tr' | 'en';
  lobbyUrl: string;
  ip: string;
}

export type LaunchResult =
  /** data: a launch URL, or for SoftGamings an HTML and script string (product §7). */
  | { ok: true; data: string }
  /** The provider refused or could not be reached; `detail` is logged, never shown. */
  | { ok: false; detail: string };

export interface CallbackDeps {
  db: Db;
  now: () => Date;
  log: FastifyBaseLogger;
}

/**
 * One game provider as we integrate it: how we ask for a launch URL (its launch API), and its seamless-wallet
 * callbacks (balance, bet, win, rollback), mounted under /api/providers/<key>. Real endpoints and keys come from the
 * environment; by default the adapter talks to the local simulator of that provider (server/games/simulators).
 */
export interface ProviderAdapter {
  key: ProviderKey;
  /** The catalogue's providerName it launches. */
  name: GameProvider;
  launch(request: LaunchRequest): Promise<LaunchResult>;
  /**
   * Registered inside a plugin with prefix /api/providers/<key> whose body parser keeps every body raw: `req.body`
   * is the Buffer as received (signatures are over the raw bytes); the adapter parses it.
   */
  callbacks(app: FastifyInstance, deps: CallbackDeps): Promise<void>;
}
