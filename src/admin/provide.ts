import { fromCallback, fromPromise } from 'xstate';
import { operatorSignedIn, type OperatorSignedIn } from '../../contracts/admin';
import { adminBannersMachine } from '../../machines/admin-banners.machine';
import { adminNotifyMachine } from '../../machines/admin-notify.machine';
import { adminPaymentsMachine } from '../../machines/admin-payments.machine';
import { adminSessionMachine } from '../../machines/admin-session.machine';
import { adminSettingsMachine } from '../../machines/admin-settings.machine';
import { adminSignInMachine } from '../../machines/admin-sign-in.machine';
import { showToast } from '../ui/toast';
import { loadBanners, moveBanner, saveBanner, setBannerActive, uploadImage } from './api/content';
import { sendMessage } from './api/notifications';
import { decide, loadQueue } from './api/payments';
import { loadSettings, saveSettings } from './api/settings';
import { adminApi, adminRuntime } from './api/services';
import { checkCode, checkPassword, loadMe, signOut } from './api/sign-in';
import { adminI18n } from './i18n';

const SESSION_KEY = 'adminSession';

/** The session lives in this tab only (sessionStorage): closing the tab signs the operator out of it. */
export function storedSession(): OperatorSignedIn | null {
  try {
    const parsed = operatorSignedIn.safeParse(JSON.parse(sessionStorage.getItem(SESSION_KEY) ?? 'null'));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export const providedSignIn = adminSignInMachine.provide({
  actors: {
    checkPassword: fromPromise(({ input, signal }) => checkPassword(input, signal)),
    checkCode: fromPromise(({ input, signal }) => checkCode(input, signal)),
  },
});

export const providedSession = adminSessionMachine.provide({
  actors: {
    signIn: providedSignIn,
    loadMe: fromPromise(({ signal }) => loadMe(signal)),
    signOut: fromPromise(() => signOut()),
    watchUnauthorized: fromCallback(({ sendBack }) => adminApi().subscribeUnauthorized(() => sendBack({ type: 'session.expired' }))),
  },
  actions: {
    applyToken: (_, { token }) => {
      adminRuntime.token = token;
    },
    storeSession: (_, { session }) => {
      try {
        sessionStorage.setItem(SESSION_KEY, JSON.stringify(session));
      } catch {
        // Storage refused: the session lasts until the page reloads.
      }
    },
    clearSession: () => {
      try {
        sessionStorage.removeItem(SESSION_KEY);
      } catch {
        // Nothing kept.
      }
    },
    toast: showToast,
    expiredToast: (args) => showToast(args, { kind: 'info', message: adminI18n(adminRuntime.locale).t('admin.session.expired') }),
  },
});

export const providedPayments = adminPaymentsMachine.provide({
  actors: {
    loadQueue: fromPromise(({ input, signal }) => loadQueue(input, signal)),
    decide: fromPromise(({ input, signal }) => decide(input, signal)),
  },
  actions: { toast: showToast },
});

export const providedNotify = adminNotifyMachine.provide({
  actors: { send: fromPromise(({ input, signal }) => sendMessage(input, signal)) },
  actions: { toast: showToast },
});

export const providedBanners = adminBannersMachine.provide({
  actors: {
    loadBanners: fromPromise(({ signal }) => loadBanners(signal)),
    upload: fromPromise(({ input, signal }) => uploadImage(input, signal)),
    save: fromPromise(({ input, signal }) => saveBanner(input, signal)),
    move: fromPromise(({ input, signal }) => moveBanner(input, signal)),
    setActive: fromPromise(({ input, signal }) => setBannerActive(input, signal)),
  },
  actions: { toast: showToast },
});

export const providedSettings = adminSettingsMachine.provide({
  actors: {
    loadSettings: fromPromise(({ signal }) => loadSettings(signal)),
    saveSettings: fromPromise(({ input, signal }) => saveSettings(input, signal)),
  },
  actions: { toast: showToast },
});
