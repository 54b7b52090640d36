import { assign, fromPromise, raise, setup } from 'xstate';
import type { GameItem, ToggleFavoriteData, ToggleFavoritePayload } from '../contracts/casino';
import { errorMessage, notProvided, type ToastParams } from './machine-helpers';

export interface FavoritesContext {
  /** The player's favourite games, as the server lists them. */
  games: GameItem[];
  /** Toggles waiting for the server (the first one is in flight). */
  queue: GameItem[];
  error: string | null;
}

export type FavoritesEvent = { type: 'favorites.toggle'; game: GameItem } | { type: 'favorites.reload' };

export type FavoritesNotice = { kind: 'success'; key: 'casinoPlay.favoriteAdded' } | { kind: 'warning'; key: 'casinoPlay.favoriteRemoved' };

/** A favourite is a game of a provider: POST casino/togglefavorite {code: gameCode, providerId: mainProviderId}. */
export const sameGame = (a: GameItem, b: GameItem) => a.gameCode === b.gameCode && a.mainProviderId === b.mainProviderId;
export const isFavorite = (context: Pick<FavoritesContext, 'games'>, game: GameItem) => context.games.some((g) => sameGame(g, game));
export const togglePayload = (game: GameItem): ToggleFavoritePayload => ({ code: game.gameCode, providerId: game.mainProviderId });

/** product §4 Favourite, §8: the player's favourite games; toggling one says which way it went and reloads the list. */
export const favoritesMachine = setup({
  types: {} as { context: FavoritesContext; events: FavoritesEvent },
  actors: {
    /** GET casino/favorites. */
    loadFavorites: fromPromise<GameItem[], void>(notProvided),
    /** POST casino/togglefavorite {code, providerId}: whether the game is a favourite now. */
    toggleFavorite: fromPromise<ToggleFavoriteData, ToggleFavoritePayload>(notProvided),
  },
  actions: {
    toast: (_, _params: ToastParams) => {},
    notify: (_, _params: FavoritesNotice) => {},
    applyToggle: assign(({ context }, { favorite }: ToggleFavoriteData) => {
      const game = context.queue[0]!;
      const others = context.games.filter((g) => !sameGame(g, game));
      return { games: favorite ? [game, ...others] : others };
    }),
    dequeue: assign({ queue: ({ context }) => context.queue.slice(1) }),
  },
  guards: {
    hasQueued: ({ context }) => context.queue.length > 0,
  },
}).createMachine({
  id: 'favorites',
  description: 'Favourite games: the list, and the heart on each game tile that toggles one',
  context: { games: [], queue: [], error: null },
  type: 'parallel',
  on: {
    'favorites.toggle': { actions: assign({ queue: ({ context, event }) => [...context.queue, event.game] }) },
  },
  states: {
    list: {
      description: 'The favourites list (the lobby\'s Favourites filter)',
      initial: 'loading',
      states: {
        loading: {
          description: 'GET casino/favorites',
          invoke: {
            id: 'loadFavorites',
            src: 'loadFavorites',
            onDone: { target: 'loaded', actions: assign({ games: ({ event }) => event.output, error: null }) },
            onError: { target: 'failed', actions: assign({ error: ({ event }) => errorMessage(event.error) }) },
          },
          on: { 'favorites.reload': { target: 'loading', reenter: true } },
        },
        loaded: {
          description: 'Listed: each favourite\'s heart is pressed',
          on: { 'favorites.reload': 'loading' },
        },
        failed: {
          description: 'The list did not load (the hearts show as not pressed); a reload asks again',
          on: { 'favorites.reload': 'loading' },
        },
      },
    },
    toggling: {
      description: 'Toggles, one at a time in the order the player made them',
      initial: 'idle',
      states: {
        idle: {
          description: 'Nothing to send',
          always: { guard: 'hasQueued', target: 'sending' },
        },
        sending: {
          description: 'POST casino/togglefavorite {code, providerId}',
          invoke: {
            id: 'toggleFavorite',
            src: 'toggleFavorite',
            input: ({ context }) => togglePayload(context.queue[0]!),
            onDone: {
              target: 'idle',
              actions: [
                { type: 'applyToggle', params: ({ event }) => event.output },
                {
                  type: 'notify',
                  params: ({ event }): FavoritesNotice =>
                    event.output.favorite ? { kind: 'success', key: 'casinoPlay.favoriteAdded' } : { kind: 'warning', key: 'casinoPlay.favoriteRemoved' },
                },
                'dequeue',
                raise({ type: 'favorites.reload' }),
              ],
            },
            onError: {
              target: 'idle',
              actions: [{ type: 'toast', params: ({ event }) => ({ kind: 'error' as const, message: errorMessage(event.error) }) }, 'dequeue'],
            },
          },
        },
      },
    },
  },
});
