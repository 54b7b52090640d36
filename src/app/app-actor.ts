import { createActor, fromPromise, type ActorRefFrom } from 'xstate';
import { appMachine } from '../../machines/app.machine';
import { dialogsMachine } from '../../machines/dialogs.machine';
import { languageMachine } from '../../machines/language.machine';
import { isLocaleLoaded, loadLocale, mergeServerTranslations, setActiveLocale, translatorFor } from '../i18n/runtime';
import { defaultLocale } from '../../i18n/locales';
import { showToast } from '../ui/toast';
import { cachedBootstrap, providedBootstrapMachine } from './bootstrap-actors';
import { runtime, storedLocale } from './services';
import { hasDialogView, loadDialogFlow } from './dialog-views';
import { storage, storageKeys } from './storage';
import {
  providedLobbyMachine, providedPopupMachine, providedSessionMachine, providedSideMenuMachine, providedTopBannerMachine,
  storedAuthData, storedPopupSeen, storedTopNotifyRead,
} from './registry';

const providedLanguageMachine = languageMachine.provide({
  actions: {
    persistLocale: (_, { locale }) => storage.set(storageKeys.lang, locale),
    applyLocale: (_, { locale }) => {
      runtime.locale = locale;
      setActiveLocale(locale);
    },
    mergeTranslations: (_, { locale, translations }) => mergeServerTranslations(locale, translations),
    reportLoadFailed: ({ context }) =>
      showToast(undefined, { kind: 'error', message: translatorFor(context.locale)('language.loadFailed') }),
  },
  actors: { loadDictionary: fromPromise(({ input }) => loadLocale(input.locale)) },
});

const providedDialogsMachine = dialogsMachine.provide({
  actors: { loadFlow: fromPromise(({ input }) => loadDialogFlow(input.name)) },
  guards: { canOpen: (_, { name }) => hasDialogView(name) },
});

/** Children keep the implementation they were spawned with, so every real effect is provided here, once. */
export const providedAppMachine = appMachine.provide({
  actors: {
    bootstrap: providedBootstrapMachine,
    language: providedLanguageMachine,
    topBanner: providedTopBannerMachine,
    popup: providedPopupMachine,
    lobby: providedLobbyMachine,
    session: providedSessionMachine,
    dialogs: providedDialogsMachine,
    sideMenu: providedSideMenuMachine,
  },
});

export type AppActor = ActorRefFrom<typeof appMachine>;

/** The stored language's built-in strings, before the first render (English is not in the first page's script). */
export async function loadStoredLocale(): Promise<void> {
  await loadLocale(storedLocale()).catch(() => undefined);
}

export function startAppActor(inspect?: Parameters<typeof createActor>[1] extends infer O ? O extends { inspect?: infer I } ? I : never : never): AppActor {
  const stored = storedLocale();
  // Call loadStoredLocale first; should its strings not have arrived (offline), the page starts in Turkish.
  const locale = isLocaleLoaded(stored) ? stored : defaultLocale;
  runtime.locale = locale;
  setActiveLocale(locale);
  const actor = createActor(providedAppMachine, {
    input: { cachedBootstrap: cachedBootstrap(locale), locale, topNotifyRead: storedTopNotifyRead(), popupSeen: storedPopupSeen(), authData: storedAuthData() },
    ...(inspect ? { inspect } : {}),
  });
  actor.start();
  return actor;
}
