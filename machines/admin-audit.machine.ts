import { assign, fromPromise, setup } from 'xstate';
import type { AuditItem, AuditPage } from '../contracts/admin-calls';
import { errorMessage, notProvided, type ToastParams } from './machine-helpers';

/** The filters as the form holds them ('' is "any"). */
export interface AuditFilter {
  action: string;
  target: string;
  operatorId: string;
}
export const anyAudit: AuditFilter = { action: '', target: '', operatorId: '' };

/** What GET admin/audit is asked: only the filters given. */
export interface AuditRequest {
  action?: string;
  target?: string;
  operatorId?: string;
  cursor?: number;
}

export function auditRequestOf(filter: AuditFilter, cursor?: number): AuditRequest {
  const [action, target, operatorId] = [filter.action.trim(), filter.target.trim(), filter.operatorId.trim()];
  return { ...(action ? { action } : {}), ...(target ? { target } : {}), ...(operatorId ? { operatorId } : {}), ...(cursor !== undefined ? { cursor } : {}) };
}

export interface AdminAuditContext {
  filter: AuditFilter;
  items: AuditItem[];
  nextCursor: number | null;
  error: string | null;
}

export type AdminAuditEvent = { type: 'audit.filter'; filter: AuditFilter } | { type: 'audit.more' } | { type: 'audit.reload' };

/** The audit log, newest first: who changed what, filtered by action, target and operator, a page at a time. */
export const adminAuditMachine = setup({
  types: {} as { context: AdminAuditContext; events: AdminAuditEvent },
  actors: {
    /** GET admin/audit */
    loadAudit: fromPromise<AuditPage, AuditRequest>(notProvided),
  },
  actions: {
    toast: (_, _params: ToastParams) => {},
  },
  guards: {
    hasMore: ({ context }) => context.nextCursor !== null,
  },
}).createMachine({
  id: 'adminAudit',
  context: { filter: anyAudit, items: [], nextCursor: null, error: null },
  initial: 'loading',
  on: {
    'audit.filter': { target: '.loading', actions: assign({ filter: ({ event }) => event.filter }) },
    'audit.reload': '.loading',
  },
  states: {
    loading: {
      description: 'GET admin/audit with the filters: the first page replaces the rows',
      entry: assign({ error: null }),
      invoke: {
        src: 'loadAudit',
        input: ({ context }) => auditRequestOf(context.filter),
        onDone: { target: 'ready', actions: assign({ items: ({ event }) => event.output.items, nextCursor: ({ event }) => event.output.nextCursor }) },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => errorMessage(event.error), items: [], nextCursor: null }) },
      },
    },
    ready: {
      on: { 'audit.more': { guard: 'hasMore', target: 'loadingMore' } },
    },
    loadingMore: {
      description: 'The next page, below the last row shown, added to the rows',
      invoke: {
        src: 'loadAudit',
        input: ({ context }) => auditRequestOf(context.filter, context.nextCursor ?? undefined),
        onDone: { target: 'ready', actions: assign({ items: ({ context, event }) => [...context.items, ...event.output.items], nextCursor: ({ event }) => event.output.nextCursor }) },
        onError: { target: 'ready', actions: { type: 'toast', params: ({ event }) => ({ kind: 'error' as const, message: errorMessage(event.error) }) } },
      },
    },
    failed: { description: 'Refused (a filter the server does not accept) or not reached' },
  },
});
