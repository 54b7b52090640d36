import type { GameItem } from '../../../../contracts/casino';
import { gameList } from '../../../app/api/search-games';
import { api } from '../../../app/services';

/** GET casino/recent: the player's recently played games, most recent first. */
export async function loadRecentGames(_: void, signal?: AbortSignal): Promise<GameItem[]> {
  return gameList((await api.get<unknown>('casino/recent', { signal })).data);
}
