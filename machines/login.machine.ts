import { assign, fromPromise, sendParent, setup } from 'xstate';
import { loginPayload, type AuthData, type LoginPayload } from '../contracts/auth';
import { type ToastParams, errorMessage, notProvided } from './machine-helpers';

export interface LoginAnswer {
  authData: AuthData;
  /** The server's (localized) success message. */
  message: string;
}

export interface LoginContext {
  payload: LoginPayload | null;
}

export type LoginEvent = { type: 'login.submit'; values: LoginPayload };

/** The login dialog's flow, spawned by the dialog manager while the login dialog is open. */
export const loginMachine = setup({
  types: {} as { context: LoginContext; events: LoginEvent },
  actors: {
    login: fromPromise<LoginAnswer, LoginPayload>(notProvided),
  },
  actions: {
    toast: (_, _params: ToastParams) => {},
  },
  guards: {
    isValid: (_, params: { values: unknown }) => loginPayload.safeParse(params.values).success,
    /** The server sends `exclusion` only while a time-out or self-exclusion is in force. */
    isExcluded: (_, params: { authData: AuthData }) => Boolean(params.authData.exclusion),
  },
}).createMachine({
  id: 'login',
  context: { payload: null },
  initial: 'editing',
  states: {
    editing: {
      description: 'Username and password; an invalid form does not submit',
      on: {
        'login.submit': {
          guard: { type: 'isValid', params: ({ event }) => ({ values: event.values }) },
          target: 'submitting',
          actions: assign({ payload: ({ event }) => loginPayload.parse(event.values) }),
        },
      },
    },
    submitting: {
      description: 'POST auth/login; the Login button waits',
      invoke: {
        id: 'login',
        src: 'login',
        input: ({ context }) => context.payload!,
        onDone: [
          {
            // A time-out or self-exclusion in force: the login says why and offers only withdrawal and history.
            guard: { type: 'isExcluded', params: ({ event }) => ({ authData: event.output.authData }) },
            target: 'signedIn',
            actions: [
              sendParent(({ event }) => ({ type: 'session.login' as const, authData: event.output.authData })),
              sendParent(({ event }) => ({ type: 'dialog.open' as const, name: 'excluded' as const, props: event.output.authData.exclusion! })),
            ],
          },
          {
            target: 'signedIn',
            actions: [
              { type: 'toast', params: ({ event }) => ({ kind: 'success' as const, message: event.output.message }) },
              sendParent(({ event }) => ({ type: 'session.login' as const, authData: event.output.authData })),
              sendParent({ type: 'dialog.closeAll' as const }),
            ],
          },
        ],
        onError: {
          target: 'editing',
          actions: { type: 'toast', params: ({ event }) => ({ kind: 'error' as const, message: errorMessage(event.error) }) },
        },
      },
    },
    signedIn: {
      description: 'The session holds the new auth data; every dialog closes, or an excluded player is told why',
      type: 'final',
    },
  },
});
