import { assign, enqueueActions, fromPromise, setup } from 'xstate';
import type { SportsTokenData } from '../contracts/sportsbook';
import { errorMessage, notProvided } from './machine-helpers';
import { frameEffect, playerFrameUrl, previewFrameUrl, type FrameEffect, type SportsPartner } from './sports-frame';

export { frameEffect, playerFrameUrl, previewFrameUrl, MAX_FRAME_HEIGHT, type FrameEffect, type SportsPartner } from './sports-frame';

export interface SportsInput {
  partner: SportsPartner;
  /** The book's page alias: main, live, or the configured second product page (fcg). */
  page: string;
  locale: string;
  /** The player's usercode (Betco's user_id); null for a guest, who sees the preview. */
  usercode: string | null;
  /** Where the book shows without a token (the guest preview). */
  previewUrl: string;
  /** The clock the token's lifetime is measured with (tests pass their simulated one). */
  now?: () => number;
}

export interface SportsContext extends Required<SportsInput> {
  token: SportsTokenData | null;
  /** The iframe's address; a new one (or a new `loads`) is a fresh frame. */
  frameUrl: string | null;
  loads: number;
  /** What the book reported it needs, in CSS pixels; null until it says. */
  frameHeight: number | null;
  /** The server's message of the last failure. */
  error: string | null;
  /** Frame reloads for a token the book no longer takes, since the last good one (a cap stops a loop). */
  renewals: number;
}

export type SportsEvent =
  /** A message from the frame's window and origin (the view checks both). */
  | { type: 'sports.message'; data: unknown }
  /** The iframe fired load. */
  | { type: 'sports.loaded' }
  | { type: 'sports.retry' };

/** Fetch a new token this long before the current one lapses. */
export const TOKEN_REFRESH_MARGIN_MS = 120_000;
/** At most this many frame reloads in a row for a token the book refuses. */
export const MAX_RENEWALS = 2;

const isPlayer = ({ context }: { context: SportsContext }) => context.usercode !== null;
const effectOf = (context: SportsContext, event: SportsEvent): FrameEffect | null =>
  event.type === 'sports.message' ? frameEffect(context.partner, event.data) : null;

/** product §2: a sports page's partner frame: token → loading → ready, its messages, token refresh, errors. */
export const sportsMachine = setup({
  types: {} as { context: SportsContext; events: SportsEvent; input: SportsInput },
  actors: {
    /** POST sports/token {partner}. */
    fetchToken: fromPromise<SportsTokenData, { partner: SportsPartner }>(notProvided),
  },
  actions: {
    openLogin: () => {},
    /** Our deposit page (/dashboard/deposit). */
    openDeposit: () => {},
    /** The header balance, as the hub's balance push sets it (lira). */
    pushBalance: (_, _params: { balance: number }) => {},
    /** A fresh token to the running frame, so the slip survives the refresh. */
    passToken: (_, _params: { token: string }) => {},
  },
  guards: {
    isPlayer,
    /** A logged-in player's book lost its token: fetch one and reload the frame, a few times at most. */
    tokenLapsed: ({ context, event }) => {
      const kind = effectOf(context, event)?.kind;
      return isPlayer({ context }) && (kind === 'notLoggedIn' || kind === 'noSession') && context.renewals < MAX_RENEWALS;
    },
  },
  delays: {
    tokenRefresh: ({ context }) =>
      context.token ? Math.max(5_000, Date.parse(context.token.expiresAt) - context.now() - TOKEN_REFRESH_MARGIN_MS) : 60_000,
    refreshRetry: 30_000,
    frameTimeout: 30_000,
  },
}).createMachine({
  id: 'sports',
  description: 'Sports page: the partner book in a frame (guests see a preview); its messages open our dialogs and move the balance',
  context: ({ input }) => ({
    now: Date.now,
    ...input,
    token: null,
    frameUrl: null,
    loads: 0,
    frameHeight: null,
    error: null,
    renewals: 0,
  }),
  on: {
    'sports.message': [
      { guard: 'tokenLapsed', target: '.player.fetchingToken', actions: assign({ renewals: ({ context }) => context.renewals + 1 }) },
      {
        actions: enqueueActions(({ context, event, enqueue }) => {
          const effect = effectOf(context, event);
          if (!effect) return;
          if (effect.kind === 'height') enqueue.assign({ frameHeight: effect.px });
          else if (effect.kind === 'login') enqueue('openLogin');
          else if (effect.kind === 'deposit') enqueue('openDeposit');
          else if (effect.kind === 'balance' && isPlayer({ context })) enqueue({ type: 'pushBalance', params: { balance: effect.balance } });
          else if (effect.kind === 'notLoggedIn' && !isPlayer({ context })) enqueue('openLogin');
        }),
      },
    ],
  },
  initial: 'choosing',
  states: {
    choosing: {
      always: [{ guard: 'isPlayer', target: 'player' }, { target: 'preview' }],
    },
    preview: {
      description: 'A guest: the book without a token (odds visible), Login and Register above it; betting asks for login',
      entry: assign({ frameUrl: ({ context }) => previewFrameUrl(context), loads: ({ context }) => context.loads + 1 }),
      initial: 'loading',
      states: {
        loading: { description: 'The preview frame loads', on: { 'sports.loaded': 'ready' } },
        ready: { description: 'The preview shows' },
      },
    },
    player: {
      initial: 'fetchingToken',
      states: {
        fetchingToken: {
          description: 'POST sports/token for the partner: a short-lived token bound to the player',
          invoke: {
            src: 'fetchToken',
            input: ({ context }) => ({ partner: context.partner }),
            onDone: {
              target: 'loading',
              actions: assign(({ context, event }) => ({
                token: event.output,
                frameUrl: playerFrameUrl({ ...context, usercode: context.usercode!, token: event.output }),
                loads: context.loads + 1,
                error: null,
              })),
            },
            onError: { target: '#sports.failed', actions: assign({ error: ({ event }) => errorMessage(event.error) }) },
          },
        },
        loading: {
          description: 'The frame loads the book with the token, language and page',
          on: { 'sports.loaded': { target: 'ready', actions: assign({ renewals: 0 }) } },
          after: { frameTimeout: { target: '#sports.failed', actions: assign({ error: null }) } },
        },
        ready: {
          description: 'The book shows; a new token is fetched before this one lapses',
          after: { tokenRefresh: 'refreshing' },
        },
        refreshing: {
          description: 'POST sports/token again; the frame keeps running and gets the new token',
          invoke: {
            src: 'fetchToken',
            input: ({ context }) => ({ partner: context.partner }),
            onDone: {
              target: 'ready',
              actions: [assign({ token: ({ event }) => event.output }), { type: 'passToken', params: ({ event }) => ({ token: event.output.token }) }],
            },
            onError: 'refreshFailed',
          },
        },
        refreshFailed: {
          description: 'The refresh failed: the frame stays and a new try follows in 30 s',
          after: { refreshRetry: 'refreshing' },
        },
      },
    },
    failed: {
      description: 'The book could not open: the message and a Try again button',
      on: { 'sports.retry': { target: 'choosing', actions: assign({ error: null, renewals: 0 }) } },
    },
  },
});
