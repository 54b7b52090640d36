import { assign, fromCallback, fromPromise, sendParent, setup } from 'xstate';
import type { WalletBalance } from '../contracts/account';
import type { AuthData } from '../contracts/auth';
import { hasBetcoAccess } from '../contracts/stored-auth';
import { notProvided } from './machine-helpers';

export interface SessionInput {
  /** The stored auth data (local key authData), if any. */
  authData: AuthData | null;
}

export interface SessionContext {
  authData: AuthData | null;
  /** What the header shows (cash + bonus), in lira. */
  balance: number;
  /** The parts of the balance from the last GET user/balance (null until the first answer). */
  wallet: WalletBalance | null;
}

export type SessionEvent =
  | { type: 'session.login'; authData: AuthData }
  | { type: 'session.logout' }
  /** Any API answer with status 401. */
  | { type: 'session.expired' }
  /** A phone number was proved by SMS code: the stored user becomes SMS-verified with that number. */
  | { type: 'session.phoneVerified'; phone: string }
  /** Money moved outside the poll (a bonus claimed): fetch the balance now. */
  | { type: 'session.balanceChanged' }
  /** The hub pushed the balance after money moved: shown at once (the poll goes on). */
  | { type: 'session.balancePushed'; wallet: WalletBalance };

/** Views: betting-partner (betco) access is granted when betcoUrl is non-empty. */
export const selectBetcoAccess = (snapshot: { context: SessionContext }) => hasBetcoAccess(snapshot.context.authData);
export const selectLoggedIn = (snapshot: { context: SessionContext }) => snapshot.context.authData !== null;

export const sessionMachine = setup({
  types: {} as { context: SessionContext; events: SessionEvent; input: SessionInput },
  actors: {
    /** GET user/balance. */
    loadBalance: fromPromise<WalletBalance, void>(notProvided),
    /** Sends session.expired whenever an API answer has status 401 (until stopped). */
    watchUnauthorized: fromCallback<SessionEvent>(() => {}),
  },
  actions: {
    storeAuthData: (_, _params: { authData: AuthData }) => {},
    applyToken: (_, _params: { token: string | null }) => {},
    notifyServerLogout: () => {},
    clearStorage: () => {},
    navigateHome: () => {},
    reload: () => {},
    signIn: assign({
      authData: ({ event }) => (event.type === 'session.login' ? event.authData : null),
      balance: ({ event }) => (event.type === 'session.login' ? event.authData.balance : 0),
      wallet: null,
    }),
    applyBalance: assign(({ context }, wallet: WalletBalance) => ({
      wallet,
      balance: wallet.balance,
      authData: context.authData && { ...context.authData, balance: wallet.balance },
    })),
    applyPhoneVerified: assign(({ context }, { phone }: { phone: string }) => ({
      authData: context.authData && { ...context.authData, smsVerified: true, phone },
    })),
  },
  guards: {
    hasStoredAuth: ({ context }) => context.authData !== null,
  },
  delays: { logoutReload: 300, balancePoll: 3000 },
}).createMachine({
  id: 'session',
  context: ({ input }) => ({ authData: input.authData, balance: input.authData?.balance ?? 0, wallet: null }),
  initial: 'restoring',
  states: {
    restoring: {
      description: 'A player is logged in while stored auth data exists',
      always: [{ guard: 'hasStoredAuth', target: 'loggedIn' }, { target: 'guest' }],
    },
    guest: {
      description: 'Guest: Register and Login are offered; games and the account area ask to log in',
      entry: [{ type: 'applyToken', params: { token: null } }, sendParent({ type: 'session.changed', loggedIn: false })],
      on: {
        'session.login': {
          target: 'loggedIn',
          actions: ['signIn', { type: 'storeAuthData', params: ({ event }) => ({ authData: event.authData }) }],
        },
      },
    },
    loggedIn: {
      description: 'Logged-in customer: balance, Deposit, account and Logout (any 401 answer logs out)',
      invoke: { id: 'watchUnauthorized', src: 'watchUnauthorized' },
      entry: [
        { type: 'applyToken', params: ({ context }) => ({ token: context.authData?.token ?? null }) },
        sendParent({ type: 'session.changed', loggedIn: true }),
      ],
      initial: 'fetchingBalance',
      states: {
        fetchingBalance: {
          description: 'GET user/balance: once at login, then after every pause (a 401 here logs out)',
          invoke: {
            id: 'loadBalance',
            src: 'loadBalance',
            onDone: {
              target: 'waiting',
              actions: [
                { type: 'applyBalance', params: ({ event }) => event.output },
                { type: 'storeAuthData', params: ({ context }) => ({ authData: context.authData! }) },
              ],
            },
            onError: 'waiting',
          },
        },
        waiting: {
          description: 'The balance shown is fresh; the next poll follows after 3000 ms',
          after: { balancePoll: 'fetchingBalance' },
        },
      },
      on: {
        'session.login': {
          target: 'loggedIn',
          reenter: true,
          actions: ['signIn', { type: 'storeAuthData', params: ({ event }) => ({ authData: event.authData }) }],
        },
        'session.phoneVerified': {
          actions: [
            { type: 'applyPhoneVerified', params: ({ event }) => ({ phone: event.phone }) },
            { type: 'storeAuthData', params: ({ context }) => ({ authData: context.authData! }) },
          ],
        },
        'session.balanceChanged': '.fetchingBalance',
        'session.balancePushed': {
          actions: [
            { type: 'applyBalance', params: ({ event }) => event.wallet },
            { type: 'storeAuthData', params: ({ context }) => ({ authData: context.authData! }) },
          ],
        },
        'session.logout': { target: 'loggedOut', actions: 'notifyServerLogout' },
        'session.expired': 'loggedOut',
      },
    },
    loggedOut: {
      description: 'Logout (or a 401): all storage cleared, home page shown; the page reloads after 300 ms',
      entry: [
        'clearStorage',
        assign({ authData: null, balance: 0, wallet: null }),
        sendParent({ type: 'session.changed', loggedIn: false }),
        'navigateHome',
      ],
      after: { logoutReload: { target: 'guest', actions: 'reload' } },
    },
  },
});
