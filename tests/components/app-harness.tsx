import type { ReactNode } from 'react';
import { act, render, waitFor } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { navigate } from 'wouter/use-browser-location';
import type { AuthData } from '../../contracts/auth';
import type { Bootstrap } from '../../contracts/cms';
import type { Locale } from '../../i18n/locales';
import { emptyBootstrap } from '../../machines/bootstrap.machine';
import { App } from '../../src/app/App';
import { startAppActor, type AppActor } from '../../src/app/app-actor';
import { AppActorContext } from '../../src/app/hooks';
import { page } from '../../src/app/page';
import { storageKeys } from '../../src/app/storage';
import { loadLocale } from '../../src/i18n/runtime';
import { fakeNetwork, ok, pending, type Routes } from './fake-network';
import { fakeHub } from './fake-hub';
// Loaded up front, so the views the app loads lazily resolve within a test's waiting time.
import '../../src/features/side-menu/side-menu';
import '../../src/features/auth/login-dialog';
import '../../src/features/auth/login-flow';
import '../../src/features/notifications/notifications-surfaces';
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
  /** Stored auth data: the player is logged in. */
  authData?: AuthData | null;
  bootstrap?: Bootstrap;
  locale?: Locale;
  topNotifyRead?: boolean;
  popupSeen?: string[];
  /**
   * The server's answers, on top of the defaults (cms/grouped answers `bootstrap`; user/balance never answers;
   * a player has no notifications).
   */
  server?: Routes;
}

const started: AppActor[] = [];
const networks: Array<{ stop(): void }> = [];
afterEach(() => {
  for (const actor of started.splice(0)) actor.stop();
  for (const network of networks.splice(0)) network.stop();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/**
 * Starts the app as the page does (startAppActor: the app's real provide, storage and URL); only the
 * network is fake, and reloading or opening a window is recorded instead.
 */
export function startApp(options: RenderAppOptions = {}) {
  polyfillDialog();
  const data = options.bootstrap ?? shellBootstrap;
  const locale = options.locale ?? 'tr';
  localStorage.clear();
  sessionStorage.clear();
  // The choices the server also reads travel as cookies: a page starts with none.
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0].trim();
    if (name) document.cookie = `${name}=; path=/; max-age=0`;
  }
  localStorage.setItem(storageKeys.lang, locale);
  localStorage.setItem(storageKeys.bootstrap, JSON.stringify({ [locale]: data }));
  if (options.topNotifyRead ?? true) localStorage.setItem(storageKeys.topNotifyRead, 'yes');
  if (options.popupSeen) localStorage.setItem(storageKeys.popupSeen, JSON.stringify(options.popupSeen));
  if (options.authData) localStorage.setItem(storageKeys.authData, JSON.stringify(options.authData));
  window.history.replaceState(null, '', options.path ?? '/');
  const network = fakeNetwork({
    'GET cms/grouped': () => ok(data),
    'GET casino/eqyptquest': () => ok(data.jackpotCards),
    'GET user/balance': pending,
    'GET auth/logout': () => ok(),
    'POST customer/notification': () => ok([]),
    ...options.server,
  });
  networks.push(network);
  // The hub (/hubs/notify) behind the page's WebSocket: it accepts a player's connection and pushes when told.
  const hub = fakeHub();
  vi.stubGlobal('WebSocket', hub.WebSocket);
  const effects = { reloads: 0, opened: [] as string[] };
  vi.spyOn(page, 'reload').mockImplementation(() => {
    effects.reloads += 1;
  });
  vi.spyOn(page, 'open').mockImplementation((url) => {
    effects.opened.push(url);
    return null;
  });
  const actor = startAppActor();
  started.push(actor);
  return { actor, network, effects, hub };
}

/** Renders `ui` (by default the whole app) inside a started app. */
export function renderApp(options: RenderAppOptions = {}, ui: ReactNode = <App />) {
  const app = startApp(options);
  const wrapper = ({ children }: { children: ReactNode }) => <AppActorContext.Provider value={app.actor}>{children}</AppActorContext.Provider>;
  const view = render(ui, { wrapper });
  return { ...view, ...app };
}

/** Waits until the latest app has its bootstrap answer (server strings merged, parallel loads done). */
export const bootstrapped = () =>
  waitFor(() => {
    if (!started.at(-1)?.system.get('bootstrap').getSnapshot().matches('ready')) throw new Error('bootstrap still loading');
  }, { timeout: 10_000 });

/** The page's path, as the address bar shows it. */
export const currentPath = () => window.location.pathname;

/** Goes to `path` as a link in the page would. */
export const goTo = (path: string) => act(() => navigate(path));

/** Lets settled promises, lazy modules and pending React updates land. */
export const settle = (ms = 0) => act(() => new Promise((resolve) => setTimeout(resolve, ms)));
