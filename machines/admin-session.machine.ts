import { assign, fromCallback, fromPromise, setup } from 'xstate';
import type { OperatorIdentity, OperatorSignedIn } from '../contracts/admin';
import { adminSignInMachine } from './admin-sign-in.machine';
import { notProvided, type Ack, type ToastParams } from './machine-helpers';

export interface AdminSessionInput {
  /** The session kept in this tab (sessionStorage), if any. */
  stored: OperatorSignedIn | null;
}

export interface AdminSessionContext {
  token: string | null;
  operator: OperatorIdentity | null;
}

export type AdminSessionEvent =
  | { type: 'session.signOut' }
  /** Any back-office answer with status 401. */
  | { type: 'session.expired' };

export const selectOperator = (snapshot: { context: AdminSessionContext }) => snapshot.context.operator;

export const adminSessionMachine = setup({
  types: {} as { context: AdminSessionContext; events: AdminSessionEvent; input: AdminSessionInput },
  actors: {
    signIn: adminSignInMachine,
    /** GET admin/me: is the kept session still good, and who is it. */
    loadMe: fromPromise<OperatorIdentity, void>(notProvided),
    /** POST admin/logout. */
    signOut: fromPromise<Ack, void>(notProvided),
    /** Sends session.expired whenever a back-office answer has status 401 (until stopped). */
    watchUnauthorized: fromCallback<AdminSessionEvent>(() => {}),
  },
  actions: {
    applyToken: (_, _params: { token: string | null }) => {},
    storeSession: (_, _params: { session: OperatorSignedIn }) => {},
    clearSession: () => {},
    toast: (_, _params: ToastParams) => {},
    expiredToast: () => {},
  },
  guards: {
    hasStored: ({ context }) => context.token !== null,
  },
}).createMachine({
  id: 'adminSession',
  context: ({ input }) => ({ token: input.stored?.token ?? null, operator: input.stored?.operator ?? null }),
  initial: 'restoring',
  states: {
    restoring: {
      description: 'A session kept in this tab is checked with the server; without one, sign-in',
      always: [{ guard: 'hasStored', target: 'verifying' }, { target: 'signedOut' }],
    },
    verifying: {
      description: 'GET admin/me with the kept token',
      entry: { type: 'applyToken', params: ({ context }) => ({ token: context.token }) },
      invoke: {
        src: 'loadMe',
        onDone: { target: 'signedIn', actions: assign({ operator: ({ event }) => event.output }) },
        onError: 'signedOut',
      },
    },
    signedOut: {
      description: 'The sign-in screen: password, then the authenticator (enrolling it the first time)',
      entry: ['clearSession', assign({ token: null, operator: null }), { type: 'applyToken', params: { token: null } }],
      invoke: {
        id: 'signIn',
        src: 'signIn',
        onDone: {
          target: 'signedIn',
          actions: [
            assign({ token: ({ event }) => event.output.token, operator: ({ event }) => event.output.operator }),
            { type: 'storeSession', params: ({ event }) => ({ session: event.output }) },
          ],
        },
      },
    },
    signedIn: {
      description: 'The shell: the screens of the operator\'s role; any 401 goes back to sign-in',
      entry: { type: 'applyToken', params: ({ context }) => ({ token: context.token }) },
      invoke: { src: 'watchUnauthorized' },
      on: {
        'session.signOut': 'signingOut',
        'session.expired': { target: 'signedOut', actions: 'expiredToast' },
      },
    },
    signingOut: {
      description: 'POST admin/logout; signed out here whatever the answer',
      invoke: {
        src: 'signOut',
        onDone: { target: 'signedOut', actions: { type: 'toast', params: ({ event }) => ({ kind: 'success' as const, message: event.output.message }) } },
        onError: 'signedOut',
      },
    },
  },
});
