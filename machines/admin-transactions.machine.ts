import { assign, fromPromise, setup } from 'xstate';
import type { AdminTransactionItem, AdminTransactionPage, PaymentStatus, TransactionKind, TransactionsQuery } from '../contracts/admin-calls';
import { errorMessage, notProvided, type ToastParams } from './machine-helpers';

/** The filters as the form holds them ('' is "any"). */
export interface TransactionsFilter {
  kind: TransactionKind | '';
  status: PaymentStatus | '';
  username: string;
  from: string;
  to: string;
}
export const anyTransaction: TransactionsFilter = { kind: '', status: '', username: '', from: '', to: '' };

export interface ExportFile {
  blob: Blob;
  filename: string;
}

export interface AdminTransactionsContext {
  filter: TransactionsFilter;
  items: AdminTransactionItem[];
  nextCursor: number | null;
  error: string | null;
}

export type AdminTransactionsEvent =
  | { type: 'transactions.filter'; filter: TransactionsFilter }
  | { type: 'transactions.more' }
  | { type: 'transactions.reload' }
  | { type: 'transactions.export' };

/** The query of a filter: only the fields given, the username trimmed. */
export function transactionsQueryOf(filter: TransactionsFilter, cursor?: number): TransactionsQuery {
  const username = filter.username.trim();
  return {
    ...(filter.kind ? { kind: filter.kind } : {}),
    ...(filter.status ? { status: filter.status } : {}),
    ...(username ? { username } : {}),
    ...(filter.from ? { from: filter.from } : {}),
    ...(filter.to ? { to: filter.to } : {}),
    ...(cursor !== undefined ? { cursor } : {}),
  };
}

/** Every player's movements of money: filters, pages (Show more continues below the last row), the CSV export. */
export const adminTransactionsMachine = setup({
  types: {} as { context: AdminTransactionsContext; events: AdminTransactionsEvent },
  actors: {
    /** GET admin/transactions */
    loadTransactions: fromPromise<AdminTransactionPage, TransactionsQuery>(notProvided),
    /** GET admin/transactions.csv (the same filters, every page) */
    downloadTransactions: fromPromise<ExportFile, TransactionsQuery>(notProvided),
  },
  actions: {
    saveFile: (_, _params: ExportFile) => {},
    toast: (_, _params: ToastParams) => {},
  },
  guards: {
    hasMore: ({ context }) => context.nextCursor !== null,
  },
}).createMachine({
  id: 'adminTransactions',
  context: { filter: anyTransaction, items: [], nextCursor: null, error: null },
  type: 'parallel',
  states: {
    list: {
      initial: 'loading',
      on: {
        'transactions.filter': { target: '.loading', actions: assign({ filter: ({ event }) => event.filter }) },
        'transactions.reload': '.loading',
      },
      states: {
        loading: {
          description: 'GET admin/transactions with the filters: the first page replaces the rows',
          entry: assign({ error: null }),
          invoke: {
            src: 'loadTransactions',
            input: ({ context }) => transactionsQueryOf(context.filter),
            onDone: { target: 'ready', actions: assign({ items: ({ event }) => event.output.items, nextCursor: ({ event }) => event.output.nextCursor }) },
            onError: { target: 'failed', actions: assign({ error: ({ event }) => errorMessage(event.error), items: [], nextCursor: null }) },
          },
        },
        ready: {
          on: { 'transactions.more': { guard: 'hasMore', target: 'loadingMore' } },
        },
        loadingMore: {
          description: 'The next page, below the last row shown, added to the rows',
          invoke: {
            src: 'loadTransactions',
            input: ({ context }) => transactionsQueryOf(context.filter, context.nextCursor ?? undefined),
            onDone: {
              target: 'ready',
              actions: assign({ items: ({ context, event }) => [...context.items, ...event.output.items], nextCursor: ({ event }) => event.output.nextCursor }),
            },
            onError: { target: 'ready', actions: { type: 'toast', params: ({ event }) => ({ kind: 'error' as const, message: errorMessage(event.error) }) } },
          },
        },
        failed: { description: 'Refused (a filter the server does not accept) or not reached' },
      },
    },
    export: {
      initial: 'idle',
      states: {
        idle: { on: { 'transactions.export': 'downloading' } },
        downloading: {
          description: 'GET admin/transactions.csv with the filters shown, then saved as a file',
          invoke: {
            src: 'downloadTransactions',
            input: ({ context }) => transactionsQueryOf(context.filter),
            onDone: { target: 'idle', actions: { type: 'saveFile', params: ({ event }) => event.output } },
            onError: { target: 'idle', actions: { type: 'toast', params: ({ event }) => ({ kind: 'error' as const, message: errorMessage(event.error) }) } },
          },
        },
      },
    },
  },
});
