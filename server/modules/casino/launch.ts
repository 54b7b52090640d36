import type { FastifyBaseLogger } from 'fastify';
import type { GameProvider } from '../../../contracts/enums.js';
import type { Db } from '../../db/index.js';
import { refused, type Outcome } from '../outcome.js';
import { createGameSession } from './wallet/service.js';
import { mayBet } from './wallet/records.js';
import { excludedRefusal } from '../limits/texts.js';
import type { ProviderAdapter } from './providers/types.js';

export interface LaunchAsk {
  providerName: GameProvider;
  code: string;
  /** SoftGamings names the game by system + page code, EveryMatrix by code + product. */
  system?: string;
  productId?: number;
  platform: 1 | 2;
  language: 'tr' | 'en';
  lobbyUrl: string;
  playerId: number;
  sessionId: number | null;
  ip: string;
}

export interface LaunchDeps {
  db: Db;
  adapters: ReadonlyMap<GameProvider, ProviderAdapter>;
  now: () => Date;
  sessionHours: number;
  log: FastifyBaseLogger;
}

async function findGame(db: Db, ask: LaunchAsk) {
  let query = db.kysely
    .selectFrom('games')
    .innerJoin('game_providers', 'game_providers.id', 'games.provider_id')
    .select(['games.id', 'games.game_code', 'games.name', 'games.system', 'games.product_id', 'games.engine'])
    .where('game_providers.name', '=', ask.providerName)
    .where('games.game_code', '=', ask.code)
    .where('games.enabled', '=', 1);
  if (ask.system !== undefined) query = query.where('games.system', '=', ask.system);
  if (ask.productId !== undefined) query = query.where('games.product_id', '=', ask.productId);
  return query.executeTakeFirst();
}

/**
 * A player opens a game: a fresh game-session token, then the provider's launch call through its adapter. The
 * answer is what the frame shows (a URL, or SoftGamings' HTML). A blocked or self-excluded player gets no game.
 */
export async function launchGame(deps: LaunchDeps, ask: LaunchAsk): Promise<Outcome<string>> {
  const { db, now } = deps;
  const game = await findGame(db, ask);
  const adapter = deps.adapters.get(ask.providerName);
  if (!game || !adapter) return refused('game_not_found');
  // An excluded player is told until when (they may still withdraw and read their history); a blocked one to call us.
  const excluded = await excludedRefusal(db.kysely, ask.playerId, now(), ask.language);
  if (excluded) return excluded;
  if (!(await mayBet(db.kysely, ask.playerId, now()))) return refused('player_blocked');
  const player = await db.kysely.selectFrom('players').select(['username']).where('id', '=', ask.playerId).executeTakeFirstOrThrow();
  const token = await createGameSession(db.kysely, {
    playerId: ask.playerId,
    sessionId: ask.sessionId,
    gameId: game.id,
    provider: adapter.key,
    currency: 'TRY',
    locale: ask.language,
    platform: ask.platform,
    now: now(),
    hours: deps.sessionHours,
  });
  const result = await adapter
    .launch({
      player: { id: ask.playerId, username: player.username, currency: 'TRY', country: 'TR' },
      game: { id: game.id, code: game.game_code, name: game.name, system: game.system, productId: game.product_id, providerName: ask.providerName, engine: game.engine },
      token,
      platform: ask.platform,
      language: ask.language,
      lobbyUrl: ask.lobbyUrl,
      ip: ask.ip,
    })
    .catch((error: unknown) => ({ ok: false as const, detail: String(error) }));
  if (!result.ok) {
    deps.log.warn({ provider: adapter.key, game: game.game_code, detail: result.detail }, 'game launch failed');
    return refused('game_launch_failed');
  }
  return { ok: true, value: result.data };
}
