import { describe, expect, it } from 'vitest';
import { getShortestPaths } from 'xstate/graph';
import { lobbyMachine } from '../machines/lobby.machine';
import type { CasinoCategory } from '../contracts/cms';
import type { GameItem } from '../contracts/casino';
import { deferredActor, describePath, ownEvents, replayPath } from './content-replay';

const categories: CasinoCategory[] = [
  { id: 1, name: 'Slot', slugList: ['slot'], imageUrl: '' },
  { id: 2, name: 'Canlı', slugList: ['live'], imageUrl: '' },
];
const game = (id: number, systemCategory: number): GameItem => ({
  id,
  name: `Game ${id}`,
  providerName: 'Hub88',
  gameCode: `g${id}`,
  system: null,
  productId: null,
  mainProviderId: 1,
  systemCategory,
  imageUrl: '',
});
const games = [game(1, 1), game(2, 2)];
const failure = new Error('503');

describe.each([
  { name: 'cached categories', input: { categories } },
  { name: 'first visit', input: { categories: [] as CasinoCategory[] } },
])('lobby paths ($name)', ({ input }) => {
  const paths = getShortestPaths(lobbyMachine, {
    input,
    // One path per state and shape of the data a player sees (which category, typed text, list sizes).
    serializeState: (snapshot) => {
      const { slug, search, games, results, shelfSlugs, shelves, categories: known } = snapshot.context;
      const rows = Object.entries(shelves).map(([row, list]) => [row, list.length]);
      const mapping = known.map((c) => [c.id, c.slugList]);
      return JSON.stringify([snapshot.value, slug, search, games.length, results.length, shelfSlugs, rows, mapping]);
    },
    events: ownEvents({
      'lobby.categoriesLoaded': [
        { type: 'lobby.categoriesLoaded', categories },
        { type: 'lobby.categoriesLoaded', categories: [...categories, { id: 3, name: 'Canlı Rulet', slugList: ['live', 'slot'], imageUrl: '' }] },
      ],
      'lobby.categorySelected': [{ type: 'lobby.categorySelected', slug: 'live' }],
      'lobby.searched': [
        { type: 'lobby.searched', text: 'rulet' },
        { type: 'lobby.searched', text: ' ' },
      ],
      'lobby.shelvesRequested': [{ type: 'lobby.shelvesRequested', slugs: ['slot'] }],
      'xstate.done.actor.categoryGames': [{ type: 'xstate.done.actor.categoryGames', output: games }],
      'xstate.done.actor.shelfGames': [{ type: 'xstate.done.actor.shelfGames', output: games }],
      'xstate.done.actor.gameSearch': [{ type: 'xstate.done.actor.gameSearch', output: [games[1]] }],
      'xstate.error.actor.categoryGames': [{ type: 'xstate.error.actor.categoryGames', error: failure }],
      'xstate.error.actor.shelfGames': [{ type: 'xstate.error.actor.shelfGames', error: failure }],
      'xstate.error.actor.gameSearch': [{ type: 'xstate.error.actor.gameSearch', error: failure }],
    }),
  });

  it('cover every state of both regions', () => {
    const leaves = new Set(paths.flatMap((p) => {
      const value = p.state.value as { catalogue: string | Record<string, string>; shelves: string };
      const catalogue = typeof value.catalogue === 'string' ? value.catalogue : Object.entries(value.catalogue).map(([k, v]) => `${k}.${v}`)[0];
      return [`catalogue.${catalogue}`, `shelves.${value.shelves}`];
    }));
    expect([...leaves].sort()).toEqual([
      ...(input.categories.length === 0 ? ['catalogue.browsing.awaitingCategories'] : []),
      'catalogue.browsing.list',
      'catalogue.browsing.loading',
      'catalogue.idle',
      'catalogue.searching.debouncing',
      'catalogue.searching.fetching',
      'catalogue.searching.results',
      'shelves.idle',
      'shelves.loading',
      'shelves.ready',
    ].sort());
  });

  it('leave a failed search or failed load with empty lists, never an error', () => {
    for (const path of paths) {
      expect(path.state.status).toBe('active');
      const last: string = path.steps.at(-1)!.event.type;
      if (last === 'xstate.error.actor.gameSearch') expect(path.state.context.results).toEqual([]);
      if (last === 'xstate.error.actor.categoryGames') expect(path.state.context.games).toEqual([]);
    }
  });

  it.each(paths.map((path) => [describePath(path), path] as const))('%s', async (_, path) => {
    await replayPath(lobbyMachine, path, {
      input,
      provide: (pending) => {
        const deferred = deferredActor(pending);
        return lobbyMachine.provide({ actors: { loadCategoryGames: deferred, searchGames: deferred } });
      },
    });
  });
});
