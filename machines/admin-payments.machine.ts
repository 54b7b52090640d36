import { assign, fromCallback, fromPromise, setup, type AnyEventObject } from 'xstate';
import type { TransactionType } from '../contracts/enums';
import type { ReviewItem } from '../contracts/money';
import { errorMessage, notProvided, type ToastParams } from './machine-helpers';

export type Decision = { id: number; decision: 'approve' } | { id: number; decision: 'reject'; reason: string };

/** Several rows decided at once (one after another): which went through, which the server refused and why. */
export interface Decided {
  decided: number[];
  refused: Array<{ id: number; message: string }>;
  /** What the operator reads: the server's own confirmation for one row, a count for several. */
  message: string;
}
export interface DecideMany {
  ids: number[];
  decision: 'approve' | 'reject';
  reason: string;
}

export type QueueSort = 'oldest' | 'newest' | 'largest' | 'smallest';
export interface QueueFilters {
  /** A method's title as the rows show it; '' for every method. */
  method: string;
  /** Lira, as typed; '' for no bound. */
  minAmount: string;
  maxAmount: string;
  /** Only requests waiting at least this many hours; '' for any age. */
  olderThanHours: string;
}
export const NO_FILTERS: QueueFilters = { method: '', minAmount: '', maxAmount: '', olderThanHours: '' };
export const QUEUE_PAGE_SIZE = 20;

// How long the screen waits before listening to the operators' hub again after it closed.
export const PAYMENTS_RECONNECT_MS = 5_000;

export interface AdminPaymentsContext {
  type: TransactionType;
  items: ReviewItem[];
  error: string | null;
  filters: QueueFilters;
  sort: QueueSort;
  offset: number;
  /** The rows ticked for a bulk decision. */
  selected: number[];
  /** The decision waiting for the operator's confirmation (the dialog names every row it covers). */
  confirming: { ids: number[]; decision: 'approve' | 'reject' } | null;
  /** The rows being decided (their buttons wait). */
  deciding: number[];
  /** The queue changed (a push) while the operator was deciding: read again once done. */
  stale: boolean;
  /** The hub is open: new requests appear by themselves. */
  live: boolean;
}

export type AdminPaymentsEvent =
  | { type: 'queue.type'; value: TransactionType }
  | { type: 'queue.reload' }
  | { type: 'queue.filter'; filters: Partial<QueueFilters> }
  | { type: 'queue.sort'; value: QueueSort }
  | { type: 'queue.page'; offset: number }
  | { type: 'queue.select'; id: number; on: boolean }
  | { type: 'queue.selectAll'; ids: number[]; on: boolean }
  | { type: 'queue.ask'; ids: number[]; decision: 'approve' | 'reject' }
  | { type: 'queue.cancel' }
  | { type: 'queue.confirm'; reason: string }
  | { type: 'queue.changed' }
  | { type: 'queue.hubOpened' }
  | { type: 'queue.hubClosed' };

const lira = (text: string) => (text.trim() === '' ? null : Number(text.replace(',', '.')));

