import { assign, fromCallback, fromPromise, setup, type AnyEventObject } from 'xstate';
import type { PendingCounts } from '../contracts/admin-payments';
import { PAYMENTS_RECONNECT_MS } from './admin-payments.machine';

export type AdminPendingCountEvent = { type: 'count.changed' } | { type: 'count.hubOpened' } | { type: 'count.hubClosed' };

/**
 * The count of payment requests waiting for a decision, beside Payments queue in the navigation: read when the back
 * office opens, again whenever the operators' hub says the queue changed, and when the hub opens again after a drop.
 */
export const adminPendingCountMachine = setup({
  types: {} as { context: { counts: PendingCounts | null }; events: AdminPendingCountEvent },
  actors: {
    /** GET admin/payments/pending */
    loadCounts: fromPromise<PendingCounts, void>(() => Promise.reject(new Error('actor not provided'))),
    /** The operators' hub: reports count.hubOpened, count.changed and count.hubClosed until stopped. */
    queueFeed: fromCallback<AnyEventObject>(() => {}),
  },
  delays: { reconnect: PAYMENTS_RECONNECT_MS },
}).createMachine({
  id: 'adminPendingCount',
  type: 'parallel',
  context: { counts: null },
  states: {
    feed: {
      initial: 'listening',
      states: {
        listening: {
          invoke: { src: 'queueFeed', onError: 'waiting' },
          on: { 'count.hubClosed': 'waiting' },
        },
        waiting: { after: { reconnect: 'listening' } },
      },
    },
    count: {
      initial: 'loading',
      states: {
        loading: {
          description: 'GET admin/payments/pending',
          invoke: {
            src: 'loadCounts',
            onDone: { target: 'shown', actions: assign({ counts: ({ event }) => event.output }) },
            onError: 'shown',
          },
          on: { 'count.changed': { target: 'loading', reenter: true } },
        },
        shown: {
          description: 'The count as last read (none when it could not be read)',
          on: { 'count.changed': 'loading', 'count.hubOpened': 'loading' },
        },
      },
    },
  },
});
