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
  | { kind: 'category'; id: number; from: number; to: number };
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
}

export type AdminGamesEvent =
  | { type: 'games.filter'; filter: GamesFilter }
  | { type: 'games.page'; offset: number }
  | { type: 'games.reload' }
  | { type: 'games.change'; change: GameChange };

/** The game catalogue: search, show or hide a game, its place in a category, and which category lists it. */
export const adminGamesMachine = setup({
  types: {} as { context: AdminGamesContext; events: AdminGamesEvent },
  actors: {
    /** GET admin/games/facets */
    loadFacets: fromPromise<GameFacets, void>(notProvided),
    /** GET admin/games */
    loadGames: fromPromise<AdminGamePage, GamesRequest>(notProvided),
    /** POST admin/games/enabled, admin/games/move or admin/games/category */
    changeGame: fromPromise<GameChanged, GameChange>(notProvided),
  },
  actions: {
    toast: (_, _params: ToastParams) => {},
  },
}).createMachine({
  id: 'adminGames',
  context: { filter: anyGame, offset: 0, items: [], total: 0, facets: { categories: [], providers: [] }, error: null, changing: null },
  initial: 'loadingFacets',
  states: {
    loadingFacets: {
      description: 'GET admin/games/facets: the categories and providers to filter by',
      invoke: {
        src: 'loadFacets',
        onDone: { target: 'loading', actions: assign({ facets: ({ event }) => event.output }) },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => errorMessage(event.error) }) },
      },
    },
    loading: {
      description: 'GET admin/games with the filters and the page',
      entry: assign({ error: null }),
      // A filter chosen while a page loads is not lost: that load gives way to the new one.
      on: { 'games.filter': { target: 'loading', reenter: true, actions: assign({ filter: ({ event }) => event.filter, offset: 0 }) } },
      invoke: {
        src: 'loadGames',
        input: ({ context }) => gamesRequestOf(context.filter, context.offset),
        onDone: { target: 'ready', actions: assign({ items: ({ event }) => event.output.items, total: ({ event }) => event.output.total }) },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => errorMessage(event.error), items: [], total: 0 }) },
      },
    },
    failed: {
      description: 'Refused or not reached; the operator may try again',
      on: { 'games.reload': [{ guard: ({ context }) => context.facets.categories.length === 0, target: 'loadingFacets' }, { target: 'loading' }] },
    },
    ready: {
      on: {
        'games.filter': { target: 'loading', actions: assign({ filter: ({ event }) => event.filter, offset: 0 }) },
        'games.page': { target: 'loading', actions: assign({ offset: ({ event }) => Math.max(0, event.offset) }) },
        'games.change': { target: 'changing', actions: assign({ changing: ({ event }) => event.change.id }) },
      },
    },
    changing: {
      description: 'POST the change; then the page is read again (a new order, a game gone from the category)',
      invoke: {
        src: 'changeGame',
        input: ({ event }) => (event as Extract<AdminGamesEvent, { type: 'games.change' }>).change,
        onDone: {
          target: 'loading',
          actions: [
            assign({ items: ({ context, event }) => context.items.map((item) => (item.id === event.output.item.id ? event.output.item : item)), changing: null }),
            { type: 'toast', params: ({ event }) => ({ kind: 'success' as const, message: event.output.message }) },
          ],
        },
        onError: {
          target: 'ready',
          actions: [assign({ changing: null }), { type: 'toast', params: ({ event }) => ({ kind: 'error' as const, message: errorMessage(event.error) }) }],
        },
      },
    },
  },
});
