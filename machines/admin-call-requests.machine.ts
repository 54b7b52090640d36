import { assign, fromPromise, setup } from 'xstate';
import type { CallRequestItem, CallRequestPage, CallStatus } from '../contracts/support';
import { errorMessage, notProvided, type ToastParams } from './machine-helpers';

/** What GET admin/call-requests is asked: the status shown ('' is every status) and the page. */
export interface CallQueueRequest {
  status?: CallStatus;
  cursor?: number;
}

/** What POST admin/call-requests/:id is sent. */
export interface CallRequestChange {
  id: number;
  status: CallStatus;
  note?: string;
}

/** The changed request and the server's (localized) confirmation. */
export interface CallRequestChanged {
  item: CallRequestItem;
  message: string;
}

export interface AdminCallRequestsContext {
  status: CallStatus | '';
  items: CallRequestItem[];
  nextCursor: number | null;
  error: string | null;
  /** The request whose "mark done" dialog is open. */
  finishing: number | null;
  /** The request being changed (its buttons wait). */
  changing: number | null;
}

export type AdminCallRequestsEvent =
  | { type: 'calls.filter'; status: CallStatus | '' }
  | { type: 'calls.reload' }
  | { type: 'calls.more' }
  | { type: 'calls.take'; id: number }
  | { type: 'calls.askNote'; id: number }
  | { type: 'calls.cancelNote' }
  | { type: 'calls.finish'; note: string };

export const callQueueRequestOf = (status: CallStatus | '', cursor?: number | null): CallQueueRequest => ({
  ...(status ? { status } : {}),
  ...(cursor !== undefined && cursor !== null ? { cursor } : {}),
});

/**
 * A changed request takes its row's place, with its new status, even in a list filtered by another: the operator who
 * took it keeps it in view to mark it done (the next read of the list leaves it out).
 */
const placed = (items: CallRequestItem[], _status: CallStatus | '', item: CallRequestItem) => items.map((i) => (i.id === item.id ? item : i));

/** The back office's call-request queue: newest first, filtered by status; take one, then mark it done with a note. */
export const adminCallRequestsMachine = setup({
  types: {} as { context: AdminCallRequestsContext; events: AdminCallRequestsEvent },
  actors: {
    /** GET admin/call-requests */
    loadCallRequests: fromPromise<CallRequestPage, CallQueueRequest>(notProvided),
    /** POST admin/call-requests/:id */
    changeCallRequest: fromPromise<CallRequestChanged, CallRequestChange>(notProvided),
  },
  actions: {
    toast: (_, _params: ToastParams) => {},
  },
  guards: {
    hasMore: ({ context }) => context.nextCursor !== null,
  },
}).createMachine({
  id: 'adminCallRequests',
  context: { status: 'new', items: [], nextCursor: null, error: null, finishing: null, changing: null },
  initial: 'loading',
  on: {
    'calls.filter': { target: '.loading', actions: assign({ status: ({ event }) => event.status }) },
    'calls.reload': '.loading',
  },
  states: {
    loading: {
      description: 'GET admin/call-requests of the chosen status: the first page replaces the rows',
      entry: assign({ error: null, finishing: null, changing: null }),
      invoke: {
        src: 'loadCallRequests',
        input: ({ context }) => callQueueRequestOf(context.status),
        onDone: { target: 'ready', actions: assign({ items: ({ event }) => event.output.items, nextCursor: ({ event }) => event.output.nextCursor }) },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => errorMessage(event.error), items: [], nextCursor: null }) },
      },
    },
    failed: { description: 'The queue could not be read; the operator may try again' },
    ready: {
      description: 'The requests, newest first, each with Take and Mark done',
      initial: 'idle',
      states: {
        idle: {
          on: {
            'calls.more': { guard: 'hasMore', target: 'loadingMore' },
            'calls.take': { target: 'changing', actions: assign({ changing: ({ event }) => event.id }) },
            'calls.askNote': { target: 'noting', actions: assign({ finishing: ({ event }) => event.id }) },
          },
        },
        loadingMore: {
          description: 'The next page, below the last row shown',
          invoke: {
            src: 'loadCallRequests',
            input: ({ context }) => callQueueRequestOf(context.status, context.nextCursor),
            onDone: { target: 'idle', actions: assign({ items: ({ context, event }) => [...context.items, ...event.output.items], nextCursor: ({ event }) => event.output.nextCursor }) },
            onError: { target: 'idle', actions: { type: 'toast', params: ({ event }) => ({ kind: 'error' as const, message: errorMessage(event.error) }) } },
          },
        },
        noting: {
          description: 'The "mark done" dialog asks for an optional note about the call',
          on: {
            'calls.cancelNote': { target: 'idle', actions: assign({ finishing: null }) },
            'calls.finish': { target: 'changing', actions: assign({ changing: ({ context }) => context.finishing, finishing: null }) },
          },
        },
        changing: {
          description: 'POST the new status (in progress, or done with the note); the row changes when the server agrees',
          invoke: {
            src: 'changeCallRequest',
            input: ({ context, event }) =>
              event.type === 'calls.finish'
                ? { id: context.changing!, status: 'done' as const, ...(event.note.trim() ? { note: event.note.trim() } : {}) }
                : { id: context.changing!, status: 'in_progress' as const },
            onDone: {
              target: 'idle',
              actions: [
                assign({ items: ({ context, event }) => placed(context.items, context.status, event.output.item), changing: null }),
                { type: 'toast', params: ({ event }) => ({ kind: 'success' as const, message: event.output.message }) },
              ],
            },
            onError: {
              target: 'idle',
              actions: [assign({ changing: null }), { type: 'toast', params: ({ event }) => ({ kind: 'error' as const, message: errorMessage(event.error) }) }],
            },
          },
        },
      },
    },
  },
});
