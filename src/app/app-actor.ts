import { createActor, fromPromise, type ActorRefFrom } from 'xstate';
import { appMachine, type AppInput } from '../../machines/app.machine';
import { dialogsMachine } from '../../machines/dialogs.machine';
import { languageMachine } from '../../machines/language.machine';
import { isLocaleLoaded, loadLocale, mergeServerTranslations, setActiveLocale, translatorFor } from '../i18n/runtime';
import { defaultLocale, type Locale } from '../../i18n/locales';
import type { FirstView } from './first-view';
import { showToast } from '../ui/toast';
import { cachedBootstrap, providedBootstrapMachine } from './bootstrap-actors';
import { runtime, storedLocale } from './services';
import { hasDialogView, loadDialogFlow } from './dialog-views';
import { cookieKeys, cookies, storage, storageKeys } from './storage';
import {
  isMobileScreen, providedFavoritesMachine, providedLobbyMachine, providedNotificationsMachine, providedPopupMachine,
  providedChatMachine, providedRecentGamesMachine, providedSessionLimitMachine, providedSessionMachine, providedSideMenuMachine, providedTopBannerMachine, storedAuthData,
  storedPopupSeen, storedTopNotifyRead,
} from './registry-actors';
import { navigate } from 'wouter/use-browser-location';
import { encodeGameData } from './game-data';
import { providedRealtimeMachine } from './realtime-actors';

const providedLanguageMachine = languageMachine.provide({
  actions: {
    persistLocale: (_, { locale }) => {
      storage.set(storageKeys.lang, locale);
      cookies.set(cookieKeys.lang, locale);
    },
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
    notifications: providedNotificationsMachine,
    realtime: providedRealtimeMachine,
    favorites: providedFavoritesMachine,
    recentGames: providedRecentGamesMachine,
    sessionLimit: providedSessionLimitMachine,
    chat: providedChatMachine,
  },
  guards: { isMobile: () => isMobileScreen() },
  actions: {
    // The history entry keeps the page the game was opened on: closing the game returns there.
    openGamePage: (_, { game, from }) =>
      navigate(`/casino/play/${encodeGameData(game)}`, { state: { from: from ?? `${location.pathname}${location.search}` } }),
  },
});

export type AppActor = ActorRefFrom<typeof appMachine>;

/** The language the page starts in: the player's stored choice, else the one the server rendered, else Turkish. */
export function startLocale(firstView: FirstView | null = null): Locale {
  return storedLocale(firstView?.locale ?? defaultLocale);
}

/** The start language's built-in strings, before the first render (English is not in the first page's script). */
export async function loadStoredLocale(firstView: FirstView | null = null): Promise<void> {
  await loadLocale(startLocale(firstView)).catch(() => undefined);
}

type InspectOption = Parameters<typeof createActor>[1] extends infer O ? O extends { inspect?: infer I } ? I : never : never;

/** The root actor's input for this browser: the stored choices, and the server's first view when it matches the language. */
export function appInputFor(firstView: FirstView | null, path: string): AppInput {
  const wanted = startLocale(firstView);
  // Call loadStoredLocale first; should its strings not have arrived (offline), the page starts in Turkish.
  const locale = isLocaleLoaded(wanted) ? wanted : defaultLocale;
  const fresh = firstView !== null && firstView.locale === locale;
  return {
    cachedBootstrap: fresh ? firstView.bootstrap : cachedBootstrap(locale),
    bootstrapFresh: fresh,
    locale,
    topNotifyRead: storedTopNotifyRead(),
    popupSeen: storedPopupSeen(),
    authData: storedAuthData(),
    path,
    // The games came with the page for this path; the lobby lists them instead of asking again.
    firstGames: firstView !== null && firstView.path === path ? firstView.games : null,
  };
}

/**
 * The server renders what a guest sees; React hydrates its HTML only when this browser's first render is the
 * same (a guest, same language, same banner choice, same path). Otherwise the app renders afresh over it.
 */
export function rendersFirstView(firstView: FirstView | null, input: AppInput): firstView is FirstView {
  return (
    firstView !== null &&
    input.bootstrapFresh === true &&
    !input.authData &&
    input.locale === firstView.locale &&
    Boolean(input.topNotifyRead) === firstView.topNotifyRead &&
    input.path === firstView.path
  );
}

/** Creates the root actor from its input; the server renders the same actor unstarted (src/entry-server.tsx). */
export function createAppActor(input: AppInput, inspect?: InspectOption): AppActor {
  runtime.locale = input.locale;
  setActiveLocale(input.locale);
  // Operator-changed strings are part of the first render, on the server as here.
  if (input.bootstrapFresh && input.cachedBootstrap) mergeServerTranslations(input.locale, input.cachedBootstrap.translationList);
  return createActor(providedAppMachine, { input, ...(inspect ? { inspect } : {}) });
}

export function startAppActor(inspect?: InspectOption, input: AppInput = appInputFor(null, globalThis.location?.pathname ?? '/')): AppActor {
  const actor = createAppActor(input, inspect);
  actor.start();
  return actor;
}
