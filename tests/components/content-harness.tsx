// model-tests/ only: machines re-provided with fakes. Component tests use the app's real wiring (app-harness.tsx).
import type { ReactNode } from 'react';
import { act, render } from '@testing-library/react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { createActor, fromPromise } from 'xstate';
import type { Bootstrap } from '../../contracts/cms';
import type { GameItem } from '../../contracts/casino';
import { appMachine } from '../../machines/app.machine';
import { emptyBootstrap } from '../../machines/bootstrap.machine';
import { lobbyMachine } from '../../machines/lobby.machine';
import { popupMachine } from '../../machines/popup.machine';
import { topBannerMachine } from '../../machines/top-banner.machine';
import { AppActorContext } from '../../src/app/hooks';
import { stubBootstrap } from './bootstrap-stub';

/** jsdom has no modal dialogs: open/close toggle the attribute, as a browser would. */
export function polyfillDialog() {
  const proto = HTMLDialogElement.prototype as HTMLDialogElement & { __polyfilled?: boolean };
  if (proto.__polyfilled) return;
  proto.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  proto.close = function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
  proto.__polyfilled = true;
}

const game = (id: number, name: string, systemCategory: number, providerName: GameItem['providerName'] = 'Hub88'): GameItem => ({
  id,
  name,
  providerName,
  gameCode: `g${id}`,
  system: null,
  productId: null,
  mainProviderId: 2,
  systemCategory,
  imageUrl: `/media/games/${id}.svg`,
});
export const testGames = [game(1, 'Sultan’s Fortune', 1), game(2, 'Galata Gold', 1, 'Egt Digital'), game(3, 'Canlı Rulet', 2, 'EveryMatrix')];

export const testBootstrap: Bootstrap = {
  ...emptyBootstrap,
  casinoCategoryList: [
    { id: 1, name: 'Slot Oyunları', slugList: ['slot'], imageUrl: '/media/categories/slot.svg' },
    { id: 2, name: 'Canlı Casino', slugList: ['live'], imageUrl: '/media/categories/live.svg', isLive: true },
  ],
  domainStatus: { current: 'kasa1045.com', next: 'kasa1046.com' },
  providerLogos: Array.from({ length: 18 }, (_, i) => ({ name: `Provider ${i + 1}`, url: `/media/providers/p${i + 1}.svg` })),
  categoryList: [
    { id: 2, content: [{ id: 3, title: 'Hakkımızda' }, { id: 7, title: 'Sorumlu Oyun' }] },
    { id: 1, content: [{ id: 1, title: 'Sıkça Sorulan Sorular' }] },
  ],
};

export interface HarnessOptions {
  bootstrap?: Bootstrap;
  path?: string;
  topNotifyRead?: boolean;
  popupSeen?: string[];
  categoryGames?: (ids: number[]) => Promise<GameItem[]>;
  searchGames?: (input: { search: string; live: boolean }) => Promise<GameItem[]>;
  storeTopNotifyRead?: () => void;
  markPopupSeen?: (seen: string[]) => void;
}

/** Renders views inside a real root actor whose network and storage effects are fakes. */
export function renderContent(ui: ReactNode, options: HarnessOptions = {}) {
  polyfillDialog();
  const data = options.bootstrap ?? testBootstrap;
  const machine = appMachine.provide({
    actors: {
      bootstrap: stubBootstrap(data),
      lobby: lobbyMachine.provide({
        actors: {
          loadCategoryGames: fromPromise(({ input }) =>
            (options.categoryGames ?? (async (ids: number[]) => testGames.filter((g) => ids.includes(g.systemCategory))))(input.ids),
          ),
          searchGames: fromPromise(({ input }) => (options.searchGames ?? (async () => []))(input)),
        },
      }),
      topBanner: topBannerMachine.provide({ actions: { storeRead: () => options.storeTopNotifyRead?.() } }),
      popup: popupMachine.provide({ actions: { markSeen: (_, { seen }) => options.markPopupSeen?.(seen) } }),
    },
  });
  const actor = createActor(machine, {
    input: { cachedBootstrap: data, locale: 'tr', topNotifyRead: options.topNotifyRead ?? false, popupSeen: options.popupSeen ?? [] },
  });
  actor.start();
  const location = memoryLocation({ path: options.path ?? '/', record: true });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <AppActorContext.Provider value={actor}>
      <Router hook={location.hook}>{children}</Router>
    </AppActorContext.Provider>
  );
  const view = render(ui, { wrapper });
  return { ...view, actor, location };
}

/** Lets settled promises and pending React updates land. */
export const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));
