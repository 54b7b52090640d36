import { assign, fromPromise, setup } from 'xstate';
import { operatorCode, operatorEnrollCode, operatorLoginPayload, type OperatorLoginPayload, type OperatorLoginStep, type OperatorSignedIn } from '../contracts/admin';
import { errorMessage, notProvided } from './machine-helpers';

export type CodeRequest = { code: string } & ({ enrollToken: string; enrollCode: string } | { challengeToken: string });

export interface AdminSignInContext {
  username: string;
  step: OperatorLoginStep | null;
  /** The server's (localized) refusal of the last attempt; cleared by the next one. */
  error: string | null;
  signedIn: OperatorSignedIn | null;
}

export type AdminSignInEvent =
  | { type: 'signIn.submit'; values: OperatorLoginPayload }
  /** enrollCode: the one-time enrollment code, at the first enrollment only. */
  | { type: 'signIn.code'; code: string; enrollCode?: string }
  /** Back to username and password (a new password check, hence a new step token). */
  | { type: 'signIn.restart' };

export const adminSignInMachine = setup({
  types: {} as { context: AdminSignInContext; events: AdminSignInEvent; output: OperatorSignedIn },
  actors: {
    /** POST admin/login. */
    checkPassword: fromPromise<OperatorLoginStep, OperatorLoginPayload>(notProvided),
    /** POST admin/login/code. */
    checkCode: fromPromise<OperatorSignedIn, CodeRequest>(notProvided),
  },
  guards: {
    credentialsValid: (_, params: { values: unknown }) => operatorLoginPayload.safeParse(params.values).success,
    codeValid: (_, params: { code: string }) => operatorCode.safeParse({ code: params.code }).success,
    enrollCodesValid: (_, params: { code: string; enrollCode?: string }) => operatorEnrollCode.safeParse(params).success,
    enrolling: ({ context }) => context.step?.step === 'enroll',
  },
  actions: {
    failed: assign({ error: (_, params: { error: unknown }) => errorMessage(params.error) }),
  },
}).createMachine({
  id: 'adminSignIn',
  context: { username: '', step: null, error: null, signedIn: null },
  initial: 'credentials',
  states: {
    credentials: {
      description: 'Back office: the operator types a username and a password',
      on: {
        'signIn.submit': {
          guard: { type: 'credentialsValid', params: ({ event }) => ({ values: event.values }) },
          target: 'checkingPassword',
          actions: assign({ username: ({ event }) => event.values.username, error: null }),
        },
      },
    },
    checkingPassword: {
      description: 'POST admin/login; the button waits',
      invoke: {
        src: 'checkPassword',
        input: ({ event }) => (event as Extract<AdminSignInEvent, { type: 'signIn.submit' }>).values,
        onDone: { target: 'second', actions: assign({ step: ({ event }) => event.output }) },
        onError: { target: 'credentials', actions: { type: 'failed', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    second: {
      description: 'The second factor: a new operator enrolls an authenticator first, others type its code',
      always: [{ guard: 'enrolling', target: 'enroll' }, { target: 'code' }],
    },
    enroll: {
      description: 'The QR code and the secret for manual entry, the one-time enrollment code its creator was given, and the first 6-digit code',
      on: { 'signIn.code': { guard: { type: 'enrollCodesValid', params: ({ event }) => ({ code: event.code, enrollCode: event.enrollCode }) }, target: 'checkingCode' } },
    },
    code: {
      description: 'The 6-digit code of the authenticator app',
      on: { 'signIn.code': { guard: { type: 'codeValid', params: ({ event }) => ({ code: event.code }) }, target: 'checkingCode' } },
    },
    checkingCode: {
      description: 'POST admin/login/code; a wrong code goes back to the same step',
      entry: assign({ error: null }),
      invoke: {
        src: 'checkCode',
        input: ({ context, event }) => {
          const { code, enrollCode } = event as Extract<AdminSignInEvent, { type: 'signIn.code' }>;
          const step = context.step!;
          return step.step === 'enroll' ? { code, enrollToken: step.enrollToken, enrollCode: enrollCode ?? '' } : { code, challengeToken: step.challengeToken };
        },
        onDone: { target: 'signedIn', actions: assign({ signedIn: ({ event }) => event.output }) },
        onError: { target: 'second', actions: { type: 'failed', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    signedIn: {
      description: 'The session takes the token and the operator',
      type: 'final',
    },
  },
  on: {
    'signIn.restart': { target: '.credentials', actions: assign({ step: null, error: null }) },
  },
  output: ({ context }) => context.signedIn!,
});
