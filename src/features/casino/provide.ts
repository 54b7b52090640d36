import { fromPromise } from 'xstate';
import { gameItem, type GameItem } from '../../../contracts/casino';
import { lobbyMachine } from '../../../machines/lobby.machine';
import { api } from '../../app/services';

/** A malformed entry is dropped rather than losing the whole list. */
function games(data: unknown): GameItem[] {
  if (!Array.isArray(data)) return [];
  return data.flatMap((item) => {
    const parsed = gameItem.safeParse(item);
    return parsed.success ? [parsed.data] : [];
  });
}

export const providedLobbyMachine = lobbyMachine.provide({
  actors: {
    loadCategoryGames: fromPromise(async ({ input, signal }) => {
      if (input.ids.length === 0) return [];
      const answer = await api.post<unknown>('casino/categorygames', { systemCategory: input.ids }, { signal });
      return games(answer.data);
    }),
    searchGames: fromPromise(async ({ input, signal }) => {
      const answer = await api.post<unknown>('casino/games', { search: input.search, live: input.live }, { signal });
      return games(answer.data);
    }),
  },
});
