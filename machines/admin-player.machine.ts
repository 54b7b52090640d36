import { assign, fromPromise, raise, setup } from 'xstate';
import { mayDo, type OperatorRole, type PlayerAction } from '../contracts/admin';
import {
  adjustBody,
  adjustForm,
  blockPayload,
  ledgerFilter,
  type AdjustForm,
  type AdjustPayload,
  type AdminBalances,
  type AdminBetItem,
  type AdminBetsPage,
  type AdminLedgerPage,
  type AdminNotificationItem,
  type AdminNotificationsPage,
  type AdminPlayerDetail,
  type AdminSessionItem,
  type LedgerFilter,
} from '../contracts/admin-calls';
import { errorMessage, notProvided, type Ack, type ToastParams } from './machine-helpers';

export type PlayerTab = 'ledger' | 'sessions' | 'bets' | 'notifications';
export type LedgerEntry = AdminLedgerPage['items'][number];

export interface LedgerRequest {
  id: number;
  filter: LedgerFilter;
  cursor?: number;
}
export interface BlockRequest {
  id: number;
  block: boolean;
  reason: string;
}
export interface BlockAnswer extends Ack {
  blockedAt: string | null;
  sessionsEnded: number;
}
export interface AdjustAnswer extends Ack {
  balances: AdminBalances;
}
export interface PartnerAnswer extends Ack {
  bettingPartnerAccess: boolean;
}

export const NO_FILTER: LedgerFilter = { kind: '', from: '', to: '' };

export interface AdminPlayerContext {
  id: number;
  role: OperatorRole;
  detail: AdminPlayerDetail | null;
  error: string | null;
  tab: PlayerTab;
  ledgerFilter: LedgerFilter;
  ledger: LedgerEntry[];
  ledgerCursor: number | null;
  ledgerError: string | null;
  sessions: AdminSessionItem[];
  sessionsError: string | null;
  /** The session being ended (its button waits). */
  ending: number | null;
  bets: AdminBetItem[];
  betsCursor: string | null;
  betsError: string | null;
  notifications: AdminNotificationItem[];
  notificationsCursor: string | null;
  notificationsError: string | null;
  /** The server's refusal of the open dialog's form, shown in it. */
  formError: string | null;
  partnerError: string | null;
  /** The adjustment being sent (its request id makes a repeat harmless). */
  adjustment: AdjustPayload | null;
}

export type AdminPlayerEvent =
  | { type: 'player.retry' }
  | { type: 'player.tab'; tab: PlayerTab }
  | { type: 'ledger.filter'; filter: LedgerFilter }
  | { type: 'ledger.more' }
  | { type: 'ledger.retry' }
  | { type: 'ledger.refresh' }
  | { type: 'sessions.retry' }
  | { type: 'sessions.refresh' }
  | { type: 'session.end'; sessionId: number }
  | { type: 'bets.more' }
  | { type: 'bets.retry' }
  | { type: 'notifications.more' }
  | { type: 'notifications.retry' }
  | { type: 'block.open' }
  | { type: 'block.cancel' }
  | { type: 'block.submit'; reason: string }
  | { type: 'adjust.open' }
  | { type: 'adjust.cancel' }
  | { type: 'adjust.submit'; values: AdjustForm; requestId: string }
  | { type: 'partner.set'; granted: boolean };

const may = (action: PlayerAction) => ({ type: 'may' as const, params: { action } });

/**
 * One player in the back office: profile, verification and balances; ledger (filtered, paged), sessions (each active
 * one may be ended), bets and notifications; block or unblock with a reason, a manual adjustment, betting-partner access. Each
 * change is offered only to the roles the server allows, and the server's refusal is kept for the form that asked.
 */
