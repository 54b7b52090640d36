import { assign, fromPromise, setup } from 'xstate';
import type { AdminPlayerPage, AdminPlayerRow } from '../contracts/admin-calls';
import { errorMessage, notProvided } from './machine-helpers';

export interface PlayerSearch {
  q: string;
  cursor?: number;
}

export interface AdminPlayersContext {
  /** What the listed results answer (the server decides what it matches; empty lists everyone, newest first). */
  q: string;
  items: AdminPlayerRow[];
  nextCursor: number | null;
  error: string | null;
}

export type AdminPlayersEvent = { type: 'players.search'; q: string } | { type: 'players.more' } | { type: 'players.retry' };

/** The back office's player search: one box, a page of results, and "more" pages after it. */
export const adminPlayersMachine = setup({
  types: {} as { context: AdminPlayersContext; events: AdminPlayersEvent; input: { q?: string } },
  actors: {
    /** GET admin/players?q=&cursor= */
    search: fromPromise<AdminPlayerPage, PlayerSearch>(notProvided),
  },
}).createMachine({
  id: 'adminPlayers',
  context: ({ input }) => ({ q: (input.q ?? '').trim(), items: [], nextCursor: null, error: null }),
  initial: 'searching',
  on: {
    'players.search': { target: '.searching', reenter: true, actions: assign({ q: ({ event }) => event.q.trim() }) },
  },
  states: {
    searching: {
      description: 'GET admin/players for the query: the first page',
      entry: assign({ items: [], nextCursor: null, error: null }),
      invoke: {
        src: 'search',
        input: ({ context }) => ({ q: context.q }),
        onDone: { target: 'ready', actions: assign({ items: ({ event }) => event.output.items, nextCursor: ({ event }) => event.output.nextCursor }) },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => errorMessage(event.error) }) },
      },
    },
    failed: {
      description: 'The search could not be answered; the operator may try again',
      on: { 'players.retry': 'searching' },
    },
    ready: {
      description: 'The results (maybe none), with "more" while the server has a next page',
      initial: 'idle',
      states: {
        idle: {
          on: { 'players.more': { guard: ({ context }) => context.nextCursor !== null, target: 'loadingMore' } },
        },
        loadingMore: {
          description: 'GET admin/players with the cursor: the next page is appended',
          entry: assign({ error: null }),
          invoke: {
            src: 'search',
            input: ({ context }) => ({ q: context.q, cursor: context.nextCursor! }),
            onDone: {
              target: 'idle',
              actions: assign({ items: ({ context, event }) => [...context.items, ...event.output.items], nextCursor: ({ event }) => event.output.nextCursor }),
            },
            onError: { target: 'idle', actions: assign({ error: ({ event }) => errorMessage(event.error) }) },
          },
        },
      },
    },
  },
});
