import { assign, enqueueActions, not, sendTo, setup, spawnChild, stopChild, type AnyActorLogic } from 'xstate';
import type { WalletBalance } from '../contracts/account';
import type { AuthData } from '../contracts/auth';
import type { GameItem } from '../contracts/casino';
import type { NotificationItem } from '../contracts/notifications';
import type { ChatMessage } from '../contracts/chat';
import type { Bootstrap } from '../contracts/cms';
import type { Locale } from '../i18n/locales';
import { bootstrapMachine } from './bootstrap.machine';
import { languageMachine } from './language.machine';
import { carouselMachine } from './carousel.machine';
import { lobbyMachine, type LobbyFirstGames } from './lobby.machine';
import { popupMachine } from './popup.machine';
import { topBannerMachine } from './top-banner.machine';
import { sessionMachine } from './session.machine';
import { dialogsMachine } from './dialogs.machine';
import { sideMenuMachine } from './side-menu.machine';
import { headerMachine } from './header.machine';
import { realtimeMachine } from './realtime.machine';
import { sessionLimitMachine } from './session-limit.machine';
import { notificationsMachine } from './notifications.machine';
import { favoritesMachine } from './favorites.machine';
import { recentGamesMachine } from './recent-games.machine';
import { chatMachine } from './chat.machine';

/** Where closing a game returns when the player came from no lobby (product §2). */
export const DEFAULT_LOBBY = '/casino/slot';

export interface AppInput {
  cachedBootstrap: Bootstrap | null;
  locale: Locale;
  /** Stored topNotifyRead === 'yes'. */
  topNotifyRead?: boolean;
  /** Stored popupSeen: the ids of the popup contents already shown. */
  popupSeen?: string[];
  /** Stored authData (the player is logged in while it exists). */
  authData?: AuthData | null;
  /** cachedBootstrap came with the page (server-rendered) and is current. */
  bootstrapFresh?: boolean;
  /** The path the page opened at: the first view (top banner) is decided from it, on the server as in the browser. */
  path?: string;
  /** The games the page's first view was rendered with (lobby grid or home rows). */
  firstGames?: LobbyFirstGames | null;
}

export type AppEvent =
  | { type: 'bootstrap.loaded'; data: Bootstrap; locale: Locale }
  | { type: 'language.changed'; locale: Locale }
  | { type: 'session.login'; authData: AuthData }
  | { type: 'session.changed'; loggedIn: boolean }
  /** Any view or actor opening a game: guests get the login dialog instead. from: the page it was opened on. */
  | { type: 'game.open'; game: GameItem; from?: string }
  /** The heart on a game tile: guests get the login dialog instead (product §6). */
  | { type: 'favorite.toggle'; game: GameItem }
  /** From the realtime actor: what the hub pushed, and a connection that came back after a drop. */
  | { type: 'realtime.notification'; item: NotificationItem }
  | { type: 'realtime.balance'; wallet: WalletBalance }
  | { type: 'realtime.chat'; message: ChatMessage }
  | { type: 'realtime.reconnected' }
  /**
   * The desktop game page's flow (loaded with the page, so not named here): spawned as the app's child `gamePage`,
   * in the app's system, so what it tells other actors (the Recently played row, the balance) reaches them.
   */
  | { type: 'gamePage.start'; logic: AnyActorLogic; input: unknown }
  | { type: 'gamePage.stop' };

/**
 * The root actor, created once by src/main.tsx. It spawns the long-lived actors with a systemId
 * (views reach them with useSystemActor) and relays the few events that cross between them.
 */
