import { fromCallback, fromPromise } from 'xstate';
import type { WalletBalance } from '../../../contracts/account';
import type { AuthData } from '../../../contracts/auth';
import { isStoredAuthData } from '../../../contracts/stored-auth';
import { sessionMachine } from '../../../machines/session.machine';
import { api, runtime } from '../../app/services';
import { storage, storageKeys } from '../../app/storage';
import { page } from '../../app/page';

/** The stored auth data (local key authData) when it is still well-formed. */
export function storedAuthData(): AuthData | null {
  const stored = storage.getJson<unknown>(storageKeys.authData);
  return isStoredAuthData(stored) ? stored : null;
}

const isAmount = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

/** GET user/balance, checked by hand: this runs on every page, where zod is not loaded. */
async function loadBalance(signal: AbortSignal): Promise<WalletBalance> {
  const { data } = await api.get<Partial<WalletBalance> | null>('user/balance', { signal });
  if (!data || !isAmount(data.balance)) throw new Error('unexpected balance answer');
  return { balance: data.balance, cash: isAmount(data.cash) ? data.cash : data.balance, bonus: isAmount(data.bonus) ? data.bonus : 0 };
}

export const providedSessionMachine = sessionMachine.provide({
  actors: {
    loadBalance: fromPromise(({ signal }) => loadBalance(signal)),
    watchUnauthorized: fromCallback(({ sendBack }) => api.subscribeUnauthorized(() => sendBack({ type: 'session.expired' }))),
  },
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
    navigateHome: () => page.navigate('/', { replace: true }),
    reload: () => page.reload(),
  },
});
