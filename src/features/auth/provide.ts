import { navigate } from 'wouter/use-browser-location';
import type { AuthData } from '../../../contracts/auth';
import { isStoredAuthData } from '../../../contracts/stored-auth';
import { sessionMachine } from '../../../machines/session.machine';
import { api, runtime } from '../../app/services';
import { storage, storageKeys } from '../../app/storage';

/** The stored auth data (local key authData) when it is still well-formed. */
export function storedAuthData(): AuthData | null {
  const stored = storage.getJson<unknown>(storageKeys.authData);
  return isStoredAuthData(stored) ? stored : null;
}

export const providedSessionMachine = sessionMachine.provide({
  actions: {
    storeAuthData: (_, { authData }) => storage.set(storageKeys.authData, JSON.stringify(authData)),
    applyToken: (_, { token }) => {
      runtime.token = token;
    },
    notifyServerLogout: () => {
      // GET auth/logout: the answer is ignored (SPEC §7).
      api.get('auth/logout').catch(() => undefined);
    },
    clearStorage: () => storage.clear(),
    navigateHome: () => navigate('/', { replace: true }),
    reload: () => window.location.reload(),
  },
});
