import { fromPromise } from 'xstate';
import type { GameItem } from '../../../contracts/casino';
import { lobbyMachine } from '../../../machines/lobby.machine';
import { loadSchemas } from '../../app/schemas';
import { api } from '../../app/services';

/** A malformed entry is dropped rather than losing the whole list. */
async function games(data: unknown): Promise<GameItem[]> {
  if (!Array.isArray(data)) return [];
  const { gameItem } = await loadSchemas();
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
