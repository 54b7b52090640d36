import { assign, enqueueActions, fromPromise, sendParent, setup } from 'xstate';
import type { GameItem } from '../contracts/casino';
import type { Locale } from '../i18n/locales';
import { depositSheetMachine } from './deposit-sheet.machine';
import { realityCheckMachine } from './reality-check.machine';
import { closesOnFailure, frameOf, launchCallFor, type GameFrame, type LaunchCall } from './game-launch-calls';
import { errorMessage, notProvided, type ToastParams } from './machine-helpers';

export { launchCallFor, closesOnFailure, frameOf, type GameFrame, type LaunchCall } from './game-launch-calls';

/** What a game opens with: the game page (desktop) or the full-height Game play dialog (mobile). */
export interface GameLaunchInput {
  game: GameItem;
  /** Asks the provider for its mobile build (platform 2, isMobile). */
  isMobile: boolean;
  locale: Locale;
  /** The lobby the player came from: close returns there from the game page; providers link back to it. */
  lobbyUrl: string;
  /** Where the game shows: the mobile dialog (close closes it) or the /casino/play page (close navigates). */
  surface: 'dialog' | 'page';
}

export interface GameLaunchContext extends GameLaunchInput {
  frame: GameFrame | null;
  /** The server's message of the last failed launch. */
  error: string | null;
  /** Counts launches: each one is a fresh frame, even at the same address. */
  launches: number;
}

export type GameLaunchEvent =
  | { type: 'game.refresh' }
  | { type: 'game.close' }
  /** The reality check's Log out (sent up by the realityCheck child). */
  | { type: 'game.logout' };

export type GameLaunchNotice = { kind: 'info'; key: 'casinoPlay.reloading' };

const toastError = {
  type: 'toast' as const,
  params: ({ event }: { event: { error: unknown } }): ToastParams => ({ kind: 'error', message: errorMessage(event.error) }),
};

/** product §4, §7, §8: a game's launch call (by provider), its frame, reload and close. */
export const gameLaunchMachine = setup({
  types: {} as {
    context: GameLaunchContext;
    events: GameLaunchEvent;
    input: GameLaunchInput;
    children: { launch: 'launch'; depositSheet: 'depositSheet'; realityCheck: 'realityCheck' };
  },
  actors: {
    /** The provider's launch call (product §7): data is the frame's address, or SoftGamings' HTML. */
    launch: fromPromise<string, LaunchCall>(notProvided),
    depositSheet: depositSheetMachine,
    /** The reality check over the game and the session figures of its bar (responsible gambling). */
    realityCheck: realityCheckMachine,
  },
  actions: {
    toast: (_, _params: ToastParams) => {},
    notify: (_, _params: GameLaunchNotice) => {},
    /** Desktop: the game page gives way to the lobby. */
    returnToLobby: (_, _params: { lobbyUrl: string }) => {},
    closeDialog: sendParent({ type: 'dialog.close' as const, name: 'game' as const }),
    /** The player logs out (provided: the app's session logs out). */
    logOut: () => {},
  },
  guards: {
    closesOnFailure: ({ context }) => closesOnFailure(context.game),
  },
}).createMachine({
  id: 'gameLaunch',
  description: 'Game play: the launch call by provider, then the game frame; reload and close from the top bar',
  context: ({ input }) => ({ ...input, frame: null, error: null, launches: 0 }),
  // A sheet that broke takes nothing from the game.
  invoke: [
    { id: 'depositSheet', src: 'depositSheet', onError: {} },
    { id: 'realityCheck', src: 'realityCheck', onError: {} },
  ],
  initial: 'open',
  on: { 'game.logout': { actions: 'logOut' } },
  states: {
    open: {
      description: 'The game with its top bar (Deposit, reload, close)',
      initial: 'loading',
      on: {
        'game.refresh': { target: '.loading', reenter: true, actions: { type: 'notify', params: { kind: 'info', key: 'casinoPlay.reloading' } } },
        'game.close': 'closed',
      },
      states: {
        loading: {
          description: 'The launch call of the game\'s provider; a spinner shows',
          entry: assign({ launches: ({ context }) => context.launches + 1, frame: null, error: null }),
          invoke: {
            id: 'launch',
            src: 'launch',
            input: ({ context }) => launchCallFor(context),
            onDone: {
              target: 'playing',
              actions: assign({ frame: ({ context, event }) => frameOf(launchCallFor(context).provider, event.output) }),
            },
            onError: [
              { guard: 'closesOnFailure', target: '#gameLaunch.closed', actions: toastError },
              { target: 'failed', actions: [toastError, assign({ error: ({ event }) => errorMessage(event.error) })] },
            ],
          },
        },
        playing: {
          description: 'The game frame; reload shows "Game will be reloaded. Please wait..." and launches again',
          // The game is now the player's most recent one: the Recently played row, where the app runs one, asks again.
          entry: enqueueActions(({ system, enqueue }) => {
            const recent = system.get('recentGames');
            if (recent) enqueue.sendTo(recent, { type: 'recent.reload' });
          }),
        },
        failed: {
          description: 'Digitain and EveryMatrix: the message showed and the game stays; reload tries again',
        },
      },
    },
    closed: {
      description: 'Back to the lobby: the dialog closes (mobile) or the page navigates to the lobby (desktop)',
      type: 'final',
      entry: enqueueActions(({ context, enqueue }) => {
        if (context.surface === 'dialog') enqueue('closeDialog');
        else enqueue({ type: 'returnToLobby', params: { lobbyUrl: context.lobbyUrl } });
      }),
    },
  },
});