export const adminPlayerMachine = setup({
  types: {} as { context: AdminPlayerContext; events: AdminPlayerEvent; input: { id: number; role: OperatorRole } },
  actors: {
    /** GET admin/players/:id */
    loadPlayer: fromPromise<AdminPlayerDetail, { id: number }>(notProvided),
    /** GET admin/players/:id/ledger?kind=&from=&to=&cursor= */
    loadLedger: fromPromise<AdminLedgerPage, LedgerRequest>(notProvided),
    /** GET admin/players/:id/sessions */
    loadSessions: fromPromise<AdminSessionItem[], { id: number }>(notProvided),
    /** POST admin/players/:id/sessions/:sessionId/end */
    endSession: fromPromise<Ack, { id: number; sessionId: number }>(notProvided),
    /** GET admin/players/:id/bets?cursor= */
    loadBets: fromPromise<AdminBetsPage, { id: number; cursor?: string }>(notProvided),
    /** GET admin/players/:id/notifications?cursor= */
    loadNotifications: fromPromise<AdminNotificationsPage, { id: number; cursor?: string }>(notProvided),
    /** POST admin/players/:id/block or /unblock */
    setBlocked: fromPromise<BlockAnswer, BlockRequest>(notProvided),
    /** POST admin/players/:id/adjust */
    adjust: fromPromise<AdjustAnswer, { id: number; payload: AdjustPayload }>(notProvided),
    /** POST admin/players/:id/partner-access */
    setPartnerAccess: fromPromise<PartnerAnswer, { id: number; granted: boolean }>(notProvided),
  },
  actions: {
    toast: (_, _params: ToastParams) => {},
  },
  guards: {
    may: ({ context }, params: { action: PlayerAction }) => mayDo(context.role, params.action),
    validReason: (_, params: { reason: string }) => blockPayload.safeParse({ reason: params.reason }).success,
    validAdjustment: (_, params: { values: AdjustForm }) => adjustForm.safeParse(params.values).success,
    validFilter: (_, params: { filter: LedgerFilter }) => ledgerFilter.safeParse(params.filter).success,
  },
}).createMachine({
  id: 'adminPlayer',
  context: ({ input }) => ({
    id: input.id,
    role: input.role,
    detail: null,
    error: null,
    tab: 'ledger',
    ledgerFilter: NO_FILTER,
    ledger: [],
    ledgerCursor: null,
    ledgerError: null,
    sessions: [],
    sessionsError: null,
    ending: null,
    bets: [],
    betsCursor: null,
    betsError: null,
    notifications: [],
    notificationsCursor: null,
    notificationsError: null,
    formError: null,
    partnerError: null,
    adjustment: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      description: 'GET admin/players/:id: profile, verification, balances and flags',
      entry: assign({ error: null }),
      invoke: {
        src: 'loadPlayer',
        input: ({ context }) => ({ id: context.id }),
        onDone: { target: 'ready', actions: assign({ detail: ({ event }) => event.output }) },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => errorMessage(event.error) }) },
      },
    },
    failed: {
      description: 'The player could not be read (unknown id, or no answer); the operator may try again',
      on: { 'player.retry': 'loading' },
    },
    ready: {
      type: 'parallel',
      states: {
        tabs: {
          description: 'Which list is shown: ledger, sessions, bets or notifications',
          on: { 'player.tab': { actions: assign({ tab: ({ event }) => event.tab }) } },
        },
        ledger: {
          initial: 'loading',
          on: {
            'ledger.filter': {
              guard: { type: 'validFilter', params: ({ event }) => ({ filter: event.filter }) },
              target: '.loading',
              actions: assign({ ledgerFilter: ({ event }) => ledgerFilter.parse(event.filter) }),
            },
            'ledger.refresh': '.loading',
          },
          states: {
            loading: {
              description: 'GET the ledger with the filter: the newest entries first',
              entry: assign({ ledger: [], ledgerCursor: null, ledgerError: null }),
              invoke: {
                src: 'loadLedger',
                input: ({ context }) => ({ id: context.id, filter: context.ledgerFilter }),
                onDone: { target: 'shown', actions: assign({ ledger: ({ event }) => event.output.items, ledgerCursor: ({ event }) => event.output.nextCursor }) },
                onError: { target: 'failed', actions: assign({ ledgerError: ({ event }) => errorMessage(event.error) }) },
              },
            },
            failed: { on: { 'ledger.retry': 'loading' } },
            shown: {
              on: { 'ledger.more': { guard: ({ context }) => context.ledgerCursor !== null, target: 'loadingMore' } },
            },
            loadingMore: {
              description: 'The next page of the ledger, appended',
              entry: assign({ ledgerError: null }),
              invoke: {
                src: 'loadLedger',
                input: ({ context }) => ({ id: context.id, filter: context.ledgerFilter, cursor: context.ledgerCursor! }),
                onDone: {
                  target: 'shown',
                  actions: assign({ ledger: ({ context, event }) => [...context.ledger, ...event.output.items], ledgerCursor: ({ event }) => event.output.nextCursor }),
                },
                onError: { target: 'shown', actions: assign({ ledgerError: ({ event }) => errorMessage(event.error) }) },
              },
            },
          },
        },
        sessions: {
          initial: 'unread',
          states: {
            unread: {
              description: 'Read when the sessions tab is first opened',
              on: { 'player.tab': { guard: ({ event }) => event.tab === 'sessions', target: 'loading' } },
            },
            loading: {
              description: 'GET the sessions, the newest first',
              entry: assign({ sessionsError: null }),
              invoke: {
                src: 'loadSessions',
                input: ({ context }) => ({ id: context.id }),
                onDone: { target: 'shown', actions: assign({ sessions: ({ event }) => event.output }) },
                onError: { target: 'failed', actions: assign({ sessionsError: ({ event }) => errorMessage(event.error) }) },
              },
            },
            failed: { on: { 'sessions.retry': 'loading' } },
            shown: {
              on: {
                'sessions.refresh': 'loading',
                'session.end': { guard: may('endSession'), target: 'ending', actions: assign({ ending: ({ event }) => event.sessionId, sessionsError: null }) },
              },
            },
            ending: {
              description: 'POST end for one session; the list is read again',
              invoke: {
                src: 'endSession',
                input: ({ context }) => ({ id: context.id, sessionId: context.ending! }),
                onDone: {
                  target: 'loading',
                  actions: [assign({ ending: null }), { type: 'toast', params: ({ event }) => ({ kind: 'success' as const, message: event.output.message }) }],
                },
                onError: { target: 'shown', actions: assign({ ending: null, sessionsError: ({ event }) => errorMessage(event.error) }) },
              },
            },
          },
        },
        bets: {
          initial: 'unread',
          states: {
            unread: {
              description: 'Read when the bets tab is first opened',
              on: { 'player.tab': { guard: ({ event }) => event.tab === 'bets', target: 'loading' } },
            },
            loading: {
              description: 'GET casino rounds and sports bets in one list, the newest first',
              entry: assign({ bets: [], betsCursor: null, betsError: null }),
              invoke: {
                src: 'loadBets',
                input: ({ context }) => ({ id: context.id }),
                onDone: { target: 'shown', actions: assign({ bets: ({ event }) => event.output.items, betsCursor: ({ event }) => event.output.nextCursor }) },
                onError: { target: 'failed', actions: assign({ betsError: ({ event }) => errorMessage(event.error) }) },
              },
            },
            failed: { on: { 'bets.retry': 'loading' } },
            shown: {
              on: { 'bets.more': { guard: ({ context }) => context.betsCursor !== null, target: 'loadingMore' } },
            },
            loadingMore: {
              entry: assign({ betsError: null }),
              invoke: {
                src: 'loadBets',
                input: ({ context }) => ({ id: context.id, cursor: context.betsCursor! }),
                onDone: {
                  target: 'shown',
                  actions: assign({ bets: ({ context, event }) => [...context.bets, ...event.output.items], betsCursor: ({ event }) => event.output.nextCursor }),
                },
                onError: { target: 'shown', actions: assign({ betsError: ({ event }) => errorMessage(event.error) }) },
              },
            },
          },
        },
        notifications: {
          initial: 'unread',
          states: {
            unread: {
              description: 'Read when the notifications tab is first opened',
              on: { 'player.tab': { guard: ({ event }) => event.tab === 'notifications', target: 'loading' } },
            },
            loading: {
              description: "GET the player's notifications, the newest first, in the operator's language",
              entry: assign({ notifications: [], notificationsCursor: null, notificationsError: null }),
              invoke: {
                src: 'loadNotifications',
                input: ({ context }) => ({ id: context.id }),
                onDone: {
                  target: 'shown',
                  actions: assign({ notifications: ({ event }) => event.output.items, notificationsCursor: ({ event }) => event.output.nextCursor }),
                },
                onError: { target: 'failed', actions: assign({ notificationsError: ({ event }) => errorMessage(event.error) }) },
              },
            },
            failed: { on: { 'notifications.retry': 'loading' } },
            shown: {
              on: { 'notifications.more': { guard: ({ context }) => context.notificationsCursor !== null, target: 'loadingMore' } },
            },
            loadingMore: {
              description: 'The next page of notifications, appended',
              entry: assign({ notificationsError: null }),
              invoke: {
                src: 'loadNotifications',
                input: ({ context }) => ({ id: context.id, cursor: context.notificationsCursor! }),
                onDone: {
                  target: 'shown',
                  actions: assign({
                    notifications: ({ context, event }) => [...context.notifications, ...event.output.items],
                    notificationsCursor: ({ event }) => event.output.nextCursor,
                  }),
                },
                onError: { target: 'shown', actions: assign({ notificationsError: ({ event }) => errorMessage(event.error) }) },
              },
            },
          },
        },
        actions: {
          initial: 'idle',
          states: {
            idle: {
              on: {
                'block.open': { guard: may('block'), target: 'askingBlock', actions: assign({ formError: null }) },
                'adjust.open': { guard: may('adjust'), target: 'askingAdjustment', actions: assign({ formError: null }) },
                'partner.set': { guard: may('partnerAccess'), target: 'changingPartnerAccess', actions: assign({ partnerError: null }) },
              },
            },
            askingBlock: {
              description: 'The dialog asks why the player is blocked (or unblocked), and to confirm',
              on: {
                'block.cancel': 'idle',
                'block.submit': { guard: { type: 'validReason', params: ({ event }) => ({ reason: event.reason }) }, target: 'blocking' },
              },
            },
            blocking: {
              description: 'POST block or unblock with the reason (a block ends the player\'s sessions)',
              entry: assign({ formError: null }),
              invoke: {
                src: 'setBlocked',
                input: ({ context, event }) => ({
                  id: context.id,
                  block: context.detail?.blockedAt === null,
                  reason: event.type === 'block.submit' ? event.reason.trim() : '',
                }),
                onDone: {
                  target: 'idle',
                  actions: [
                    assign({
                      detail: ({ context, event }) =>
                        context.detail && { ...context.detail, blockedAt: event.output.blockedAt, profile: { ...context.detail.profile, blockedAt: event.output.blockedAt } },
                    }),
                    { type: 'toast', params: ({ event }) => ({ kind: 'success' as const, message: event.output.message }) },
                    raise({ type: 'sessions.refresh' }),
                  ],
                },
                onError: { target: 'askingBlock', actions: assign({ formError: ({ event }) => errorMessage(event.error) }) },
              },
            },
            askingAdjustment: {
              description: 'The dialog asks for the account, credit or debit, the amount and the reason',
              on: {
                'adjust.cancel': 'idle',
                'adjust.submit': {
                  guard: { type: 'validAdjustment', params: ({ event }) => ({ values: event.values }) },
                  target: 'adjusting',
                  actions: assign({ adjustment: ({ event }) => adjustBody(adjustForm.parse(event.values), event.requestId) }),
                },
              },
            },
            adjusting: {
              description: 'POST adjust; the balances come back with the answer and the ledger is read again',
              entry: assign({ formError: null }),
              invoke: {
                src: 'adjust',
                input: ({ context }) => ({ id: context.id, payload: context.adjustment! }),
                onDone: {
                  target: 'idle',
                  actions: [
                    assign({ detail: ({ context, event }) => context.detail && { ...context.detail, balances: event.output.balances }, adjustment: null }),
                    { type: 'toast', params: ({ event }) => ({ kind: 'success' as const, message: event.output.message }) },
                    raise({ type: 'ledger.refresh' }),
                  ],
                },
                onError: { target: 'askingAdjustment', actions: assign({ formError: ({ event }) => errorMessage(event.error) }) },
              },
            },
            changingPartnerAccess: {
              description: 'POST partner-access: the betting partner may (or may no longer) be reached',
              invoke: {
                src: 'setPartnerAccess',
                input: ({ context, event }) => ({ id: context.id, granted: event.type === 'partner.set' ? event.granted : false }),
                onDone: {
                  target: 'idle',
                  actions: [
                    assign({ detail: ({ context, event }) => context.detail && { ...context.detail, bettingPartnerAccess: event.output.bettingPartnerAccess } }),
                    { type: 'toast', params: ({ event }) => ({ kind: 'success' as const, message: event.output.message }) },
                  ],
                },
                onError: { target: 'idle', actions: assign({ partnerError: ({ event }) => errorMessage(event.error) }) },
              },
            },
          },
        },
      },
    },
  },
});
