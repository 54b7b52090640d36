import { assign, fromPromise, setup } from 'xstate';
import type { SessionItem } from '../contracts/account';
import { type Ack, type ToastParams, errorMessage, notProvided } from './machine-helpers';

export interface SessionHistoryContext {
  sessions: SessionItem[];
  error: string | null;
  /** The session being ended. */
  endingId: number | null;
}

export type SessionHistoryEvent = { type: 'sessions.end'; id: number } | { type: 'sessions.retry' };

/** The session history page: the account's sessions, and ending another active one. */
export const sessionHistoryMachine = setup({
  types: {} as { context: SessionHistoryContext; events: SessionHistoryEvent },
  actors: {
    loadSessions: fromPromise<SessionItem[], void>(notProvided),
    endSession: fromPromise<Ack, { id: number }>(notProvided),
  },
  actions: {
    toast: (_, _params: ToastParams) => {},
  },
  guards: {
    /** Only another session that is still active can be ended from here. */
    canEnd: ({ context }, { id }: { id: number }) => context.sessions.some((s) => s.id === id && s.active && !s.current),
  },
}).createMachine({
  id: 'sessionHistory',
  context: { sessions: [], error: null, endingId: null },
  initial: 'loading',
  states: {
    loading: {
      description: 'GET customer/sessions',
      invoke: {
        id: 'loadSessions',
        src: 'loadSessions',
        onDone: { target: 'listed', actions: assign({ sessions: ({ event }) => event.output, error: null }) },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => errorMessage(event.error) }) },
      },
    },
    listed: {
      description: 'Device, IP, started and last seen of each session; the current one is marked',
      on: {
        'sessions.end': {
          guard: { type: 'canEnd', params: ({ event }) => ({ id: event.id }) },
          target: 'ending',
          actions: assign({ endingId: ({ event }) => event.id }),
        },
      },
    },
    ending: {
      description: 'POST customer/sessions/end; the list reloads afterwards',
      invoke: {
        id: 'endSession',
        src: 'endSession',
        input: ({ context }) => ({ id: context.endingId! }),
        onDone: {
          target: 'loading',
          actions: [
            assign({ endingId: null }),
            { type: 'toast', params: ({ event }) => ({ kind: 'success' as const, message: event.output.message }) },
          ],
        },
        onError: {
          target: 'loading',
          actions: [
            assign({ endingId: null }),
            { type: 'toast', params: ({ event }) => ({ kind: 'error' as const, message: errorMessage(event.error) }) },
          ],
        },
      },
    },
    failed: {
      description: 'The message shows with a Try again button',
      on: { 'sessions.retry': 'loading' },
    },
  },
});
