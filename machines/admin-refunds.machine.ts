import { assign, fromPromise, setup } from 'xstate';
import { refundResolveForm, type AdminRefundItem, type RefundRetryResult, type RefundView } from '../contracts/admin-refunds';
import { errorMessage, notProvided, type Ack, type ToastParams } from './machine-helpers';

export type RefundResolution = { id: number; note: string };
export type RefundResolved = Ack & { item: AdminRefundItem };
export type RefundRetried = Ack & RefundRetryResult;

export interface AdminRefundsContext {
  view: RefundView;
  items: AdminRefundItem[];
  error: string | null;
  /** The row whose "returned another way" dialog is open. */
  resolving: number | null;
  /** The row a retry or a resolution is sent for (every row's buttons wait). */
  acting: number | null;
}

export type AdminRefundsEvent =
  | { type: 'refunds.view'; value: RefundView }
  | { type: 'refunds.reload' }
  | { type: 'refunds.retry'; id: number }
  | { type: 'refunds.askResolve'; id: number }
  | { type: 'refunds.cancelResolve' }
  | { type: 'refunds.resolve'; note: string };

const toastOf = (kind: ToastParams['kind']) => ({ type: 'toast' as const, params: ({ event }: { event: { output: Ack } }) => ({ kind, message: event.output.message }) });
const errorToast = { type: 'toast' as const, params: ({ event }: { event: { error: unknown } }) => ({ kind: 'error' as const, message: errorMessage(event.error) }) };

/**
 * The back office's deposit refunds (finance): the ones needing a person, or the recent ones. A pending refund is
 * asked of the PSP again now; one whose money went back another way is recorded with the operator's note. After
 * either (told, done or refused) the list is read again: the server's answer may have moved other rows too.
 */
export const adminRefundsMachine = setup({
  types: {} as { context: AdminRefundsContext; events: AdminRefundsEvent; input: { view?: RefundView } | undefined },
  actors: {
    /** GET admin/refunds?view= */
    loadRefunds: fromPromise<AdminRefundItem[], { view: RefundView }>(notProvided),
    /** POST admin/refunds/retry */
    retryRefund: fromPromise<RefundRetried, { id: number }>(notProvided),
    /** POST admin/refunds/resolve */
    resolveRefund: fromPromise<RefundResolved, RefundResolution>(notProvided),
  },
  actions: {
    toast: (_, _params: ToastParams) => {},
  },
  guards: {
    noteAccepted: (_, params: { note: string }) => refundResolveForm.safeParse({ note: params.note }).success,
  },
}).createMachine({
  id: 'adminRefunds',
  context: ({ input }) => ({ view: input?.view ?? 'attention', items: [], error: null, resolving: null, acting: null }),
  initial: 'loading',
  states: {
    loading: {
      description: 'GET admin/refunds for the chosen view',
      entry: assign({ error: null, resolving: null, acting: null }),
      on: {
        'refunds.view': { target: 'loading', reenter: true, actions: assign({ view: ({ event }) => event.value, items: [] }) },
        'refunds.reload': { target: 'loading', reenter: true },
      },
      invoke: {
        id: 'loadRefunds',
        src: 'loadRefunds',
        input: ({ context }) => ({ view: context.view }),
        onDone: { target: 'ready', actions: assign({ items: ({ event }) => event.output }) },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => errorMessage(event.error) }) },
      },
    },
    failed: {
      description: 'The list could not be read; the operator may try again',
      on: {
        'refunds.view': { target: 'loading', actions: assign({ view: ({ event }) => event.value, items: [] }) },
        'refunds.reload': 'loading',
      },
    },
    ready: {
      description: 'The refunds, each with Retry now (pending) and Returned another way (not settled)',
      initial: 'idle',
      states: {
        idle: {
          on: {
            'refunds.view': { target: '#adminRefunds.loading', actions: assign({ view: ({ event }) => event.value, items: [] }) },
            'refunds.reload': '#adminRefunds.loading',
            'refunds.retry': { target: 'retrying', actions: assign({ acting: ({ event }) => event.id }) },
            'refunds.askResolve': { target: 'askingNote', actions: assign({ resolving: ({ event }) => event.id }) },
          },
        },
        askingNote: {
          description: 'The dialog asks how the money went back (3 to 500 characters, kept in the audit log)',
          on: {
            'refunds.cancelResolve': { target: 'idle', actions: assign({ resolving: null }) },
            'refunds.resolve': {
              guard: { type: 'noteAccepted', params: ({ event }) => ({ note: event.note }) },
              target: 'resolving',
              actions: assign({ acting: ({ context }) => context.resolving, resolving: null }),
            },
          },
        },
        retrying: {
          description: 'POST admin/refunds/retry: the PSP is asked now; the answer tells what came of it',
          on: { 'refunds.view': { actions: assign({ view: ({ event }) => event.value }) } },
          invoke: {
            id: 'retryRefund',
            src: 'retryRefund',
            input: ({ context }) => ({ id: context.acting! }),
            onDone: { target: '#adminRefunds.loading', actions: { type: 'toast', params: ({ event }) => ({ kind: event.output.outcome === 'refunded' ? ('success' as const) : ('error' as const), message: event.output.message }) } },
            onError: { target: '#adminRefunds.loading', actions: errorToast },
          },
        },
        resolving: {
          description: 'POST admin/refunds/resolve with the note',
          on: { 'refunds.view': { actions: assign({ view: ({ event }) => event.value }) } },
          invoke: {
            id: 'resolveRefund',
            src: 'resolveRefund',
            input: ({ context, event }) => ({ id: context.acting!, note: event.type === 'refunds.resolve' ? event.note.trim() : '' }),
            onDone: { target: '#adminRefunds.loading', actions: toastOf('success') },
            onError: { target: '#adminRefunds.loading', actions: errorToast },
          },
        },
      },
    },
  },
});
