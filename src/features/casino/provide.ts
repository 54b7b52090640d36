import { lobbyMachine } from '../../../machines/lobby.machine';
import { callActor } from '../../api/call';
import { searchGames } from '../../app/api/search-games';
import { loadCategoryGames } from './api/category-games';

export const providedLobbyMachine = lobbyMachine.provide({
  actors: { loadCategoryGames: callActor(loadCategoryGames), searchGames: callActor(searchGames) },
});
