import { assign, sendParent, setup } from 'xstate';
import type { AuthData } from '../contracts/auth';
import { hasBetcoAccess } from '../contracts/stored-auth';

export interface SessionInput {
  /** The stored auth data (local key authData), if any. */
  authData: AuthData | null;
}

export interface SessionContext {
  authData: AuthData | null;
  balance: number;
}

export type SessionEvent =
  | { type: 'session.login'; authData: AuthData }
  | { type: 'session.logout' }
  /** Any API answer with status 401. */
  | { type: 'session.expired' };

/** Views: betting-partner (betco) access is granted when betcoUrl is non-empty. */
export const selectBetcoAccess = (snapshot: { context: SessionContext }) => hasBetcoAccess(snapshot.context.authData);
export const selectLoggedIn = (snapshot: { context: SessionContext }) => snapshot.context.authData !== null;

export const sessionMachine = setup({
  types: {} as { context: SessionContext; events: SessionEvent; input: SessionInput },
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
    }),
  },
  guards: {
    hasStoredAuth: ({ context }) => context.authData !== null,
  },
  delays: { logoutReload: 300 },
}).createMachine({
  id: 'session',
  context: ({ input }) => ({ authData: input.authData, balance: input.authData?.balance ?? 0 }),
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
      description: 'Logged-in customer: balance, Deposit, account and Logout',
      entry: [
        { type: 'applyToken', params: ({ context }) => ({ token: context.authData?.token ?? null }) },
        sendParent({ type: 'session.changed', loggedIn: true }),
      ],
      on: {
        'session.login': {
          target: 'loggedIn',
          reenter: true,
          actions: ['signIn', { type: 'storeAuthData', params: ({ event }) => ({ authData: event.authData }) }],
        },
        'session.logout': { target: 'loggedOut', actions: 'notifyServerLogout' },
        'session.expired': 'loggedOut',
      },
    },
    loggedOut: {
      description: 'Logout (or a 401): all storage cleared, home page shown; the page reloads after 300 ms',
      entry: [
        'clearStorage',
        assign({ authData: null, balance: 0 }),
        sendParent({ type: 'session.changed', loggedIn: false }),
        'navigateHome',
      ],
      after: { logoutReload: { target: 'guest', actions: 'reload' } },
    },
  },
});
