import { fromPromise } from 'xstate';
import { navigate } from 'wouter/use-browser-location';
import { authData as authDataSchema, type AuthData } from '../../../contracts/auth';
import { loginMachine } from '../../../machines/login.machine';
import { sessionMachine } from '../../../machines/session.machine';
import { api, runtime } from '../../app/services';
import { storage, storageKeys } from '../../app/storage';
import { translatorFor } from '../../i18n/runtime';
import { showToast } from '../../ui/toast';

/** The stored auth data (local key authData) when it is still well-formed. */
export function storedAuthData(): AuthData | null {
  const parsed = authDataSchema.safeParse(storage.getJson<unknown>(storageKeys.authData));
  return parsed.success ? parsed.data : null;
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

export const providedLoginMachine = loginMachine.provide({
  actors: {
    login: fromPromise(async ({ input, signal }) => {
      const answer = await api.post<unknown>('auth/login', input, { signal });
      return {
        authData: authDataSchema.parse(answer.data),
        message: answer.message || translatorFor(runtime.locale)('login.success'),
      };
    }),
  },
  actions: { toast: showToast },
});
