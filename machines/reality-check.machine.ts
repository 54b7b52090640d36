import { assign, fromPromise, raise, setup } from 'xstate';
import type { PlaySession } from '../contracts/limits';
import { notProvided } from './machine-helpers';

/** GET rg/session as the machine keeps it: `receivedAt` is when the answer arrived, on the page's clock. */
export interface SessionFigures extends PlaySession {
  receivedAt: number;
}

export interface RealityCheckContext {
  /** The session's figures (time played, net result); null until the first answer. */
  figures: SessionFigures | null;
  /** How long until the next check, from the moment the machine last started waiting. */
  nextCheckMs: number;
}

export type RealityCheckEvent =
  /** The player chose Continue: play on; the next check comes a whole interval later. */
  | { type: 'reality.continue' }
  /** Game history: the check ends and the account area's game history opens. */
  | { type: 'reality.history' }
  /** Log out: the check ends and the player is logged out. */
  | { type: 'reality.logout' }
  | { type: 'reality.loaded' }
  | { type: 'reality.refresh' };

/** How often the game's bar asks the server again for the session's net result. */
export const FIGURES_REFRESH_MS = 30_000;

const intervalMs = (figures: PlaySession) => figures.realityCheckMinutes * 60_000;

/** The first check falls on the next whole interval since the session started (login), not since the game opened. */
export const untilFirstCheck = (figures: PlaySession) => intervalMs(figures) - (figures.elapsedMs % intervalMs(figures));

/**
 * The reality check over a game (responsible gambling): every N minutes of the session (the player's choice, 60 by default) a
 * dialog stops play and shows the time played and the session's net result, with Continue, Game history and Log out.
 * Beside it the game's bar shows the session clock and the net result, asked again every 30 s.
 */
export const realityCheckMachine = setup({
  types: {} as { context: RealityCheckContext; events: RealityCheckEvent },
  actors: {
    /** GET rg/session, with the moment it arrived. */
    loadFigures: fromPromise<SessionFigures, void>(notProvided),
  },
  actions: {
    /** The account area's game history (provided: navigation). */
    openHistory: () => {},
    /** The session logs out (provided: sends session.logout to the session actor). */
    logOut: () => {},
  },
  delays: {
    untilCheck: ({ context }) => context.nextCheckMs,
    refreshAfter: FIGURES_REFRESH_MS,
  },
}).createMachine({
  id: 'realityCheck',
  description: 'The reality check and the session figures of the game bar, while a game is open',
  context: { figures: null, nextCheckMs: 0 },
  type: 'parallel',
  states: {
    figures: {
      description: 'The session\'s figures: asked at once, then every 30 s and whenever a check opens',
      initial: 'loading',
      states: {
        loading: {
          invoke: {
            id: 'loadFigures',
            src: 'loadFigures',
            onDone: { target: 'fresh', actions: [assign({ figures: ({ event }) => event.output }), raise({ type: 'reality.loaded' })] },
            onError: 'stale',
          },
        },
        fresh: { after: { refreshAfter: 'loading' }, on: { 'reality.refresh': 'loading' } },
        stale: {
          description: 'The last answer failed: the bar keeps what it had; asked again in 30 s',
          after: { refreshAfter: 'loading' },
          on: { 'reality.refresh': 'loading' },
        },
      },
    },
    check: {
      initial: 'starting',
      states: {
        starting: {
          description: 'Waits for the first figures: they say when the session started and the interval',
          on: { 'reality.loaded': { target: 'waiting', actions: assign({ nextCheckMs: ({ context }) => untilFirstCheck(context.figures!) }) } },
        },
        waiting: {
          description: 'Play goes on until the next whole interval of the session',
          after: { untilCheck: 'asking' },
        },
        asking: {
          description: 'The dialog over the stopped game: time played and net result (asked again now), Continue, Game history, Log out',
          entry: raise({ type: 'reality.refresh' }),
          on: {
            'reality.continue': { target: 'waiting', actions: assign({ nextCheckMs: ({ context }) => intervalMs(context.figures!) }) },
            'reality.history': { target: 'left', actions: 'openHistory' },
            'reality.logout': { target: 'left', actions: 'logOut' },
          },
        },
        left: { description: 'The player left the game for their history, or logged out', type: 'final' },
      },
    },
  },
});
