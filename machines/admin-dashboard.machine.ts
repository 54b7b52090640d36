import { assign, fromPromise, setup } from 'xstate';
import type { Dashboard, DashboardQuery } from '../contracts/admin-calls';
import { errorMessage, notProvided } from './machine-helpers';

export interface AdminDashboardContext {
  /** The period asked for ('' until the operator picks one: the server's last 7 days). */
  from: string;
  to: string;
  data: Dashboard | null;
  error: string | null;
}

export type AdminDashboardEvent = { type: 'dashboard.period'; from: string; to: string } | { type: 'dashboard.reload' };

const queryOf = (context: AdminDashboardContext): DashboardQuery => ({ ...(context.from ? { from: context.from } : {}), ...(context.to ? { to: context.to } : {}) });

/** The back office's dashboard: today's and a period's figures, the review queues and the days of the period. */
export const adminDashboardMachine = setup({
  types: {} as { context: AdminDashboardContext; events: AdminDashboardEvent },
  actors: {
    /** GET admin/dashboard?from=&to= */
    loadDashboard: fromPromise<Dashboard, DashboardQuery>(notProvided),
  },
}).createMachine({
  id: 'adminDashboard',
  context: { from: '', to: '', data: null, error: null },
  initial: 'loading',
  on: {
    'dashboard.period': { target: '.loading', actions: assign({ from: ({ event }) => event.from, to: ({ event }) => event.to }) },
    'dashboard.reload': '.loading',
  },
  states: {
    loading: {
      description: 'GET admin/dashboard for the chosen period (the figures shown so far stay until the answer)',
      entry: assign({ error: null }),
      invoke: {
        src: 'loadDashboard',
        input: ({ context }) => queryOf(context),
        onDone: { target: 'ready', actions: assign({ data: ({ event }) => event.output, from: ({ event }) => event.output.from, to: ({ event }) => event.output.to }) },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => errorMessage(event.error) }) },
      },
    },
    ready: { description: 'The figures of the period the server answered for' },
    failed: { description: 'Refused (a period the server does not accept) or not reached; the operator may change it or try again' },
  },
});
