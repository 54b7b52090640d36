import { assign, fromPromise, setup } from 'xstate';
import type { AdminGameItem, AdminGamePage, GameFacets } from '../contracts/admin-catalogue';
import { errorMessage, notProvided, type Ack, type ToastParams } from './machine-helpers';

/** The filters as the form holds them ('' is "any"). */
export interface GamesFilter {
  q: string;
  providerId: string;
  categoryId: string;
}
export const anyGame: GamesFilter = { q: '', providerId: '', categoryId: '' };

export interface GamesRequest {
  q?: string;
  providerId?: string;
  categoryId?: string;
  offset?: number;
}

export function gamesRequestOf(filter: GamesFilter, offset: number): GamesRequest {
  const q = filter.q.trim();
  return {
    ...(q ? { q } : {}),
    ...(filter.providerId ? { providerId: filter.providerId } : {}),
    ...(filter.categoryId ? { categoryId: filter.categoryId } : {}),
    ...(offset > 0 ? { offset } : {}),
  };
}

/** What an operator changes about one game. */
export type GameChange =
  | { kind: 'enabled'; id: number; enabled: boolean }
  | { kind: 'move'; id: number; categoryId: number; direction: 'up' | 'down' }
  | { kind: 'category'; id: number; from: number; to: number }
  | { kind: 'add'; id: number; to: number };
export type GameChanged = Ack & { item: AdminGameItem };

export interface AdminGamesContext {
  filter: GamesFilter;
  offset: number;
  items: AdminGameItem[];
  total: number;
  facets: GameFacets;
  error: string | null;
  /** The game being changed (its buttons wait). */
  changing: number | null;
  /** The categories changed while a game was being changed: read them again before the page. */
  facetsStale: boolean;
}

export type AdminGamesEvent =
  | { type: 'games.filter'; filter: GamesFilter }
  | { type: 'games.page'; offset: number }
  | { type: 'games.reload' }
  /** The categories changed (a new one, new names, a new order): the filters and the page are read again. */
  | { type: 'games.refresh' }
  | { type: 'games.change'; change: GameChange };

/** The game catalogue: search, show or hide a game, its place in a category, and which categories list it. */
export const adminGamesMachine = setup({
  types: {} as { context: AdminGamesContext; events: AdminGamesEvent },
  actors: {
    /** GET admin/games/facets */
    loadFacets: fromPromise<GameFacets, void>(notProvided),
    /** GET admin/games */
    loadGames: fromPromise<AdminGamePage, GamesRequest>(notProvided),
    /** POST admin/games/enabled, admin/games/move, admin/games/category or admin/games/add */
    changeGame: fromPromise<GameChanged, GameChange>(notProvided),
  },
  actions: {
    toast: (_, _params: ToastParams) => {},
    chooseFilter: assign({ filter: ({ event }) => (event as Extract<AdminGamesEvent, { type: 'games.filter' }>).filter, offset: 0 }),
    choosePage: assign({ offset: ({ event }) => Math.max(0, (event as Extract<AdminGamesEvent, { type: 'games.page' }>).offset) }),
    changed: assign({
      items: ({ context, event }) => {
        const { item } = (event as unknown as { output: GameChanged }).output;
        return context.items.map((one) => (one.id === item.id ? item : one));
      },
      changing: null,
    }),
  },
  guards: {
    noFacets: ({ context }) => context.facets.categories.length === 0,
    facetsStale: ({ context }) => context.facetsStale,
  },
}).createMachine({
  id: 'adminGames',
  context: { filter: anyGame, offset: 0, items: [], total: 0, facets: { categories: [], providers: [] }, error: null, changing: null, facetsStale: false },
  initial: 'loadingFacets',
  // What the operator chooses while something else is under way is kept, never dropped: a filter or a page is what the
  // next read of the page uses; categories changed meanwhile are read again before it.
  on: {
    'games.filter': { actions: 'chooseFilter' },
    'games.page': { actions: 'choosePage' },
    'games.refresh': { actions: assign({ facetsStale: true }) },
  },
  states: {
    loadingFacets: {
      description: 'GET admin/games/facets: the categories and providers to filter by',
      entry: assign({ facetsStale: false }),
      on: { 'games.refresh': { target: 'loadingFacets', reenter: true } },
      invoke: {
        id: 'loadFacets',
        src: 'loadFacets',
        onDone: { target: 'loading', actions: assign({ facets: ({ event }) => event.output }) },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => errorMessage(event.error) }) },
      },
    },
    loading: {
      description: 'GET admin/games with the filters and the page',
      entry: assign({ error: null }),
      // A filter or page chosen while a page loads gives way to a new load.
      on: {
        'games.filter': { target: 'loading', reenter: true, actions: 'chooseFilter' },
        'games.page': { target: 'loading', reenter: true, actions: 'choosePage' },
        'games.refresh': 'loadingFacets',
      },
      invoke: {
        id: 'loadGames',
        src: 'loadGames',
        input: ({ context }) => gamesRequestOf(context.filter, context.offset),
        onDone: { target: 'ready', actions: assign({ items: ({ event }) => event.output.items, total: ({ event }) => event.output.total }) },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => errorMessage(event.error), items: [], total: 0 }) },
      },
    },
    failed: {
      description: 'Refused or not reached; the operator may try again (a new filter tries again too)',
      on: {
        'games.reload': [{ guard: 'noFacets', target: 'loadingFacets' }, { target: 'loading' }],
        'games.filter': [
          { guard: 'noFacets', target: 'loadingFacets', actions: 'chooseFilter' },
          { target: 'loading', actions: 'chooseFilter' },
        ],
        'games.refresh': 'loadingFacets',
      },
    },
    ready: {
      on: {
        'games.filter': { target: 'loading', actions: 'chooseFilter' },
        'games.page': { target: 'loading', actions: 'choosePage' },
        'games.change': { target: 'changing', actions: assign({ changing: ({ event }) => event.change.id }) },
        'games.refresh': 'loadingFacets',
      },
    },
    changing: {
      description: 'POST the change; then the page is read again, answered or refused (a new order, a game gone from the category, or what changed it first)',
      invoke: {
        id: 'changeGame',
        src: 'changeGame',
        input: ({ event }) => (event as Extract<AdminGamesEvent, { type: 'games.change' }>).change,
        onDone: [
          { guard: 'facetsStale', target: 'loadingFacets', actions: ['changed', { type: 'toast', params: ({ event }) => ({ kind: 'success' as const, message: event.output.message }) }] },
          { target: 'loading', actions: ['changed', { type: 'toast', params: ({ event }) => ({ kind: 'success' as const, message: event.output.message }) }] },
        ],
        onError: [
          { guard: 'facetsStale', target: 'loadingFacets', actions: [assign({ changing: null }), { type: 'toast', params: ({ event }) => ({ kind: 'error' as const, message: errorMessage(event.error) }) }] },
          { target: 'loading', actions: [assign({ changing: null }), { type: 'toast', params: ({ event }) => ({ kind: 'error' as const, message: errorMessage(event.error) }) }] },
        ],
      },
    },
  },
});