export const appMachine = setup({
  types: {} as {
    input: AppInput;
    context: { input: AppInput; loggedIn: boolean; locale: Locale };
    events: AppEvent;
    /** Each long-lived child, by id (= its systemId), and the actor it runs. */
    children: {
      bootstrap: 'bootstrap';
      language: 'language';
      topBanner: 'topBanner';
      carousel: 'carousel';
      popup: 'popup';
      lobby: 'lobby';
      session: 'session';
      dialogs: 'dialogs';
      sideMenu: 'sideMenu';
      header: 'header';
      /** The live-chat window, for guests too (it asks them to log in). */
      chat: 'chat';
      /** Only while a player is logged in. */
      realtime?: 'realtime';
      notifications?: 'notifications';
      favorites?: 'favorites';
      recentGames?: 'recentGames';
    };
  },
  actors: {
    bootstrap: bootstrapMachine,
    language: languageMachine,
    topBanner: topBannerMachine,
    carousel: carouselMachine,
    popup: popupMachine,
    lobby: lobbyMachine,
    session: sessionMachine,
    dialogs: dialogsMachine,
    sideMenu: sideMenuMachine,
    header: headerMachine,
    realtime: realtimeMachine,
    notifications: notificationsMachine,
    favorites: favoritesMachine,
    recentGames: recentGamesMachine,
    chat: chatMachine,
    sessionLimit: sessionLimitMachine,
  },
  actions: {
    /** Desktop: the game page /casino/play/{encoded game data}, remembering the page the game was opened on. */
    openGamePage: (_, _params: { game: GameItem; from: string | null }) => {},
    /** A player's own actors: a fresh connection and list for each login (a new token, maybe another player). */
    startPlayerActors: enqueueActions(({ enqueue }) => {
      enqueue.stopChild('realtime');
      enqueue.stopChild('notifications');
      enqueue.stopChild('favorites');
      enqueue.stopChild('recentGames');
      enqueue.stopChild('sessionLimit');
      enqueue.spawnChild('notifications', { id: 'notifications', systemId: 'notifications' });
      enqueue.spawnChild('favorites', { id: 'favorites', systemId: 'favorites' });
      enqueue.spawnChild('recentGames', { id: 'recentGames', systemId: 'recentGames' });
      enqueue.spawnChild('realtime', { id: 'realtime', systemId: 'realtime', input: ({ context }) => ({ locale: context.locale }) });
      enqueue.spawnChild('sessionLimit', { id: 'sessionLimit', systemId: 'sessionLimit' });
    }),
    /** Another player (or none) now: the chat window forgets the conversation it showed. */
    tellChat: enqueueActions(({ context, event, enqueue }) => {
      if (event.type === 'session.changed' && event.loggedIn !== context.loggedIn) enqueue.sendTo('chat', { type: 'chat.session' as const, loggedIn: event.loggedIn });
    }),
    stopPlayerActors: enqueueActions(({ enqueue }) => {
      enqueue.stopChild('sessionLimit');
      enqueue.stopChild('realtime');
      enqueue.stopChild('notifications');
      enqueue.stopChild('favorites');
      enqueue.stopChild('recentGames');
    }),
  },
  guards: {
    isGuest: ({ context }) => !context.loggedIn,
    /** A phone-sized screen: games open in a full-height dialog instead of the game page (provided by src). */
    isMobile: () => false,
  },
}).createMachine({
  id: 'app',
  context: ({ input }) => ({ input, loggedIn: Boolean(input.authData), locale: input.locale }),
  entry: [
    spawnChild('session', { id: 'session', systemId: 'session', input: ({ context }) => ({ authData: context.input.authData ?? null }) }),
    spawnChild('dialogs', { id: 'dialogs', systemId: 'dialogs' }),
    spawnChild('sideMenu', { id: 'sideMenu', systemId: 'sideMenu' }),
    spawnChild('header', { id: 'header', systemId: 'header' }),
    spawnChild('chat', { id: 'chat', systemId: 'chat', input: ({ context }) => ({ loggedIn: context.loggedIn }) }),
    spawnChild('language', {
      id: 'language',
      systemId: 'language',
      input: ({ context }) => ({
        locale: context.input.locale,
        // Applied before the app started (src/app/app-actor.ts) when they came with the page.
        translations: context.input.bootstrapFresh ? (context.input.cachedBootstrap?.translationList ?? null) : null,
      }),
    }),
    spawnChild('bootstrap', {
      id: 'bootstrap',
      systemId: 'bootstrap',
      input: ({ context }) => ({ cached: context.input.cachedBootstrap, locale: context.input.locale, fresh: context.input.bootstrapFresh }),
    }),
    spawnChild('topBanner', {
      id: 'topBanner',
      systemId: 'topBanner',
      input: ({ context }) => ({
        read: context.input.topNotifyRead ?? false,
        atHome: context.input.path === '/',
        domains: context.input.cachedBootstrap?.domainStatus ?? { current: null, next: null },
      }),
    }),
    spawnChild('carousel', { id: 'carousel', systemId: 'carousel', input: ({ context }) => ({ sliders: context.input.cachedBootstrap?.sliderList ?? [] }) }),
    spawnChild('popup', {
      id: 'popup',
      systemId: 'popup',
      input: ({ context }) => ({ seen: context.input.popupSeen ?? [], popup: context.input.cachedBootstrap?.popup ?? null }),
    }),
    spawnChild('lobby', {
      id: 'lobby',
      systemId: 'lobby',
      input: ({ context }) => ({ categories: context.input.cachedBootstrap?.casinoCategoryList ?? [], firstGames: context.input.firstGames ?? null }),
    }),
  ],
  on: {
    'bootstrap.loaded': {
      actions: [
        sendTo('language', ({ event }) => ({
          type: 'language.available' as const,
          locales: event.data.language.map((l) => l.locale),
          translations: event.data.translationList,
          locale: event.locale,
        })),
        sendTo('popup', ({ event }) => ({ type: 'popup.loaded' as const, popup: event.data.popup })),
        // The banner, the carousel and the lobby started from the data that came with the page: when the
        // bootstrap is that same data (nothing fetched), they are told nothing, and nothing on screen redraws.
        enqueueActions(({ context, event, enqueue }) => {
          if (event.data === context.input.cachedBootstrap) return;
          enqueue.sendTo('topBanner', { type: 'topBanner.domainsLoaded' as const, domains: event.data.domainStatus });
          enqueue.sendTo('carousel', { type: 'carousel.slidersLoaded' as const, sliders: event.data.sliderList });
          enqueue.sendTo('lobby', { type: 'lobby.categoriesLoaded' as const, categories: event.data.casinoCategoryList });
        }),
      ],
    },
    'language.changed': {
      actions: [
        assign({ locale: ({ event }) => event.locale }),
        sendTo('bootstrap', ({ event }) => ({ type: 'bootstrap.reload' as const, locale: event.locale })),
        // Notification texts are rendered by the server in the request's (and the connection's) language.
        enqueueActions(({ check, enqueue, event }) => {
          if (check('isGuest')) return;
          enqueue.sendTo('realtime', { type: 'realtime.localeChanged' as const, locale: event.locale });
          enqueue.sendTo('notifications', { type: 'notifications.reload' as const });
        }),
      ],
    },
    'session.login': { actions: sendTo('session', ({ event }) => event) },
    'session.changed': [
      { guard: ({ event }) => event.loggedIn, actions: ['tellChat', assign({ loggedIn: true }), 'startPlayerActors'] },
      { actions: ['tellChat', assign({ loggedIn: false }), 'stopPlayerActors'] },
    ],
    'realtime.chat': { guard: not('isGuest'), actions: sendTo('chat', ({ event }) => ({ type: 'chat.pushed' as const, message: event.message })) },
    'realtime.notification': {
      guard: not('isGuest'),
      actions: sendTo('notifications', ({ event }) => ({ type: 'notifications.pushed' as const, item: event.item })),
    },
    'realtime.balance': {
      guard: not('isGuest'),
      actions: sendTo('session', ({ event }) => ({ type: 'session.balancePushed' as const, wallet: event.wallet })),
    },
    // Anything pushed while the connection was down is fetched again.
    'realtime.reconnected': {
      guard: not('isGuest'),
      actions: [sendTo('notifications', { type: 'notifications.reload' as const }), sendTo('chat', { type: 'chat.reconnected' as const })],
    },
    'game.open': [
      { guard: 'isGuest', actions: sendTo('dialogs', { type: 'dialog.open' as const, name: 'login' as const }) },
      {
        guard: 'isMobile',
        actions: sendTo('dialogs', ({ context, event }) => ({
          type: 'dialog.open' as const,
          name: 'game' as const,
          props: { game: event.game, isMobile: true, locale: context.locale, lobbyUrl: event.from ?? DEFAULT_LOBBY, surface: 'dialog' as const },
        })),
      },
      { actions: { type: 'openGamePage', params: ({ event }) => ({ game: event.game, from: event.from ?? null }) } },
    ],
    'gamePage.start': {
      actions: enqueueActions(({ event, enqueue }) => {
        enqueue.stopChild('gamePage');
        // The children map types the named children's sources; this one's logic comes with the event.
        enqueue.spawnChild(event.logic, { id: 'gamePage', systemId: 'gamePage', input: event.input } as { systemId: string });
      }),
    },
    'gamePage.stop': { actions: stopChild('gamePage') },
    'favorite.toggle': [
      { guard: 'isGuest', actions: sendTo('dialogs', { type: 'dialog.open' as const, name: 'login' as const }) },
      { actions: sendTo('favorites', ({ event }) => ({ type: 'favorites.toggle' as const, game: event.game })) },
    ],
  },
});
