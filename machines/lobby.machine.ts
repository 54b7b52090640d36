import { and, assign, fromPromise, setup } from 'xstate';
import type { CasinoCategory } from '../contracts/cms';
import type { GameItem } from '../contracts/casino';
import { notProvided } from './machine-helpers';

export interface LobbyInput {
  /** The cached bootstrap casinoCategoryList. */
  categories: CasinoCategory[];
}

export interface LobbyContext {
  categories: CasinoCategory[];
  slug: string | null;
  games: GameItem[];
  /** The slug whose games came back (answered or failed) into `games`; null while they load. */
  listed: string | null;
  /** The search box text as typed. */
  search: string;
  results: GameItem[];
  /** Home page rows: games per category slug. */
  shelfSlugs: string[];
  shelves: Record<string, GameItem[]>;
}

export type LobbyEvent =
  | { type: 'lobby.categoriesLoaded'; categories: CasinoCategory[] }
  | { type: 'lobby.categorySelected'; slug: string }
  | { type: 'lobby.searched'; text: string }
  | { type: 'lobby.searchCleared' }
  | { type: 'lobby.shelvesRequested'; slugs: string[] };

/** The ids of every category whose slugList holds the slug (POST casino/categorygames systemCategory). */
export const categoryIds = (categories: readonly CasinoCategory[], slugs: readonly string[]) =>
  categories.filter((c) => c.slugList.some((s) => slugs.includes(s))).map((c) => c.id);

const LIVE_SLUG = 'live';

export const lobbyMachine = setup({
  types: {} as { context: LobbyContext; events: LobbyEvent; input: LobbyInput },
  actors: {
    loadCategoryGames: fromPromise<GameItem[], { ids: number[] }>(notProvided),
    searchGames: fromPromise<GameItem[], { search: string; live: boolean }>(notProvided),
  },
  guards: {
    blankSearch: ({ event }) => event.type === 'lobby.searched' && event.text.trim() === '',
    hasCategory: ({ context }) => context.slug !== null,
    categoryListed: ({ context }) => context.slug !== null && context.listed === context.slug,
    noCategories: ({ context }) => context.categories.length === 0,
    categoryIdsChanged: ({ context, event }) =>
      event.type === 'lobby.categoriesLoaded' &&
      context.slug !== null &&
      categoryIds(context.categories, [context.slug]).join() !== categoryIds(event.categories, [context.slug]).join(),
    shelfIdsChanged: ({ context, event }) =>
      event.type === 'lobby.categoriesLoaded' &&
      categoryIds(context.categories, context.shelfSlugs).join() !== categoryIds(event.categories, context.shelfSlugs).join(),
    newShelves: ({ context, event }) =>
      event.type === 'lobby.shelvesRequested' && event.slugs.join() !== context.shelfSlugs.join(),
  },
  delays: { searchDebounce: 300 },
}).createMachine({
  id: 'lobby',
  context: ({ input }) => ({ categories: input.categories, slug: null, games: [], listed: null, search: '', results: [], shelfSlugs: [], shelves: {} }),
  type: 'parallel',
  on: { 'lobby.categoriesLoaded': { actions: assign({ categories: ({ event }) => event.categories }) } },
  states: {
    catalogue: {
      initial: 'idle',
      on: {
        'lobby.categorySelected': {
          target: '.browsing',
          actions: assign({ slug: ({ event }) => event.slug, search: '', results: [] }),
        },
        'lobby.searched': [
          { guard: and(['blankSearch', 'categoryListed']), target: '.browsing.list', actions: assign({ search: '', results: [] }) },
          // The search began before the category's games came back: load them again.
          { guard: and(['blankSearch', 'hasCategory']), target: '.browsing', actions: assign({ search: '', results: [] }) },
          { guard: 'blankSearch', target: '.idle', actions: assign({ search: '', results: [] }) },
          { target: '.searching', actions: assign({ search: ({ event }) => event.text }) },
        ],
        'lobby.searchCleared': [
          { guard: 'categoryListed', target: '.browsing.list', actions: assign({ search: '', results: [] }) },
          { guard: 'hasCategory', target: '.browsing', actions: assign({ search: '', results: [] }) },
          { target: '.idle', actions: assign({ search: '', results: [] }) },
        ],
      },
      states: {
        idle: { description: 'No category chosen yet' },
        browsing: {
          initial: 'resolving',
          states: {
            resolving: {
              description: 'Is the category list known yet?',
              always: [{ guard: 'noCategories', target: 'awaitingCategories' }, { target: 'loading' }],
            },
            awaitingCategories: {
              description: 'First visit: the category list arrives with the bootstrap data (skeleton tiles meanwhile)',
              on: { 'lobby.categoriesLoaded': { target: 'loading', actions: assign({ categories: ({ event }) => event.categories }) } },
            },
            loading: {
              description: 'Games of every category whose slugList holds the slug (skeleton tiles meanwhile)',
              entry: assign({ listed: null }),
              invoke: {
                id: 'categoryGames',
                src: 'loadCategoryGames',
                input: ({ context }) => ({ ids: categoryIds(context.categories, context.slug ? [context.slug] : []) }),
                onDone: { target: 'list', actions: assign({ games: ({ event }) => event.output, listed: ({ context }) => context.slug }) },
                onError: { target: 'list', actions: assign({ games: [], listed: ({ context }) => context.slug }) },
              },
            },
            list: {
              description: 'The category grid; fresh categories that map the slug to other ids reload it',
              on: { 'lobby.categoriesLoaded': { guard: 'categoryIdsChanged', target: 'loading', actions: assign({ categories: ({ event }) => event.categories }) } },
            },
          },
        },
        searching: {
          initial: 'debouncing',
          states: {
            debouncing: {
              description: 'Waits 300 ms after the last keystroke',
              after: { searchDebounce: 'fetching' },
            },
            fetching: {
              description: 'Game search by name (live casino games on /casino/live)',
              invoke: {
                id: 'gameSearch',
                src: 'searchGames',
                input: ({ context }) => ({ search: context.search.trim(), live: context.slug === LIVE_SLUG }),
                onDone: { target: 'results', actions: assign({ results: ({ event }) => event.output }) },
                onError: { target: 'results', actions: assign({ results: [] }) },
              },
            },
            results: { description: 'Search results; clearing the search returns to the category' },
          },
        },
      },
    },
    shelves: {
      initial: 'idle',
      on: {
        'lobby.shelvesRequested': {
          guard: 'newShelves',
          target: '.loading',
          actions: assign({ shelfSlugs: ({ event }) => event.slugs }),
        },
      },
      states: {
        idle: { description: 'No home page rows requested' },
        loading: {
          description: 'One call for the games of all home page rows, split by category',
          invoke: {
            id: 'shelfGames',
            src: 'loadCategoryGames',
            input: ({ context }) => ({ ids: categoryIds(context.categories, context.shelfSlugs) }),
            onDone: {
              target: 'ready',
              actions: assign({
                shelves: ({ context, event }) =>
                  Object.fromEntries(
                    context.shelfSlugs.map((slug) => {
                      const ids = categoryIds(context.categories, [slug]);
                      return [slug, event.output.filter((g) => ids.includes(g.systemCategory))];
                    }),
                  ),
              }),
            },
            onError: { target: 'ready', actions: assign({ shelves: {} }) },
          },
        },
        ready: {
          description: 'Home page rows shown; fresh categories that map the rows to other ids reload them',
          on: { 'lobby.categoriesLoaded': { guard: 'shelfIdsChanged', target: 'loading', actions: assign({ categories: ({ event }) => event.categories }) } },
        },
      },
    },
  },
});
