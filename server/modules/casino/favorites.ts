import type { Kysely } from 'kysely';
import type { GameItem } from '../../../contracts/casino.js';
import type { Database } from '../../db/schema.js';
import { done, refused, type Outcome } from '../outcome.js';
import { gamesQuery, unique } from './service.js';

type Db = Kysely<Database>;

export const RECENT_LIMIT = 12;

/** The game a favourite toggle names: its code and its integration's main provider id (product §7). */
async function gameByCode(db: Db, code: string, providerId: number): Promise<number | null> {
  const row = await db
    .selectFrom('games')
    .innerJoin('game_providers', 'game_providers.id', 'games.provider_id')
    .select('games.id')
    .where('games.game_code', '=', code)
    .where('game_providers.main_provider_id', '=', providerId)
    .where('games.enabled', '=', 1)
    .executeTakeFirst();
  return row?.id ?? null;
}

/** Adds the game to the player's favourites or takes it out. */
export async function toggleFavorite(db: Db, playerId: number, code: string, providerId: number, now: Date): Promise<Outcome<{ favorite: boolean }>> {
  const gameId = await gameByCode(db, code, providerId);
  if (gameId === null) return refused('game_not_found');
  const removed = await db.deleteFrom('favorite_games').where('player_id', '=', playerId).where('game_id', '=', gameId).executeTakeFirst();
  if (Number(removed.numDeletedRows) > 0) return done({ favorite: false });
  await db
    .insertInto('favorite_games')
    .values({ player_id: playerId, game_id: gameId, created_at: now.toISOString() })
    .onConflict((oc) => oc.columns(['player_id', 'game_id']).doNothing())
    .execute();
  return done({ favorite: true });
}

/** The player's favourites, the latest added first. */
export async function favoriteGames(db: Db, playerId: number): Promise<GameItem[]> {
  const rows = await gamesQuery(db)
    .innerJoin('favorite_games', 'favorite_games.game_id', 'games.id')
    .where('favorite_games.player_id', '=', playerId)
    .orderBy('favorite_games.created_at', 'desc')
    .orderBy('games.id')
    .execute();
  return unique(rows);
}

/** The games the player launched last, the latest first. */
export async function recentGames(db: Db, playerId: number): Promise<GameItem[]> {
  const latest = await db
    .selectFrom('game_sessions')
    .select(['game_id'])
    .select((eb) => eb.fn.max('created_at').as('at'))
    .where('player_id', '=', playerId)
    .groupBy('game_id')
    .orderBy('at', 'desc')
    .limit(RECENT_LIMIT)
    .execute();
  if (latest.length === 0) return [];
  const order = new Map(latest.map((row, index) => [row.game_id, index]));
  const games = unique(await gamesQuery(db).where('games.id', 'in', [...order.keys()]).execute());
  return games.sort((a, b) => order.get(a.id)! - order.get(b.id)!);
}
