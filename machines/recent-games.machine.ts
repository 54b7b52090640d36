import { assign, fromPromise, setup } from 'xstate';
import type { GameItem } from '../contracts/casino';
import { notProvided } from './machine-helpers';

export interface RecentGamesContext {
  /** Most recent first, at most 12 (the server's word); null until the first answer (the row holds its place). */
  games: GameItem[] | null;
}

export type RecentGamesEvent = { type: 'recent.reload' };

/** The player's recently played games: the Recently played row of the home page and the casino lobbies. */
export const recentGamesMachine = setup({
  types: {} as { context: RecentGamesContext; events: RecentGamesEvent },
  actors: {
    /** GET casino/recent. */
    loadRecent: fromPromise<GameItem[], void>(notProvided),
  },
}).createMachine({
  id: 'recentGames',
  description: 'Recently played: the player\'s last games, asked for again when a game was played',
  context: { games: null },
  initial: 'loading',
  states: {
    loading: {
      description: 'GET casino/recent; the row keeps what it showed until the answer comes',
      invoke: {
        id: 'loadRecent',
        src: 'loadRecent',
        onDone: { target: 'listed', actions: assign({ games: ({ event }) => event.output }) },
        // product §8: game-list failures fall back to what there is, silently.
        onError: { target: 'listed', actions: assign({ games: ({ context }) => context.games ?? [] }) },
      },
      on: { 'recent.reload': { target: 'loading', reenter: true } },
    },
    listed: {
      description: 'The row shows the games (none: no row)',
      on: { 'recent.reload': 'loading' },
    },
  },
});
