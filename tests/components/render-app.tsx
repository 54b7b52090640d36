// model-tests/ only: machines re-provided with fakes. Component tests use the app's real wiring (app-harness.tsx).
import { act, render } from '@testing-library/react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { createActor, fromPromise, type AnyActorLogic } from 'xstate';
import type { WalletBalance } from '../../contracts/account';
import type { AuthData, LoginPayload } from '../../contracts/auth';
import type { GameItem } from '../../contracts/casino';
import type { Bootstrap } from '../../contracts/cms';
import type { Locale } from '../../i18n/locales';
import { appMachine } from '../../machines/app.machine';
import { emptyBootstrap } from '../../machines/bootstrap.machine';
import { dialogsMachine, type DialogName } from '../../machines/dialogs.machine';
import { languageMachine } from '../../machines/language.machine';
import { loginMachine, type LoginAnswer } from '../../machines/login.machine';
import { notificationsMachine } from '../../machines/notifications.machine';
import type { NotificationItem, NotificationListPayload } from '../../contracts/notifications';
import { sessionMachine } from '../../machines/session.machine';
import { sideMenuMachine } from '../../machines/side-menu.machine';
import { App } from '../../src/app/App';
import { hasDialogView } from '../../src/app/dialog-views';
import { AppActorContext } from '../../src/app/hooks';
import { loadLocale, mergeServerTranslations } from '../../src/i18n/runtime';
import { showToast } from '../../src/ui/toast';
import { stubBootstrap } from './bootstrap-stub';
// Loaded up front, so the views the app loads lazily resolve within a test's waiting time.
import '../../src/features/side-menu/side-menu';
import '../../src/features/auth/login-dialog';
import 'sonner';

// Views rendered in English need its dictionary, which the page loads before its first render (src/main.tsx).
await loadLocale('en');

/**
 * jsdom has no modal dialogs: showModal/close toggle `open`, focus moves inside, and Escape fires a
 * cancelable `cancel` on the top dialog (closing it unless prevented), as in a browser.
 */
export function polyfillDialog() {
  const proto = HTMLDialogElement.prototype as HTMLDialogElement & { __shellPolyfill?: boolean };
  if (proto.__shellPolyfill) return;
  proto.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
    const target = this.querySelector<HTMLElement>('[autofocus]') ?? this.querySelector<HTMLElement>('button, a[href], input, select');
    target?.focus();
  };
  proto.close = function close(this: HTMLDialogElement) {
    if (!this.hasAttribute('open')) return;
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
  document.addEventListener('keydown', (event) => {
    const open = [...document.querySelectorAll('dialog[open]')];
    const top = open.at(-1) as HTMLDialogElement | undefined;
    if (event.key !== 'Escape' || !top) return;
    if (top.dispatchEvent(new Event('cancel', { cancelable: true }))) top.close();
  });
  window.scrollTo = () => {};
  proto.__shellPolyfill = true;
}

export const shellBootstrap: Bootstrap = {
  ...emptyBootstrap,
  language: [
    { locale: 'tr', name: 'Türkçe' },
    { locale: 'en', name: 'English' },
  ],
  casinoCategoryList: [
    { id: 1, name: 'Slot Oyunları', slugList: ['slot'], imageUrl: '/media/categories/slot.svg' },
    { id: 2, name: 'Canlı Casino', slugList: ['live'], imageUrl: '/media/categories/live.svg', isLive: true },
  ],
  siteOption: [
    { key: 'livechat', value: '/pages/6', status: true },
    { key: 'blog', value: 'https://blog.example.com', status: true },
    { key: 'twitter', value: 'https://twitter.com/kasa', status: true },
    { key: 'instagram', value: 'https://instagram.com/kasa', status: true },
    { key: 'telegram', value: 'https://t.me/kasa', status: true },
  ],
  categoryList: [{ id: 2, content: [{ id: 3, title: 'Hakkımızda' }] }],
  translationList: [
    { key: 'menu.slots', value: 'Slot Oyunları' },
    { key: 'menu.sportsPlus', value: 'Spor Plus' },
    { key: 'menu.sportsPlusLive', value: 'Canlı Maçlar' },
    { key: 'menu.aviator', value: 'Aviator' },
    { key: 'menu.blog', value: 'Blog' },
    { key: 'menu.liveChat', value: 'Canlı Destek' },
    { key: 'menu.partnerSports', value: 'Partner Spor' },
  ],
  menu: [
    { title: 'Casino', entries: [{ title: 'menu.slots', icon: 'slot', url: '/casino/slot', badge: 'HOT' }] },
    {
      title: 'Sports Bettings',
      entries: [
        { title: 'menu.sportsPlus', icon: 'ball', children: [{ title: 'menu.sportsPlusLive', icon: 'live-ball', url: '/livespor/fcg' }] },
        { title: 'menu.partnerSports', icon: 'ball', url: '/spor/betco' },
      ],
    },
    { title: 'Games', entries: [{ title: 'menu.aviator', icon: 'plane', gameData: { search: 'Aviator', live: false } }] },
    {
      title: 'Other',
      entries: [
        { title: 'menu.promotions', icon: 'gift', url: '/promotions' },
        { title: 'menu.liveChat', icon: 'chat', appKey: 'livechat' },
        { title: 'menu.blog', icon: 'blog', appKey: 'blog' },
      ],
    },
  ],
};

