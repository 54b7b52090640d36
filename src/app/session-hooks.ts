import { useCallback } from 'react';
import type { GameItem } from '../../contracts/casino';
import type { DialogOpenEvent } from '../../machines/dialogs.machine';
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

/** Opens a game: a guest gets the login dialog instead (the root actor decides). */
export function useOpenGame() {
  const app = useAppActor();
  return useCallback((game: GameItem) => app.send({ type: 'game.open', game }), [app]);
}

export function useLogout() {
  const session = useSystemActor('session');
  return useCallback(() => session.send({ type: 'session.logout' }), [session]);
}
