import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.js';
import { hashToken } from '../../sessions/service.js';
import { preparedQuery } from '../../../db/prepared.js';
import { PROVIDER_KEYS, type GameSessionInfo, type ProviderKey } from './types.js';

type Db = Kysely<Database>;

export interface NewGameSession {
  playerId: number;
  /** The login session that launched the game: its end ends the game's bets. */
  sessionId: number | null;
  gameId: number;
  provider: ProviderKey;
  currency: string;
  locale: string;
  platform: number;
  now: Date;
  hours: number;
}

/** A launch: a fresh random token (only its hash is kept) the provider carries back in every wallet call. */
export async function createGameSession(db: Db, s: NewGameSession): Promise<string> {
  const token = randomBytes(24).toString('base64url');
  await db
    .insertInto('game_sessions')
    .values({
      token_hash: hashToken(token),
      player_id: s.playerId,
      session_id: s.sessionId,
      game_id: s.gameId,
      provider: s.provider,
      currency: s.currency,
      locale: s.locale,
      platform: s.platform,
      created_at: s.now.toISOString(),
      expires_at: new Date(s.now.getTime() + s.hours * 3_600_000).toISOString(),
    })
    .execute();
  return token;
}

const sessionByHash = preparedQuery((db: Db, tokenHash: string) =>
  db
    .selectFrom('game_sessions')
    .innerJoin('games', 'games.id', 'game_sessions.game_id')
    .leftJoin('sessions', 'sessions.id', 'game_sessions.session_id')
    .select([
      'game_sessions.id as id',
      'game_sessions.player_id as playerId',
      'game_sessions.game_id as gameId',
      'games.game_code as gameCode',
      'game_sessions.provider as provider',
      'game_sessions.currency as currency',
      'game_sessions.locale as locale',
      'game_sessions.expires_at as expiresAt',
      'sessions.ended_at as loginEndedAt',
    ])
    .where('game_sessions.token_hash', '=', tokenHash),
);

const isProviderKey = (value: string): value is ProviderKey => (PROVIDER_KEYS as readonly string[]).includes(value);

/** The game session behind a raw launch token of this provider, or null when unknown (or another provider's). */
export async function resolveGameSession(db: Db, provider: ProviderKey, token: string, now: Date): Promise<GameSessionInfo | null> {
  if (token.length === 0 || token.length > 255) return null;
  const row = (await sessionByHash(db, hashToken(token)))[0];
  if (!row || row.provider !== provider || !isProviderKey(row.provider)) return null;
  return {
    gameSessionId: row.id,
    playerId: row.playerId,
    gameId: row.gameId,
    gameCode: row.gameCode,
    provider: row.provider,
    currency: row.currency,
    locale: row.locale,
    expired: row.expiresAt <= now.toISOString() || row.loginEndedAt !== null,
  };
}
