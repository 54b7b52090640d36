import type { GameItem } from '../../../../contracts/casino';
import { searchGames, type SearchGamesRequest } from '../../../app/api/search-games';

/** A menu entry's game: the first of POST casino/games for its search, or null. */
export async function findGame(request: SearchGamesRequest, signal?: AbortSignal): Promise<GameItem | null> {
  return (await searchGames(request, signal))[0] ?? null;
}
