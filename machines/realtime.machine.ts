import { assign, emit, fromCallback, raise, sendParent, setup, type AnyEventObject } from 'xstate';
import type { WalletBalance } from '../contracts/account';
import type { ChatMessage } from '../contracts/chat';
import type { NotificationItem } from '../contracts/notifications';
import type { Locale } from '../i18n/locales';
import { errorMessage } from './machine-helpers';

/** After a drop the next attempts start 0, 2, 10 and 30 s after each failure; after the fourth failure it stops (product §9). */
export const RECONNECT_DELAYS_MS = [0, 2000, 10_000, 30_000] as const;

export interface RealtimeInput {
  /** The language the hub renders pushed notifications in (x-locale of the connection). */
  locale: Locale;
}

export interface RealtimeContext {
  locale: Locale;
  /** Attempts that failed since the connection dropped (0 to 4). */
  failures: number;
  /** The last error the connection reported. */
  error: string | null;
}

/** What the connection reports (the `connection` actor sends these back). */
export type ConnectionEvent =
  | { type: 'realtime.opened' }
  /** The connection could not open, or an open one ended (server restart, network, a close message). */
  | { type: 'realtime.closed'; error: string | null }
  /** NotifyMessage with cmd Notification: a notification just stored. */
  | { type: 'realtime.notification'; item: NotificationItem }
  /** NotifyMessage with cmd Balance: the player's balance after their money moved. */
  | { type: 'realtime.balance'; wallet: WalletBalance }
  /** NotifyMessage with cmd ChatMessage: a new message of the player's live chat. */
  | { type: 'realtime.chat'; message: ChatMessage };

export type RealtimeEvent = ConnectionEvent | { type: 'realtime.localeChanged'; locale: Locale };

/** The internal events of product §8: command error, disconnect or reconnected. */
export type RealtimeEmitted =
  | { type: 'error'; message: string }
  | { type: 'disconnect'; message: string | null }
  | { type: 'reconnected' };

export interface ConnectionInput {
  locale: Locale;
}

export type ConnectionState = 'disconnected' | 'connecting' | 'connected' | 'reconnecting';

/** product §4: disconnected, connecting, connected, reconnecting (waiting for an attempt or making one). */
export function selectConnectionState(snapshot: { matches: (value: unknown) => boolean }): ConnectionState {
  if (snapshot.matches({ open: 'connected' })) return 'connected';
  if (snapshot.matches({ open: 'connecting' })) return 'connecting';
  if (snapshot.matches('disconnected')) return 'disconnected';
  return 'reconnecting';
}

const closedWith = (error: unknown): ConnectionEvent => ({ type: 'realtime.closed', error: errorMessage(error) });

/**
 * The hub connection while a player is logged in (spawned by the app actor at login, stopped at logout). The
 * machine alone owns the retry schedule: the connection is built without automatic reconnects.
 */
export const realtimeMachine = setup({
  types: {} as { context: RealtimeContext; events: RealtimeEvent; input: RealtimeInput; emitted: RealtimeEmitted },
  actors: {
    /** SignalR JSON over WebSocket at HUB_PATH, no negotiation; reports ConnectionEvents until stopped. */
    connection: fromCallback<AnyEventObject, ConnectionInput>(() => {}),
  },
  actions: {
    countFailure: assign({
      failures: ({ context }) => context.failures + 1,
      error: ({ context, event }) => (event.type === 'realtime.closed' ? event.error : context.error),
    }),
    emitError: emit(({ event }) => ({ type: 'error' as const, message: event.type === 'realtime.closed' ? (event.error ?? 'closed') : 'closed' })),
  },
  guards: {
    retriesLeft: ({ context }) => context.failures + 1 < RECONNECT_DELAYS_MS.length,
    afterFailures: ({ context }, { count }: { count: number }) => context.failures === count,
  },
  delays: {
    reconnectAtOnce: RECONNECT_DELAYS_MS[0],
    reconnectAfter2s: RECONNECT_DELAYS_MS[1],
    reconnectAfter10s: RECONNECT_DELAYS_MS[2],
    reconnectAfter30s: RECONNECT_DELAYS_MS[3],
  },
}).createMachine({
  id: 'realtime',
  description: 'Real-time: pushed notifications and balances over the hub, with reconnects at 0, 2, 10 and 30 s',
  context: ({ input }) => ({ locale: input.locale, failures: 0, error: null }),
  initial: 'open',
  on: {
    'realtime.localeChanged': { actions: assign({ locale: ({ event }) => event.locale }) },
  },
  states: {
    open: {
      description: 'A hub connection with the token, the fingerprint and the language in its query',
      invoke: {
        id: 'connection',
        src: 'connection',
        input: ({ context }) => ({ locale: context.locale }),
        onError: { actions: raise(({ event }) => closedWith(event.error)) },
      },
      initial: 'connecting',
      on: {
        // Pushed notifications are rendered in the connection's language: a new language needs a new connection.
        'realtime.localeChanged': { target: 'open', reenter: true, actions: assign({ locale: ({ event }) => event.locale }) },
      },
      states: {
        connecting: {
          description: 'Connecting: the first attempt since login or page load',
          on: {
            'realtime.opened': 'connected',
            // A first attempt that fails starts the schedule as a drop does.
            'realtime.closed': {
              target: '#realtime.waitingToReconnect',
              actions: [assign({ failures: 0, error: ({ event }) => event.error }), 'emitError'],
            },
          },
        },
        reconnecting: {
          description: 'Reconnecting: an attempt after a drop; success fetches the notifications again',
          on: {
            'realtime.opened': {
              target: 'connected',
              actions: [assign({ failures: 0, error: null }), emit({ type: 'reconnected' as const }), sendParent({ type: 'realtime.reconnected' })],
            },
            'realtime.closed': [
              { guard: 'retriesLeft', target: '#realtime.waitingToReconnect', actions: ['countFailure', 'emitError'] },
              { target: '#realtime.disconnected', actions: ['countFailure', 'emitError'] },
            ],
          },
        },
        connected: {
          description: 'Connected: a pushed notification goes to the list, a pushed balance to the header',
          on: {
            'realtime.notification': { actions: sendParent(({ event }) => ({ type: 'realtime.notification', item: event.item })) },
            'realtime.balance': { actions: sendParent(({ event }) => ({ type: 'realtime.balance', wallet: event.wallet })) },
            'realtime.chat': { actions: sendParent(({ event }) => ({ type: 'realtime.chat', message: event.message })) },
            'realtime.closed': {
              target: '#realtime.waitingToReconnect',
              actions: [assign({ failures: 0, error: ({ event }) => event.error }), emit(({ event }) => ({ type: 'disconnect' as const, message: event.error }))],
            },
          },
        },
      },
    },
    waitingToReconnect: {
      description: 'Reconnecting: the next attempt starts 0, 2, 10 or 30 s after the drop or the last failure',
      after: {
        reconnectAtOnce: { guard: { type: 'afterFailures', params: { count: 0 } }, target: 'open.reconnecting' },
        reconnectAfter2s: { guard: { type: 'afterFailures', params: { count: 1 } }, target: 'open.reconnecting' },
        reconnectAfter10s: { guard: { type: 'afterFailures', params: { count: 2 } }, target: 'open.reconnecting' },
        reconnectAfter30s: { guard: { type: 'afterFailures', params: { count: 3 } }, target: 'open.reconnecting' },
      },
    },
    disconnected: {
      description: 'Disconnected: four attempts failed; a later login or page load connects again',
    },
  },
});
