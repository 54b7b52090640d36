import { assign, fromPromise, setup } from 'xstate';
import type { PlaySession } from '../contracts/limits';
import { notProvided } from './machine-helpers';

export interface SessionLimitContext {
  /** How long the session had left when the server last said (null: no session-time limit). */
  msLeft: number | null;
}

export type SessionLimitEvent = { type: 'sessionLimit.reload' };

/** The warning comes this long before the session-time limit ends the session. */
export const SESSION_WARNING_MS = 60_000;

/**
 * The session-time limit while a player is logged in (responsible gambling): one minute before the limit the player is warned,
 * at the limit they are logged out and told why (the server ends the session at the same moment and refuses login
 * until the limit's period has passed). Asked again when the player changes a limit.
 */
export const sessionLimitMachine = setup({
  types: {} as { context: SessionLimitContext; events: SessionLimitEvent },
  actors: {
    /** GET rg/session. */
    loadSession: fromPromise<PlaySession, void>(notProvided),
  },
  actions: {
    /** Tells the player (provided: a toast in their language). */
    notify: (_, _params: { key: 'sessionLimit.warning' | 'sessionLimit.ended' }) => {},
    /** The session logs out: storage cleared, home page (provided: sends session.logout to the session actor). */
    logOut: () => {},
  },
  guards: {
    limited: (_, params: { session: PlaySession }) => params.session.msLeft !== null,
  },
  delays: {
    untilWarning: ({ context }) => Math.max(0, (context.msLeft ?? 0) - SESSION_WARNING_MS),
    untilEnd: ({ context }) => Math.min(SESSION_WARNING_MS, context.msLeft ?? 0),
  },
}).createMachine({
  id: 'sessionLimit',
  description: 'The session-time limit of the logged-in player: a warning a minute before, then logout',
  context: { msLeft: null },
  initial: 'loading',
  on: { 'sessionLimit.reload': { target: '.loading', reenter: true } },
  states: {
    loading: {
      description: 'GET rg/session: how long this session has left, if a limit ends it',
      invoke: {
        id: 'loadSession',
        src: 'loadSession',
        onDone: [
          { guard: { type: 'limited', params: ({ event }) => ({ session: event.output }) }, target: 'counting', actions: assign({ msLeft: ({ event }) => event.output.msLeft }) },
          { target: 'unlimited', actions: assign({ msLeft: null }) },
        ],
        onError: 'unlimited',
      },
    },
    unlimited: { description: 'No session-time limit (or no answer): nothing to count' },
    counting: {
      description: 'Play goes on until a minute before the limit',
      after: { untilWarning: 'warning' },
    },
    warning: {
      description: 'The player is told one minute is left',
      entry: { type: 'notify', params: { key: 'sessionLimit.warning' } },
      after: { untilEnd: 'ended' },
    },
    ended: {
      description: 'The limit is reached: the player is told and logged out',
      type: 'final',
      entry: [{ type: 'notify', params: { key: 'sessionLimit.ended' } }, 'logOut'],
    },
  },
});
