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
    reload: () => page.reload(),
  },
});