export interface RenderAppOptions {
  path?: string;
  authData?: AuthData | null;
  bootstrap?: Bootstrap;
  locale?: Locale;
  login?: (payload: LoginPayload) => Promise<LoginAnswer>;
  findGame?: (input: { search: string; live: boolean }) => Promise<GameItem | null>;
  /** Flow machines (with faked network actors) for dialogs other than login. */
  flows?: { [N in DialogName]?: AnyActorLogic };
  /** GET user/balance; by default the answer never comes (no poll runs). */
  balance?: () => Promise<WalletBalance>;
  /** A player's notification calls; by default the list never answers. (The hub connection never opens here.) */
  notifications?: {
    load?: (payload: NotificationListPayload) => Promise<NotificationItem[]>;
    markRead?: (input: { id: number }) => Promise<void>;
  };
}

/** Renders the whole app on a real root actor whose network, storage and page effects are fakes. */
export function renderApp(options: RenderAppOptions = {}) {
  polyfillDialog();
  const data = options.bootstrap ?? shellBootstrap;
  const location = memoryLocation({ path: options.path ?? '/', record: true });
  const effects = {
    logins: [] as LoginPayload[],
    storedAuth: [] as AuthData[],
    reloads: 0,
    chat: [] as Array<{ open: boolean; url?: string }>,
    persistedLocales: [] as Locale[],
  };
  const machine = appMachine.provide({
    actors: {
      bootstrap: stubBootstrap(data),
      language: languageMachine.provide({
        actions: {
          persistLocale: (_, { locale }) => effects.persistedLocales.push(locale),
          mergeTranslations: (_, { locale, translations }) => mergeServerTranslations(locale, translations),
        },
        actors: { loadDictionary: fromPromise(({ input }) => loadLocale(input.locale)) },
      }),
      session: sessionMachine.provide({
        actors: { loadBalance: fromPromise(() => (options.balance ?? (() => new Promise<WalletBalance>(() => {})))()) },
        actions: {
          storeAuthData: (_, { authData }) => effects.storedAuth.push(authData),
          navigateHome: () => location.navigate('/', { replace: true }),
          reload: () => {
            effects.reloads += 1;
          },
        },
      }),
      dialogs: dialogsMachine.provide({
        actors: {
          loadFlow: fromPromise(async ({ input }) => options.flows?.[input.name] ?? (input.name !== 'login' ? null : loginMachine.provide({
            actors: {
              login: fromPromise(async ({ input }) => {
                effects.logins.push(input);
                if (!options.login) throw new Error('Kullanıcı adı veya şifre hatalı.');
                return options.login(input);
              }),
            },
            actions: { toast: showToast },
          }))),
        },
        guards: { canOpen: (_, { name }) => hasDialogView(name) },
      }),
      notifications: notificationsMachine.provide({
        actors: {
          loadNotifications: fromPromise(({ input }) => (options.notifications?.load ?? (() => new Promise<NotificationItem[]>(() => {})))(input)),
          markRead: fromPromise(({ input }) => (options.notifications?.markRead ?? (() => new Promise<void>(() => {})))(input)),
        },
      }),
      sideMenu: sideMenuMachine.provide({
        actors: { findGame: fromPromise(({ input }) => (options.findGame ?? (async () => null))(input)) },
        actions: { showChat: (_, params) => effects.chat.push(params) },
      }),
    },
  });
  const actor = createActor(machine, {
    input: { cachedBootstrap: data, locale: options.locale ?? 'tr', authData: options.authData ?? null, topNotifyRead: true },
  });
  actor.start();
  const view = render(
    <AppActorContext.Provider value={actor}>
      <Router hook={location.hook}>
        <App />
      </Router>
    </AppActorContext.Provider>,
  );
  return { ...view, actor, location, effects };
}

/** Lets settled promises, lazy modules and pending React updates land. */
export const settle = (ms = 0) => act(() => new Promise((resolve) => setTimeout(resolve, ms)));
