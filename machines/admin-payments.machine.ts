import { assign, fromPromise, setup } from 'xstate';
import type { TransactionType } from '../contracts/enums';
import type { ReviewItem } from '../contracts/money';
import { errorMessage, notProvided, type Ack, type ToastParams } from './machine-helpers';

export type Decision = { id: number; decision: 'approve' } | { id: number; decision: 'reject'; reason: string };

export interface AdminPaymentsContext {
  type: TransactionType;
  items: ReviewItem[];
  error: string | null;
  /** The row whose reject dialog is open. */
  rejecting: number | null;
  /** The row being decided (its buttons wait). */
  deciding: number | null;
}

export type AdminPaymentsEvent =
  | { type: 'queue.type'; value: TransactionType }
  | { type: 'queue.reload' }
  | { type: 'queue.approve'; id: number }
  | { type: 'queue.askReason'; id: number }
  | { type: 'queue.cancelReason' }
  | { type: 'queue.reject'; reason: string };

/** The payments queue of the back office: pending withdrawals and bank transfers, approved or rejected one by one. */
export const adminPaymentsMachine = setup({
  types: {} as { context: AdminPaymentsContext; events: AdminPaymentsEvent; input: { type: TransactionType } },
  actors: {
    /** GET admin/payments/queue?type= */
    loadQueue: fromPromise<ReviewItem[], { type: TransactionType }>(notProvided),
    /** POST admin/payments/approve or admin/payments/reject. */
    decide: fromPromise<Ack, Decision>(notProvided),
  },
  actions: {
    toast: (_, _params: ToastParams) => {},
  },
  guards: {
    hasReason: (_, params: { reason: string }) => params.reason.trim().length > 0,
  },
}).createMachine({
  id: 'adminPayments',
  context: ({ input }) => ({ type: input.type, items: [], error: null, rejecting: null, deciding: null }),
  initial: 'loading',
  on: {
    'queue.type': { target: '.loading', actions: assign({ type: ({ event }) => event.value, items: [] }) },
    'queue.reload': '.loading',
  },
  states: {
    loading: {
      description: 'GET admin/payments/queue for the chosen type',
      entry: assign({ error: null, rejecting: null }),
      invoke: {
        src: 'loadQueue',
        input: ({ context }) => ({ type: context.type }),
        onDone: { target: 'ready', actions: assign({ items: ({ event }) => event.output }) },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => errorMessage(event.error) }) },
      },
    },
    failed: {
      description: 'The queue could not be read; the operator may try again',
    },
    ready: {
      description: 'The pending rows, oldest first, each with Approve and Reject',
      initial: 'idle',
      states: {
        idle: {
          on: {
            'queue.approve': { target: 'deciding', actions: assign({ deciding: ({ event }) => event.id }) },
            'queue.askReason': { target: 'askingReason', actions: assign({ rejecting: ({ event }) => event.id }) },
          },
        },
        askingReason: {
          description: 'The reject dialog asks why (the player reads the reason)',
          on: {
            'queue.cancelReason': { target: 'idle', actions: assign({ rejecting: null }) },
            'queue.reject': {
              guard: { type: 'hasReason', params: ({ event }) => ({ reason: event.reason }) },
              target: 'deciding',
              actions: assign({ deciding: ({ context }) => context.rejecting, rejecting: null }),
            },
          },
        },
        deciding: {
          description: 'POST approve or reject; the row leaves the queue when the server agrees',
          invoke: {
            src: 'decide',
            input: ({ context, event }) =>
              event.type === 'queue.reject' ? { id: context.deciding!, decision: 'reject' as const, reason: event.reason.trim() } : { id: context.deciding!, decision: 'approve' as const },
            onDone: {
              target: 'idle',
              actions: [
                assign({ items: ({ context }) => context.items.filter((item) => item.id !== context.deciding), deciding: null }),
                { type: 'toast', params: ({ event }) => ({ kind: 'success' as const, message: event.output.message }) },
              ],
            },
            onError: {
              target: 'idle',
              actions: [assign({ deciding: null }), { type: 'toast', params: ({ event }) => ({ kind: 'error' as const, message: errorMessage(event.error) }) }],
            },
          },
        },
      },
    },
  },
});
