import { assign, fromPromise, setup } from 'xstate';
import type { TransactionStatus, TransactionType } from '../contracts/enums';
import type { TransactionPage, TransactionQuery } from '../contracts/money';
import { type ToastParams, errorMessage, notProvided } from './machine-helpers';

export const ACTIVITY_PAGE_SIZE = 20;

/** The filters of the page; null or '' means "any". Dates are calendar days, 'YYYY-MM-DD'. */
export interface ActivityFilters {
  type: TransactionType | null;
  status: TransactionStatus | null;
  from: string;
  to: string;
}

export const noFilters: ActivityFilters = { type: null, status: null, from: '', to: '' };

/** A CSV file the server made, ready to save. */
export interface ExportFile {
  blob: Blob;
  filename: string;
}

export interface FinancialActivitiesContext {
  filters: ActivityFilters;
  page: number;
  /** The last page the server answered (kept on screen while the next one loads). */
  result: TransactionPage | null;
  error: string | null;
}

export type FinancialActivitiesEvent =
  | { type: 'activity.filter'; filters: Partial<ActivityFilters> }
  | { type: 'activity.next' }
  | { type: 'activity.previous' }
  | { type: 'activity.retry' }
  | { type: 'activity.download' };

/** The query of GET customer/transactions (and of the CSV, without paging) for these filters. */
export function transactionQueryOf(filters: ActivityFilters, page?: number): TransactionQuery {
  return {
    ...(filters.type !== null ? { type: filters.type } : {}),
    ...(filters.status !== null ? { status: filters.status } : {}),
    ...(filters.from ? { from: filters.from } : {}),
    ...(filters.to ? { to: filters.to } : {}),
    ...(page !== undefined ? { page, pageSize: ACTIVITY_PAGE_SIZE } : {}),
  };
}

export const pageCount = (result: Pick<TransactionPage, 'total' | 'pageSize'> | null) =>
  result ? Math.max(1, Math.ceil(result.total / Math.max(1, result.pageSize))) : 1;

const rangeValid = (filters: ActivityFilters) => !filters.from || !filters.to || filters.from <= filters.to;

/** /dashboard/financial-activities: deposits and withdrawals by filter, page by page, and their CSV. */
export const financialActivitiesMachine = setup({
  types: {} as { context: FinancialActivitiesContext; events: FinancialActivitiesEvent },
  actors: {
    loadTransactions: fromPromise<TransactionPage, TransactionQuery>(notProvided),
    downloadTransactions: fromPromise<ExportFile, TransactionQuery>(notProvided),
  },
  actions: {
    toast: (_, _params: ToastParams) => {},
    saveFile: (_, _params: ExportFile) => {},
    applyFilters: assign({
      filters: ({ context, event }) => (event.type === 'activity.filter' ? { ...context.filters, ...event.filters } : context.filters),
      page: 1,
    }),
  },
  guards: {
    /** A range whose start is after its end asks nothing of the server. */
    rangeValid: ({ context }) => rangeValid(context.filters),
    hasNext: ({ context }) => context.page < pageCount(context.result),
    hasPrevious: ({ context }) => context.page > 1,
  },
}).createMachine({
  id: 'financialActivities',
  description: 'Financial activities: filters, period totals, pages of transactions and the CSV export',
  context: { filters: noFilters, page: 1, result: null, error: null },
  type: 'parallel',
  states: {
    list: {
      initial: 'loading',
      on: {
        'activity.filter': { target: '.checking', actions: 'applyFilters' },
      },
      states: {
        checking: {
          description: 'A filter changed: back to page 1, if the date range holds',
          always: [{ guard: 'rangeValid', target: 'loading' }, { target: 'invalidRange' }],
        },
        loading: {
          description: 'GET customer/transactions with the filters and the page (20 a page)',
          invoke: {
            id: 'loadTransactions',
            src: 'loadTransactions',
            input: ({ context }) => transactionQueryOf(context.filters, context.page),
            onDone: { target: 'listed', actions: assign({ result: ({ event }) => event.output, error: null }) },
            onError: { target: 'failed', actions: assign({ error: ({ event }) => errorMessage(event.error) }) },
          },
        },
        listed: {
          description: 'The totals of the period, the rows of the page, and Previous / Next within the pages',
          on: {
            'activity.next': { guard: 'hasNext', target: 'loading', actions: assign({ page: ({ context }) => context.page + 1 }) },
            'activity.previous': { guard: 'hasPrevious', target: 'loading', actions: assign({ page: ({ context }) => context.page - 1 }) },
          },
        },
        invalidRange: {
          description: 'The start date is after the end date: the message shows and nothing loads',
        },
        failed: {
          description: 'The message shows with a Try again button',
          on: { 'activity.retry': 'loading' },
        },
      },
    },
    export: {
      initial: 'idle',
      states: {
        idle: {
          on: { 'activity.download': { guard: 'rangeValid', target: 'downloading' } },
        },
        downloading: {
          description: 'GET customer/transactions.csv with the filters; the file is saved when it arrives',
          invoke: {
            id: 'downloadTransactions',
            src: 'downloadTransactions',
            input: ({ context }) => transactionQueryOf(context.filters),
            onDone: { target: 'idle', actions: { type: 'saveFile', params: ({ event }) => event.output } },
            onError: {
              target: 'idle',
              actions: { type: 'toast', params: ({ event }) => ({ kind: 'error' as const, message: errorMessage(event.error) }) },
            },
          },
        },
      },
    },
  },
});
