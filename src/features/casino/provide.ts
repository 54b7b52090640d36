import { favoritesMachine } from '../../../machines/favorites.machine';
import { lobbyMachine } from '../../../machines/lobby.machine';
import { recentGamesMachine } from '../../../machines/recent-games.machine';
import { callActor } from '../../api/call';
import { searchGames } from '../../app/api/search-games';
import { runtime } from '../../app/services';
import { translatorFor } from '../../i18n/runtime';
import { showToast } from '../../ui/toast';
import { loadCategoryGames } from './api/category-games';
import { loadFavorites, toggleFavorite } from './api/favorites';
import { loadRecentGames } from './api/recent-games';

export const providedLobbyMachine = lobbyMachine.provide({
  actors: { loadCategoryGames: callActor(loadCategoryGames), searchGames: callActor(searchGames) },
});

export const providedFavoritesMachine = favoritesMachine.provide({
  actors: { loadFavorites: callActor(loadFavorites), toggleFavorite: callActor(toggleFavorite) },
  actions: {
    toast: showToast,
    notify: (_, { kind, key }) => showToast(undefined, { kind, message: translatorFor(runtime.locale)(key) }),
  },
});

export const providedRecentGamesMachine = recentGamesMachine.provide({
  actors: { loadRecent: callActor(loadRecentGames) },
});
