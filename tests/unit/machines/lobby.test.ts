import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import { categoryIds, lobbyMachine, type LobbyFirstGames } from '../../../machines/lobby.machine';
import type { CasinoCategory } from '../../../contracts/cms';
import type { GameItem } from '../../../contracts/casino';

const categories: CasinoCategory[] = [
  { id: 1, name: 'Slot Oyunları', slugList: ['slot'], imageUrl: '/media/categories/slot.svg' },
  { id: 2, name: 'Canlı Casino', slugList: ['live', 'canli'], imageUrl: '/media/categories/live.svg', isLive: true },
  { id: 3, name: 'Popüler Oyunlar', slugList: ['popular-games', 'slot'], imageUrl: '/media/categories/popular.svg' },
];

const game = (id: number, name: string, systemCategory: number): GameItem => ({
  id,
  name,
  providerName: 'Hub88',
  gameCode: `g${id}`,
  system: null,
  productId: null,
  mainProviderId: 2,
  systemCategory,
  imageUrl: `/media/games/${id}.svg`,
});

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

function start(
  fakes: { categoryGames?: (ids: number[]) => Promise<GameItem[]>; search?: (input: { search: string; live: boolean }) => Promise<GameItem[]> } = {},
  firstGames: LobbyFirstGames | null = null,
) {
  const clock = new SimulatedClock();
  const loadCategoryGames = vi.fn(fakes.categoryGames ?? (async (ids: number[]) => ids.map((id) => game(id * 10, `Game ${id}`, id))));
  const searchGames = vi.fn(fakes.search ?? (async ({ search }: { search: string }) => [game(99, search, 1)]));
  const machine = lobbyMachine.provide({
    actors: {
      loadCategoryGames: fromPromise(({ input }) => loadCategoryGames(input.ids)),
      searchGames: fromPromise(({ input }) => searchGames(input)),
    },
  });
  const actor = createActor(machine, { clock, input: { categories, firstGames } });
  actor.start();
  return { actor, clock, loadCategoryGames, searchGames };
}

describe('lobby started from a first view that came with its games', () => {
  const slot = game(1, 'Slot', 1);
  const live = game(2, 'Live', 2);
  const popular = game(3, 'Popular', 3);

  it('lists the lobby category at once, and selecting it again asks for nothing', async () => {
    const { actor, loadCategoryGames } = start({}, { slug: 'slot', shelfSlugs: [], games: [slot, popular, live] });
    // Already the list, before any event: what the server rendered is what the browser renders.
    expect(actor.getSnapshot().matches({ catalogue: { browsing: 'list' } })).toBe(true);
    expect(actor.getSnapshot().context.games.map((g) => g.name)).toEqual(['Slot', 'Popular']);
    actor.send({ type: 'lobby.categorySelected', slug: 'slot' });
    await flush();
    expect(loadCategoryGames).not.toHaveBeenCalled();
    expect(actor.getSnapshot().matches({ catalogue: { browsing: 'list' } })).toBe(true);
    // Another category still loads, and coming back loads it again (what was listed is the other one now).
    actor.send({ type: 'lobby.categorySelected', slug: 'live' });
    await flush();
    actor.send({ type: 'lobby.categorySelected', slug: 'slot' });
    await flush();
    expect(loadCategoryGames.mock.calls).toEqual([[[2]], [[1, 3]]]);
  });

  it('shows the home rows at once, split by category, and asks for nothing when the page requests them', async () => {
    const { actor, loadCategoryGames } = start({}, { slug: null, shelfSlugs: ['popular-games', 'slot'], games: [slot, popular] });
    expect(actor.getSnapshot().matches({ shelves: 'ready', catalogue: 'idle' })).toBe(true);
    expect(actor.getSnapshot().context.shelves).toEqual({ 'popular-games': [popular], slot: [slot, popular] });
    actor.send({ type: 'lobby.shelvesRequested', slugs: ['popular-games', 'slot'] });
    await flush();
    expect(loadCategoryGames).not.toHaveBeenCalled();
    // Fresh categories that map the rows to other ids still reload them.
    actor.send({ type: 'lobby.categoriesLoaded', categories: categories.map((c) => (c.id === 3 ? { ...c, slugList: ['other'] } : c)) });
    await flush();
    expect(loadCategoryGames).toHaveBeenCalledTimes(1);
  });
});

