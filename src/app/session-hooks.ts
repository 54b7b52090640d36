import { useCallback } from 'react';
import { useSelector } from '@xstate/react';
import { useLocation, useSearch } from 'wouter';
import type { GameItem } from '../../contracts/casino';
import type { DialogOpenEvent } from '../../machines/dialogs.machine';
import type { FavoritesContext } from '../../machines/favorites.machine';
import { selectBetcoAccess, selectLoggedIn } from '../../machines/session.machine';
import { useAppActor, useSystemActor, useSystemSelector } from './hooks';

/** Login-dependent views re-render live with the session. */
export function useLoggedIn(): boolean {
  return useSystemSelector('session', selectLoggedIn);
}

export function useAuthData() {
  return useSystemSelector('session', (s) => s.context.authData);
}

export function useBalance(): number {
  return useSystemSelector('session', (s) => s.context.balance);
}

export function useBetcoAccess(): boolean {
  return useSystemSelector('session', selectBetcoAccess);
}

type OpenRequest = DialogOpenEvent extends infer E ? (E extends { type: 'dialog.open' } ? Omit<E, 'type'> : never) : never;

/** Opens a dialog through the dialog manager (one at a time; the previous one closes first). */
export function useOpenDialog() {
  const dialogs = useSystemActor('dialogs');
  return useCallback((request: OpenRequest) => dialogs.send({ type: 'dialog.open', ...request } as DialogOpenEvent), [dialogs]);
}

/** Opens a game from this page (closing it returns here): a guest gets the login dialog instead (the root actor decides). */
export function useOpenGame() {
  const app = useAppActor();
  const [path] = useLocation();
  const search = useSearch();
  const from = search ? `${path}?${search}` : path;
  return useCallback((game: GameItem) => app.send({ type: 'game.open', game, from }), [app, from]);
}

/** Toggles a game's favourite mark: a guest gets the login dialog instead (product §6). */
export function useToggleFavorite() {
  const app = useAppActor();
  return useCallback((game: GameItem) => app.send({ type: 'favorite.toggle', game }), [app]);
}

const NO_GAMES: GameItem[] = [];

/** The player's favourite games, and whether the list is still loading (a guest has none). */
export function useFavorites(): { games: GameItem[]; loading: boolean; pending: FavoritesContext['queue'] } {
  const app = useAppActor();
  const favorites = useSelector(app, (s) => s.children.favorites);
  const games = useSelector(favorites, (s) => s?.context.games ?? NO_GAMES);
  const pending = useSelector(favorites, (s) => s?.context.queue ?? NO_GAMES);
  const loading = useSelector(favorites, (s) => s?.matches({ list: 'loading' }) ?? false);
  return { games, loading, pending };
}

/** The player's recently played games (null until the first answer), and a way to ask for them again (a guest has none). */
export function useRecentGames(): { games: GameItem[] | null; reload: () => void } {
  const app = useAppActor();
  const recent = useSelector(app, (s) => s.children.recentGames);
  const games = useSelector(recent, (s) => (s ? s.context.games : NO_GAMES));
  const reload = useCallback(() => recent?.send({ type: 'recent.reload' }), [recent]);
  return { games, reload };
}

export function useLogout() {
  const session = useSystemActor('session');
  return useCallback(() => session.send({ type: 'session.logout' }), [session]);
}
