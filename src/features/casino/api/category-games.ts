import type { GameItem } from '../../../../contracts/casino';
import { gameList } from '../../../app/api/search-games';
import { api } from '../../../app/services';

/** POST casino/categorygames: the games of the given system categories (none asked, none fetched). */
export async function loadCategoryGames({ ids }: { ids: number[] }, signal?: AbortSignal): Promise<GameItem[]> {
  if (ids.length === 0) return [];
  return gameList((await api.post<unknown>('casino/categorygames', { systemCategory: ids }, { signal })).data);
}
