import { and, assign, fromPromise, setup } from 'xstate';
import type { CasinoCategory } from '../contracts/cms';
import type { GameItem } from '../contracts/casino';
import { notProvided } from './machine-helpers';

/**
 * The games a page's first view was rendered with (the server renders the lobby's grid or the home page's rows
 * with their games): the lobby starts with them listed instead of asking for them again.
 */
export interface LobbyFirstGames {
  /** The lobby's category slug (/casino/:slug), or null. */
  slug: string | null;
  /** The home page rows' slugs (empty elsewhere). */
  shelfSlugs: string[];
  games: GameItem[];
}

export interface LobbyInput {
  /** The cached bootstrap casinoCategoryList. */
  categories: CasinoCategory[];
  firstGames?: LobbyFirstGames | null;
}

/** Tiles a category grid shows at first, and each "show more" adds (a phone's first screens, not the catalogue). */
export const LOBBY_PAGE = 24;

export interface LobbyContext {
  categories: CasinoCategory[];
  slug: string | null;
  games: GameItem[];
  /** How many of the category's games the grid shows: LOBBY_PAGE, then LOBBY_PAGE more per "show more". */
  shown: number;
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
  | { type: 'lobby.moreShown' }
  | { type: 'lobby.shelvesRequested'; slugs: string[] };

/** The ids of every category whose slugList holds the slug (POST casino/categorygames systemCategory). */
export const categoryIds = (categories: readonly CasinoCategory[], slugs: readonly string[]) =>
  categories.filter((c) => c.slugList.some((s) => slugs.includes(s))).map((c) => c.id);

const LIVE_SLUG = 'live';

/**
 * Whether the slug opens a live casino category's lobby (its search finds live casino games); before the categories
 * are known, the built-in live lobby's address.
 */
function liveLobby(categories: readonly CasinoCategory[], slug: string | null): boolean {
  if (slug === null) return false;
  const named = categories.filter((c) => c.slugList.includes(slug));
  return named.length > 0 ? named.some((c) => c.isLive === true) : slug === LIVE_SLUG;
}

/** The games of each row, out of one answer for all of them. */
const splitShelves = (categories: readonly CasinoCategory[], slugs: readonly string[], games: readonly GameItem[]) =>
  Object.fromEntries(
    slugs.map((slug) => {
      const ids = categoryIds(categories, [slug]);
      return [slug, games.filter((g) => ids.includes(g.systemCategory))];
    }),
  );

function initialContext({ categories, firstGames }: LobbyInput): LobbyContext {
  const context: LobbyContext = { categories, slug: null, games: [], shown: LOBBY_PAGE, listed: null, search: '', results: [], shelfSlugs: [], shelves: {} };
  if (!firstGames) return context;
  if (firstGames.slug !== null) {
    const ids = categoryIds(categories, [firstGames.slug]);
    Object.assign(context, { slug: firstGames.slug, listed: firstGames.slug, games: firstGames.games.filter((g) => ids.includes(g.systemCategory)) });
  }
  if (firstGames.shelfSlugs.length > 0) {
    Object.assign(context, { shelfSlugs: firstGames.shelfSlugs, shelves: splitShelves(categories, firstGames.shelfSlugs, firstGames.games) });
  }
  return context;
}

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
    // Its games came back and are listed (a failed or empty answer is asked again).
    sameCategoryListed: ({ context, event }) =>
      event.type === 'lobby.categorySelected' && context.listed === event.slug && context.slug === event.slug && context.games.length > 0,
    shelvesListed: ({ context }) => context.shelfSlugs.length > 0,
    moreToShow: ({ context }) => context.games.length > context.shown,
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
  context: ({ input }) => initialContext(input),
  type: 'parallel',
  on: { 'lobby.categoriesLoaded': { actions: assign({ categories: ({ event }) => event.categories }) } },
  states: {
    catalogue: {
      initial: 'idle',
      on: {
        'lobby.categorySelected': [
          // Its games are the ones listed (the first view's, or a moment ago): shown as they are.
          { guard: 'sameCategoryListed', target: '.browsing.list', actions: assign({ search: '', results: [] }) },
          { target: '.browsing', actions: assign({ slug: ({ event }) => event.slug, search: '', results: [], shown: LOBBY_PAGE }) },
        ],
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
        idle: {
          description: 'No category chosen yet',
          // The page's first view came with its category's games.
          always: { guard: 'categoryListed', target: 'browsing.list' },
        },
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
              description: `The category grid, ${LOBBY_PAGE} tiles and ${LOBBY_PAGE} more per "show more"; fresh categories that map the slug to other ids reload it`,
              on: {
                'lobby.categoriesLoaded': { guard: 'categoryIdsChanged', target: 'loading', actions: assign({ categories: ({ event }) => event.categories }) },
                'lobby.moreShown': {
                  guard: 'moreToShow',
                  actions: assign({ shown: ({ context }) => context.shown + LOBBY_PAGE }),
                },
              },
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
              description: 'Game search by name (live casino games in a live casino category’s lobby)',
              invoke: {
                id: 'gameSearch',
                src: 'searchGames',
                input: ({ context }) => ({ search: context.search.trim(), live: liveLobby(context.categories, context.slug) }),
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
        idle: {
          description: 'No home page rows requested',
          // The page's first view came with its rows' games.
          always: { guard: 'shelvesListed', target: 'ready' },
        },
        loading: {
          description: 'One call for the games of all home page rows, split by category',
          invoke: {
            id: 'shelfGames',
            src: 'loadCategoryGames',
            input: ({ context }) => ({ ids: categoryIds(context.categories, context.shelfSlugs) }),
            onDone: {
              target: 'ready',
              actions: assign({ shelves: ({ context, event }) => splitShelves(context.categories, context.shelfSlugs, event.output) }),
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
