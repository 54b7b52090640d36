import { fromCallback } from 'xstate';
import type { AuthData } from '../../../contracts/auth';
import { isStoredAuthData } from '../../../contracts/stored-auth';
import { sessionMachine } from '../../../machines/session.machine';
import { api, runtime } from '../../app/services';
import { storage, storageKeys } from '../../app/storage';
import { page } from '../../app/page';
import { callActor } from '../../api/call';
import { loadBalance } from './api/balance';
import { logout } from './api/logout';

/** The stored auth data (local key authData) when it is still well-formed. */
export function storedAuthData(): AuthData | null {
  const stored = storage.getJson<unknown>(storageKeys.authData);
  return isStoredAuthData(stored) ? stored : null;
}

/** sessionStorage key: the server's reason a session ended, shown once on the next page load. */
export const SESSION_END_NOTE = 'sessionEndNote';
let endedBecause: string | null = null;
// Heard whatever state the session is in (a stored session found ended at start-up logs out too); kept from the 401
// that says why (calls answered after it, with no token, say nothing).
api.subscribeUnauthorized((why) => {
  if (why) endedBecause = why;
});

/** The note left by the last logout the server asked for with a reason; read once. */
export function takeSessionEndNote(): string | null {
  try {
    const note = globalThis.sessionStorage?.getItem(SESSION_END_NOTE) ?? null;
    globalThis.sessionStorage?.removeItem(SESSION_END_NOTE);
    return note;
  } catch {
    return null;
  }
}

export const providedSessionMachine = sessionMachine.provide({
  actors: {
    loadBalance: callActor(loadBalance),
    watchUnauthorized: fromCallback(({ sendBack }) => api.subscribeUnauthorized(() => sendBack({ type: 'session.expired' }))),
  },
  actions: {
    storeAuthData: (_, { authData }) => storage.set(storageKeys.authData, JSON.stringify(authData)),
    applyToken: (_, { token }) => {
      runtime.token = token;
    },
    notifyServerLogout: logout,
    clearStorage: () => storage.clear(),
    navigateHome: () => page.navigate('/', { replace: true }),
    reload: () => {
      // Why the session ended (an operator blocked the account) is told on the page that loads next.
      if (endedBecause) {
        try {
          globalThis.sessionStorage?.setItem(SESSION_END_NOTE, endedBecause);
        } catch {
          // No storage: the page loads without the note.
        }
      }
      page.reload();
    },
  },
});