/** The rows the filters keep, in the chosen order (all pages). `now`: the clock the age filter reads. */
export function shownRows(context: Pick<AdminPaymentsContext, 'items' | 'filters' | 'sort'>, now: number): ReviewItem[] {
  const { method, minAmount, maxAmount, olderThanHours } = context.filters;
  const min = lira(minAmount);
  const max = lira(maxAmount);
  const hours = lira(olderThanHours);
  const kept = context.items.filter(
    (item) =>
      (method === '' || item.method === method) &&
      (min === null || Number.isNaN(min) || item.amount >= min) &&
      (max === null || Number.isNaN(max) || item.amount <= max) &&
      (hours === null || Number.isNaN(hours) || now - Date.parse(item.createdAt) >= hours * 3_600_000),
  );
  const by: Record<QueueSort, (a: ReviewItem, b: ReviewItem) => number> = {
    oldest: (a, b) => a.createdAt.localeCompare(b.createdAt) || a.id - b.id,
    newest: (a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id,
    largest: (a, b) => b.amount - a.amount || a.id - b.id,
    smallest: (a, b) => a.amount - b.amount || a.id - b.id,
  };
  return kept.sort(by[context.sort]);
}

const stillListed = (items: ReviewItem[], ids: number[]) => ids.filter((id) => items.some((item) => item.id === id));

/**
 * The payments queue of the back office: pending withdrawals and bank transfers. Read again by itself when the
 * operators' hub says a request entered or left the queue; filtered, sorted and paged on the screen; each decision
 * (one row or the ticked rows) confirmed in a dialog naming player, amount, method and destination first.
 */
export const adminPaymentsMachine = setup({
  types: {} as { context: AdminPaymentsContext; events: AdminPaymentsEvent; input: { type: TransactionType } },
  actors: {
    /** GET admin/payments/queue?type= */
    loadQueue: fromPromise<ReviewItem[], { type: TransactionType }>(notProvided),
    /** POST admin/payments/approve or admin/payments/reject, once per row. */
    decide: fromPromise<Decided, DecideMany>(notProvided),
    /** The operators' hub: reports queue.hubOpened, queue.changed and queue.hubClosed until stopped. */
    queueFeed: fromCallback<AnyEventObject>(() => {}),
  },
  actions: {
    toast: (_, _params: ToastParams) => {},
  },
  delays: { reconnect: PAYMENTS_RECONNECT_MS },
  guards: {
    hasReason: (_, params: { reason: string; decision: 'approve' | 'reject' }) => params.decision === 'approve' || params.reason.trim().length > 0,
    isStale: ({ context }) => context.stale,
    someRows: (_, params: { ids: number[] }) => params.ids.length > 0,
  },
}).createMachine({
  id: 'adminPayments',
  type: 'parallel',
  context: ({ input }) => ({
    type: input.type,
    items: [],
    error: null,
    filters: NO_FILTERS,
    sort: 'oldest',
    offset: 0,
    selected: [],
    confirming: null,
    deciding: [],
    stale: false,
    live: false,
  }),
  states: {
    feed: {
      description: 'The operators\' hub: Live while open; after it closes, listened to again in 5 s',
      initial: 'listening',
      states: {
        listening: {
          invoke: { src: 'queueFeed', onError: { target: 'waiting', actions: assign({ live: false }) } },
          on: {
            'queue.hubOpened': { actions: assign({ live: true }) },
            'queue.hubClosed': { target: 'waiting', actions: assign({ live: false }) },
          },
        },
        waiting: { after: { reconnect: 'listening' } },
      },
    },
    queue: {
      initial: 'loading',
      on: {
        'queue.type': { target: '.loading', actions: assign({ type: ({ event }) => event.value, items: [], selected: [], offset: 0, filters: NO_FILTERS }) },
        'queue.reload': '.loading',
        'queue.filter': { actions: assign({ filters: ({ context, event }) => ({ ...context.filters, ...event.filters }), offset: 0 }) },
        'queue.sort': { actions: assign({ sort: ({ event }) => event.value, offset: 0 }) },
        'queue.page': { actions: assign({ offset: ({ event }) => Math.max(0, event.offset) }) },
      },
      states: {
        loading: {
          description: 'GET admin/payments/queue for the chosen type',
          entry: assign({ error: null, confirming: null }),
          invoke: {
            src: 'loadQueue',
            input: ({ context }) => ({ type: context.type }),
            onDone: { target: 'ready', actions: assign({ items: ({ event }) => event.output, selected: ({ context, event }) => stillListed(event.output, context.selected), stale: false }) },
            onError: { target: 'failed', actions: assign({ error: ({ event }) => errorMessage(event.error) }) },
          },
          on: { 'queue.changed': { target: 'loading', reenter: true } },
        },
        failed: {
          description: 'The queue could not be read; the operator may try again (a push tries again too)',
          on: { 'queue.changed': 'loading' },
        },
        ready: {
          description: 'The pending rows: filters, sort, pages; Approve and Reject per row and for the ticked rows',
          initial: 'idle',
          on: {
            'queue.select': {
              actions: assign({ selected: ({ context, event }) => (event.on ? [...new Set([...context.selected, event.id])] : context.selected.filter((id) => id !== event.id)) }),
            },
            'queue.selectAll': {
              actions: assign({ selected: ({ context, event }) => (event.on ? [...new Set([...context.selected, ...event.ids])] : context.selected.filter((id) => !event.ids.includes(id))) }),
            },
          },
          states: {
            idle: {
              always: { guard: 'isStale', target: 'refreshing' },
              on: {
                'queue.changed': 'refreshing',
                'queue.ask': {
                  guard: { type: 'someRows', params: ({ event }) => ({ ids: event.ids }) },
                  target: 'confirming',
                  actions: assign({ confirming: ({ event }) => ({ ids: event.ids, decision: event.decision }) }),
                },
              },
            },
            refreshing: {
              description: 'Read again in the background (a push): what is shown stays until the new rows arrive',
              invoke: {
                src: 'loadQueue',
                input: ({ context }) => ({ type: context.type }),
                onDone: { target: 'idle', actions: assign({ items: ({ event }) => event.output, selected: ({ context, event }) => stillListed(event.output, context.selected), stale: false }) },
                onError: { target: 'idle', actions: assign({ stale: false }) },
              },
              on: { 'queue.changed': { target: 'refreshing', reenter: true } },
            },
            confirming: {
              description: 'The dialog names player, amount, method and destination of each row; a rejection asks why (the player reads it)',
              on: {
                'queue.changed': { actions: assign({ stale: true }) },
                'queue.cancel': { target: 'idle', actions: assign({ confirming: null }) },
                'queue.confirm': {
                  guard: { type: 'hasReason', params: ({ context, event }) => ({ reason: event.reason, decision: context.confirming!.decision }) },
                  target: 'deciding',
                  actions: assign({ deciding: ({ context }) => context.confirming!.ids }),
                },
              },
            },
            deciding: {
              description: 'POST approve or reject for each row; the rows leave the queue as the server agrees',
              on: { 'queue.changed': { actions: assign({ stale: true }) } },
              invoke: {
                src: 'decide',
                input: ({ context, event }) => ({
                  ids: context.confirming!.ids,
                  decision: context.confirming!.decision,
                  reason: event.type === 'queue.confirm' ? event.reason.trim() : '',
                }),
                onDone: {
                  target: 'idle',
                  actions: [
                    assign({
                      items: ({ context, event }) => context.items.filter((item) => !event.output.decided.includes(item.id)),
                      selected: ({ context, event }) => context.selected.filter((id) => !event.output.decided.includes(id)),
                      deciding: [],
                      confirming: null,
                    }),
                    { type: 'toast', params: ({ event }) => ({ kind: event.output.refused.length > 0 ? ('error' as const) : ('success' as const), message: event.output.message }) },
                  ],
                },
                onError: {
                  target: 'idle',
                  actions: [assign({ deciding: [], confirming: null }), { type: 'toast', params: ({ event }) => ({ kind: 'error' as const, message: errorMessage(event.error) }) }],
                },
              },
            },
          },
        },
      },
    },
  },
});
