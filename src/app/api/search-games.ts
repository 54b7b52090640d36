import type { GameItem } from '../../../contracts/casino';
import { loadSchemas } from '../schemas';
import { api } from '../services';

export interface SearchGamesRequest {
  search: string;
  live: boolean;
}

/** A malformed entry is dropped rather than losing the whole list (the answer may nest one level). */
export async function gameList(data: unknown): Promise<GameItem[]> {
  if (!Array.isArray(data)) return [];
  const { gameItem } = await loadSchemas();
  return data.flat().flatMap((item) => {
    const parsed = gameItem.safeParse(item);
    return parsed.success ? [parsed.data] : [];
  });
}

/** POST casino/games: the games matching a name, in the live casino or not (the lobby search, the menu's game entries). */
export async function searchGames(request: SearchGamesRequest, signal?: AbortSignal): Promise<GameItem[]> {
  return gameList((await api.post<unknown>('casino/games', request, { signal })).data);
}
