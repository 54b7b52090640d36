import type { GameItem, ToggleFavoriteData, ToggleFavoritePayload } from '../../../../contracts/casino';
import { gameList } from '../../../app/api/search-games';
import { api } from '../../../app/services';

/** GET casino/favorites: the player's favourite games. */
export async function loadFavorites(_: void, signal?: AbortSignal): Promise<GameItem[]> {
  return gameList((await api.get<unknown>('casino/favorites', { signal })).data);
}

/** POST casino/togglefavorite {code, providerId}: whether the game is a favourite now. */
export async function toggleFavorite(payload: ToggleFavoritePayload, signal?: AbortSignal): Promise<ToggleFavoriteData> {
  const { data } = await api.post<Partial<ToggleFavoriteData> | null>('casino/togglefavorite', payload, { signal });
  return { favorite: data?.favorite === true };
}
