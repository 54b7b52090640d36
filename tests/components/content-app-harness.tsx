import type { ReactNode } from 'react';
import { vi } from 'vitest';
import type { Bootstrap } from '../../contracts/cms';
import type { GameItem } from '../../contracts/casino';
import type { AuthData } from '../../contracts/session';
import { emptyBootstrap } from '../../machines/bootstrap.machine';
import { loadSchemas } from '../../src/app/schemas';
import { storage, storageKeys } from '../../src/app/storage';
import { fail, ok, type Routes } from './fake-network';
import { renderApp, settle as settleApp } from './app-harness';

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
  /** A logged-in player's stored auth data. */
  authData?: AuthData;
  /** POST casino/categorygames; a rejection answers 503 with its message. */
  categoryGames?: (ids: number[]) => Promise<GameItem[]>;
  /** POST casino/games. */
  searchGames?: (input: { search: string; live: boolean }) => Promise<GameItem[]>;
  /** Told when the page stores topNotifyRead. */
  storeTopNotifyRead?: () => void;
  /** Told when the page stores popupSeen. */
  markPopupSeen?: (seen: string[]) => void;
  /** Further server answers. */
  server?: Routes;
}

// The answers are checked by the lazily loaded schemas; loaded up front so they resolve within a settle().
await loadSchemas();

const storeValue = storage.set.bind(storage);
const answer = (games: Promise<GameItem[]>) => games.then((list) => ok(list), (error: Error) => fail(503, error.message));

/** Renders views inside the started app (real provide); the network is fake and storage writes are watched. */
export function renderContent(ui: ReactNode, options: HarnessOptions = {}) {
  const categoryGames = options.categoryGames ?? (async (ids: number[]) => testGames.filter((g) => ids.includes(g.systemCategory)));
  const searchGames = options.searchGames ?? (async () => []);
  vi.spyOn(storage, 'set').mockImplementation((key, value) => {
    storeValue(key, value);
    if (key === storageKeys.topNotifyRead) options.storeTopNotifyRead?.();
    if (key === storageKeys.popupSeen) options.markPopupSeen?.(JSON.parse(value) as string[]);
  });
  return renderApp(
    {
      bootstrap: options.bootstrap ?? testBootstrap,
      path: options.path,
      topNotifyRead: options.topNotifyRead ?? false,
      popupSeen: options.popupSeen,
      authData: options.authData,
      server: {
        'POST casino/categorygames': ({ body }) => answer(categoryGames((body as { systemCategory: number[] }).systemCategory)),
        'POST casino/games': ({ body }) => answer(searchGames(body as { search: string; live: boolean })),
        ...options.server,
      },
    },
    ui,
  );
}

/** Lets the fake server's answers, settled promises and pending React updates land. */
export const settle = () => settleApp(10);
