import { describe, expect, it } from 'vitest';
import { getShortestPaths } from 'xstate/graph';
import { lobbyMachine } from '../machines/lobby.machine';
import type { CasinoCategory } from '../contracts/cms';
import type { GameItem } from '../contracts/casino';
import { ownEvents } from './content-replay';
import { answer, checkFlow, fail, inFlight, send, wait, type FlowSpec, type Live, type Rule } from './spec-model';

const categories: CasinoCategory[] = [
  { id: 1, name: 'Slot', slugList: ['slot'], imageUrl: '' },
  { id: 2, name: 'Canlı', slugList: ['live'], imageUrl: '', isLive: true },
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
/** A category with more games than a page of tiles (product: 24 tiles first, 24 more per "show more"). */
const many = Array.from({ length: 50 }, (_, i) => game(100 + i, 1));
const PAGE = 24;
const failure = new Error('503');

/** What the lobby page and the home page show (lobby.tsx, home-page.tsx) and which calls are out. */
const observe = (live: Live) => {
  const snapshot = live.actor.getSnapshot();
  const { context } = snapshot;
  const ids = (list: GameItem[]) => list.map((g) => g.id);
  return {
    slug: context.slug as string | null,
    categories: context.categories as CasinoCategory[],
    categoriesKnown: context.categories.length > 0,
    searching: snapshot.matches({ catalogue: 'searching' }) as boolean,
    skeleton: ['browsing.loading', 'browsing.awaitingCategories', 'searching.debouncing', 'searching.fetching'].some((state) => {
      const [a, b] = state.split('.');
      return snapshot.matches({ catalogue: { [a!]: b } });
    }),
    grid: ids(context.games),
    /** The tiles lobby.tsx renders of the category's games, and how many the category has. */
    tiles: context.games.slice(0, context.shown).length,
    total: context.games.length,
    results: ids(context.results),
    gamesCalls: inFlight(live, 'categoryGames').map((r) => r.input),
    searchCalls: inFlight(live, 'gameSearch').map((r) => r.input),
    rowsLoading: !snapshot.matches({ shelves: 'ready' }),
    rowCalls: inFlight(live, 'shelfGames').map((r) => r.input),
    rows: Object.fromEntries(Object.entries(context.shelves as Record<string, GameItem[]>).map(([slug, list]) => [slug, ids(list)])),
    calls: live.requests.length,
    /** Did the last category games call come back (answered or failed), or was it dropped? */
    gridAnswered: live.requests.filter((r) => r.id === 'categoryGames').at(-1)?.settled ?? false,
  };
};
type Observed = ReturnType<typeof observe>;

/** product §3: a category slug stands for every category whose slugList holds it. */
const idsFor = (list: CasinoCategory[], slug: string) => list.filter((c) => c.slugList.includes(slug)).map((c) => c.id);
const remapped = [...categories, { id: 3, name: 'Canlı Rulet', slugList: ['live', 'slot'], imageUrl: '' }];
const catalogueSituation = (o: Observed) =>
  o.searching
    ? o.searchCalls.length ? 'searching' : o.skeleton ? 'typing' : 'search results'
    : o.skeleton
      ? o.gamesCalls.length ? 'loading games' : 'waiting for categories'
      : o.slug ? 'category grid' : 'no category';
/** The category's games came back and are on the page: choosing it again shows them without asking again. */
const listedAlready = (o: Observed, slug: string) => o.slug === slug && o.gridAnswered && o.grid.length > 0;
const select = (slug: string): Rule<Observed> => ({
  act: send({ type: 'lobby.categorySelected', slug }),
  then: (before) => (listedAlready(before, slug) ? 'category grid' : before.categoriesKnown ? 'loading games' : 'waiting for categories'),
  check: (after, before) => {
    // The home page rows are another region of the page: choosing a category leaves them alone.
    expect(rowsSituation(after)).toBe(rowsSituation(before));
    if (listedAlready(before, slug)) {
      expect(after.calls).toBe(before.calls);
      expect(after.grid).toEqual(before.grid);
    } else if (after.categoriesKnown) expect(after.gamesCalls).toEqual([{ ids: idsFor(before.categories, slug) }]);
    expect(after.results).toEqual([]);
  },
});
const typed = (text: string): Rule<Observed> => ({
  act: send({ type: 'lobby.searched', text }),
  then: 'typing',
  check: (after, before) => expect(rowsSituation(after)).toBe(rowsSituation(before)),
});
/** Clearing the search returns to the category: its grid, or its games again if they had not come back. */
const back = (act: Rule<Observed>['act']): Rule<Observed> => ({
  act,
  then: (before) =>
    !before.slug ? 'no category' : before.gridAnswered ? 'category grid' : before.categoriesKnown ? 'loading games' : 'waiting for categories',
  check: (after) => expect(after.results).toEqual([]),
});
const cleared = [back(send({ type: 'lobby.searchCleared' })), back(send({ type: 'lobby.searched', text: ' ' }, 'lobby.searched(blank)'))];

/** product §2 Routes, §8 (silent failures), §9: the casino catalogue as a player sees it. */
const catalogueSpec: FlowSpec<Observed> = {
  observe,
  situation: catalogueSituation,
  optional: ['waiting for categories'],
  invariant: (o) => {
    expect(o.gamesCalls.length + o.searchCalls.length).toBeLessThanOrEqual(1);
    // product §2: clearing the search returns to the category; its grid holds the games that came back for it.
    if (catalogueSituation(o) === 'category grid') expect(o.gridAnswered, 'the category grid shows an answered call').toBe(true);
    if (!o.searching) expect(o.results).toEqual([]);
    // A grid shows whole pages of tiles, at least one, or every game.
    if (catalogueSituation(o) === 'category grid') {
      expect(o.tiles === o.total || (o.tiles >= PAGE && o.tiles % PAGE === 0), `${o.tiles} of ${o.total} tiles`).toBe(true);
    }
  },
  rules: {
    'no category': [select('live'), typed('rulet'), ...cleared],
    'waiting for categories': [
      {
        act: send({ type: 'lobby.categoriesLoaded', categories }),
        then: 'loading games',
        check: (after) => expect(after.gamesCalls).toEqual([{ ids: idsFor(categories, after.slug!) }]),
      },
      typed('rulet'),
    ],
    'loading games': [
      { act: answer('categoryGames', games), then: 'category grid', check: (after) => expect(after.grid).toEqual([1, 2]) },
      // A big category: whole pages of tiles (the invariant), every game in the list.
      { act: answer('categoryGames', many), then: 'category grid', check: (after) => expect(after.total).toBe(many.length) },
      // A failed game list falls back to an empty grid, silently.
      { act: fail('categoryGames'), then: 'category grid', check: (after) => expect(after.grid).toEqual([]) },
      select('slot'),
      typed('rulet'),
      ...cleared,
    ],
    'category grid': [
      select('slot'),
      typed('rulet'),
      {
        // "Show more": 24 more tiles, up to every game; nothing is asked of the server.
        act: send({ type: 'lobby.moreShown' }),
        then: 'category grid',
        check: (after, before) => {
          expect(after.tiles).toBe(Math.min(before.total, before.tiles + PAGE));
          expect(after.calls).toBe(before.calls);
        },
      },
      {
        act: send({ type: 'lobby.categoriesLoaded', categories: remapped }),
        then: (before) => (idsFor(before.categories, before.slug!).join() === idsFor(remapped, before.slug!).join() ? 'category grid' : 'loading games'),
        check: (after, before) => {
          if (after.gamesCalls.length) expect(after.gamesCalls).toEqual([{ ids: idsFor(remapped, before.slug!) }]);
        },
      },
      {
        // The bootstrap answers again with the list the page already has: nothing reloads.
        act: {
          label: 'lobby.categoriesLoaded(same)',
          run: (live) => send({ type: 'lobby.categoriesLoaded', categories: structuredClone(live.actor.getSnapshot().context.categories) }).run(live),
        },
        then: 'category grid',
        check: (after, before) => expect(after.calls).toBe(before.calls),
      },
    ],
    typing: [
      { act: wait(299), then: 'typing', check: (after, before) => expect(after.calls).toBe(before.calls) },
      {
        act: wait(300),
        then: 'searching',
        check: (after, before) => expect(after.searchCalls).toEqual([{ search: 'rulet', live: before.slug === 'live' }]),
      },
      typed('aviator'),
      ...cleared,
    ],
    searching: [
      { act: answer('gameSearch', [games[1]]), then: 'search results', check: (after) => expect(after.results).toEqual([2]) },
      // Game-search failure is silent: no results.
      { act: fail('gameSearch'), then: 'search results', check: (after) => expect(after.results).toEqual([]) },
      typed('aviator'),
      ...cleared,
      select('live'),
    ],
    'search results': [typed('aviator'), ...cleared, select('slot')],
  },
};

/** The rules are tried once per situation and what they depend on (the many generated data shapes repeat these). */
const ruleKey = (o: Observed) =>
  JSON.stringify([o.slug, o.categoriesKnown, o.categories.map((c) => c.id), o.gridAnswered, catalogueSituation(o), rowsSituation(o), o.tiles, o.total]);

const rowsSituation = (o: Observed) => (o.rowCalls.length ? 'rows loading' : o.rowsLoading ? 'no rows' : 'rows shown');
const requestRows = (slugs: string[]): Rule<Observed> => ({
  act: send({ type: 'lobby.shelvesRequested', slugs }),
  then: 'rows loading',
  check: (after) => expect(after.rowCalls).toHaveLength(1),
});

/** product §2 home page rows: one call for all rows, split by category; failures fall back to empty rows. */
const shelvesSpec: FlowSpec<Observed> = {
  observe,
  situation: rowsSituation,
  rules: {
    'no rows': [requestRows(['slot'])],
    'rows loading': [
      {
        act: answer('shelfGames', games),
        then: 'rows shown',
        check: (after) => {
          for (const [slug, ids] of Object.entries(after.rows)) {
            expect(ids).toEqual(games.filter((g) => idsFor(after.categories, slug).includes(g.systemCategory)).map((g) => g.id));
          }
        },
      },
      { act: fail('shelfGames'), then: 'rows shown', check: (after) => expect(after.rows).toEqual({}) },
      requestRows(['live', 'slot']),
    ],
    'rows shown': [
      requestRows(['live', 'slot', 'popular']),
      {
        act: send({ type: 'lobby.categoriesLoaded', categories: remapped.map((c) => ({ ...c, id: c.id + 10 })) }, 'lobby.categoriesLoaded(new ids)'),
        then: 'rows loading',
      },
    ],
  },
};

describe.each([
  { name: 'cached categories', input: { categories } },
  { name: 'first visit', input: { categories: [] as CasinoCategory[] } },
])('lobby paths ($name)', ({ input }) => {
  const paths = getShortestPaths(lobbyMachine, {
    input,
    // One path per state and shape of the data a player sees (which category, typed text, list sizes).
    serializeState: (snapshot) => {
      const { slug, search, games, results, shelfSlugs, shelves, categories: known, shown } = snapshot.context;
      const rows = Object.entries(shelves).map(([row, list]) => [row, list.length]);
      const mapping = known.map((c) => [c.id, c.slugList]);
      return JSON.stringify([snapshot.value, slug, search, games.length, results.length, shelfSlugs, rows, mapping, Math.min(shown, games.length)]);
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
      'xstate.done.actor.categoryGames': [
        { type: 'xstate.done.actor.categoryGames', output: games },
        { type: 'xstate.done.actor.categoryGames', output: many },
      ],
      'xstate.done.actor.shelfGames': [{ type: 'xstate.done.actor.shelfGames', output: games }],
      'xstate.done.actor.gameSearch': [{ type: 'xstate.done.actor.gameSearch', output: [games[1]] }],
      'xstate.error.actor.categoryGames': [{ type: 'xstate.error.actor.categoryGames', error: failure }],
      'xstate.error.actor.shelfGames': [{ type: 'xstate.error.actor.shelfGames', error: failure }],
      'xstate.error.actor.gameSearch': [{ type: 'xstate.error.actor.gameSearch', error: failure }],
    }),
  });

  it('the catalogue (category grid and search) agrees with its user-level model everywhere', async () => {
    await checkFlow({ machine: lobbyMachine, input }, paths, catalogueSpec, { ruleKey });
  });

  it('the home page rows agree with their user-level model everywhere', async () => {
    await checkFlow({ machine: lobbyMachine, input }, paths, shelvesSpec, { ruleKey });
  });
});