describe('lobby', () => {
  it('maps a slug to every category whose slugList holds it', () => {
    expect(categoryIds(categories, ['slot'])).toEqual([1, 3]);
    expect(categoryIds(categories, ['tvbets'])).toEqual([]);
  });

  it('loads the games of the selected category', async () => {
    const { actor, loadCategoryGames } = start();
    actor.send({ type: 'lobby.categorySelected', slug: 'slot' });
    expect(actor.getSnapshot().matches({ catalogue: { browsing: 'loading' } })).toBe(true);
    await flush();
    expect(loadCategoryGames).toHaveBeenCalledWith([1, 3]);
    expect(actor.getSnapshot().matches({ catalogue: { browsing: 'list' } })).toBe(true);
    expect(actor.getSnapshot().context.games.map((g) => g.name)).toEqual(['Game 1', 'Game 3']);
  });

  it('shows an empty list when the category games fail to load', async () => {
    const { actor } = start({ categoryGames: () => Promise.reject(new Error('503')) });
    actor.send({ type: 'lobby.categorySelected', slug: 'live' });
    await flush();
    expect(actor.getSnapshot().matches({ catalogue: { browsing: 'list' } })).toBe(true);
    expect(actor.getSnapshot().context.games).toEqual([]);
  });

  it('debounces the search by 300 ms and searches live games on the live lobby', async () => {
    const { actor, clock, searchGames } = start();
    actor.send({ type: 'lobby.categorySelected', slug: 'live' });
    await flush();
    actor.send({ type: 'lobby.searched', text: 'ro' });
    clock.increment(200);
    actor.send({ type: 'lobby.searched', text: 'rulet ' });
    clock.increment(299);
    expect(searchGames).not.toHaveBeenCalled();
    clock.increment(1);
    await flush();
    expect(searchGames).toHaveBeenCalledTimes(1);
    expect(searchGames).toHaveBeenCalledWith({ search: 'rulet', live: true });
    expect(actor.getSnapshot().context.results.map((g) => g.name)).toEqual(['rulet']);
  });

  it('searches live games in a live category’s lobby under any of its addresses, and the other games elsewhere', async () => {
    const { actor, clock, searchGames } = start();
    for (const slug of ['canli', 'slot']) {
      actor.send({ type: 'lobby.categorySelected', slug });
      await flush();
      actor.send({ type: 'lobby.searched', text: 'rulet' });
      clock.increment(300);
      await flush();
      actor.send({ type: 'lobby.searchCleared' });
    }
    expect(searchGames.mock.calls.map(([input]) => input)).toEqual([{ search: 'rulet', live: true }, { search: 'rulet', live: false }]);
  });

  it('keeps quiet when the search fails, and clearing returns to the category', async () => {
    const { actor, clock } = start({ search: () => Promise.reject(new Error('500')) });
    actor.send({ type: 'lobby.categorySelected', slug: 'slot' });
    await flush();
    actor.send({ type: 'lobby.searched', text: 'aviator' });
    clock.increment(300);
    await flush();
    expect(actor.getSnapshot().matches({ catalogue: { searching: 'results' } })).toBe(true);
    expect(actor.getSnapshot().context.results).toEqual([]);
    actor.send({ type: 'lobby.searchCleared' });
    expect(actor.getSnapshot().matches({ catalogue: { browsing: 'list' } })).toBe(true);
    expect(actor.getSnapshot().context.games).toHaveLength(2);
    expect(actor.getSnapshot().context.search).toBe('');
  });

  it('loads the home page rows in one call and splits them by category', async () => {
    const { actor, loadCategoryGames } = start();
    actor.send({ type: 'lobby.shelvesRequested', slugs: ['popular-games', 'live'] });
    await flush();
    expect(loadCategoryGames).toHaveBeenCalledWith([2, 3]);
    const { shelves } = actor.getSnapshot().context;
    expect(shelves['popular-games'].map((g) => g.name)).toEqual(['Game 3']);
    expect(shelves.live.map((g) => g.name)).toEqual(['Game 2']);
    actor.send({ type: 'lobby.shelvesRequested', slugs: ['popular-games', 'live'] });
    expect(loadCategoryGames).toHaveBeenCalledTimes(1);
  });

  it('waits for the category list on a first visit', async () => {
    const clock = new SimulatedClock();
    const loadCategoryGames = vi.fn(async (ids: number[]) => ids.map((id) => game(id, `Game ${id}`, id)));
    const machine = lobbyMachine.provide({
      actors: { loadCategoryGames: fromPromise(({ input }) => loadCategoryGames(input.ids)), searchGames: fromPromise(async (): Promise<GameItem[]> => []) },
    });
    const actor = createActor(machine, { clock, input: { categories: [] } });
    actor.start();
    actor.send({ type: 'lobby.categorySelected', slug: 'live' });
    expect(actor.getSnapshot().matches({ catalogue: { browsing: 'awaitingCategories' } })).toBe(true);
    actor.send({ type: 'lobby.categoriesLoaded', categories });
    await flush();
    expect(loadCategoryGames).toHaveBeenCalledWith([2]);
    expect(actor.getSnapshot().context.games.map((g) => g.name)).toEqual(['Game 2']);
  });

  it('reloads only when fresh categories map the slug or the rows to other ids', async () => {
    const { actor, loadCategoryGames } = start();
    actor.send({ type: 'lobby.categorySelected', slug: 'live' });
    actor.send({ type: 'lobby.shelvesRequested', slugs: ['popular-games'] });
    await flush();
    expect(loadCategoryGames).toHaveBeenCalledTimes(2);
    actor.send({ type: 'lobby.categoriesLoaded', categories: categories.map((c) => ({ ...c, name: c.name.toUpperCase() })) });
    await flush();
    expect(loadCategoryGames).toHaveBeenCalledTimes(2);
    expect(actor.getSnapshot().context.categories[0].name).toBe('SLOT OYUNLARI');
    actor.send({ type: 'lobby.categoriesLoaded', categories: [...categories, { id: 4, name: 'TV', slugList: ['live'], imageUrl: '' }] });
    await flush();
    expect(loadCategoryGames).toHaveBeenCalledTimes(3);
    expect(loadCategoryGames).toHaveBeenLastCalledWith([2, 4]);
  });
});

describe('a big category shows its games a page at a time', () => {
  const bigList = (ids: number[]) => Promise.resolve(Array.from({ length: 60 }, (_, i) => game(1000 + i, `Game ${i}`, ids[0]!)));
  const tiles = (actor: ReturnType<typeof start>['actor']) => {
    const { games, shown } = actor.getSnapshot().context;
    return games.slice(0, shown).length;
  };

  it('24 tiles first, 24 more per "show more", up to every game; another category starts at 24 again', async () => {
    const { actor, loadCategoryGames } = start({ categoryGames: bigList });
    actor.send({ type: 'lobby.categorySelected', slug: 'live' });
    await flush();
    expect(tiles(actor)).toBe(24);
    actor.send({ type: 'lobby.moreShown' });
    expect(tiles(actor)).toBe(48);
    actor.send({ type: 'lobby.moreShown' });
    actor.send({ type: 'lobby.moreShown' });
    expect(tiles(actor)).toBe(60);
    expect(loadCategoryGames).toHaveBeenCalledTimes(1);
    actor.send({ type: 'lobby.categorySelected', slug: 'slot' });
    await flush();
    expect(tiles(actor)).toBe(24);
  });
});
