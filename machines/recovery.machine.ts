import { assign, fromPromise, sendParent, setup } from 'xstate';
import {
  checkResetCodePayload,
  newPasswordFormValues,
  sendResetPayload,
  type ChangePasswordWithCodePayload,
  type CheckResetCodePayload,
  type NewPasswordFormValues,
  type SendResetPayload,
} from '../contracts/recovery';
import { type Ack, type ToastParams, errorMessage, notProvided } from './machine-helpers';

/** Kept for model-tests/ until it imports machine-helpers. */
export type { Ack };

export interface RecoveryContext {
  username: string;
  code: string;
  password: string;
}

export type RecoveryEvent =
  | { type: 'recovery.submitUsername'; values: SendResetPayload }
  | { type: 'recovery.submitCode'; values: { code: string } }
  | { type: 'recovery.submitPassword'; values: NewPasswordFormValues };

const toastError = {
  type: 'toast' as const,
  params: ({ event }: { event: { error: unknown } }) => ({ kind: 'error' as const, message: errorMessage(event.error) }),
};

/** Account recovery (product §2, §4): four steps, one at a time, each entered only when the last one succeeded. */
export const recoveryMachine = setup({
  types: {} as { context: RecoveryContext; events: RecoveryEvent },
  actors: {
    sendResetCode: fromPromise<Ack, SendResetPayload>(notProvided),
    checkResetCode: fromPromise<Ack, CheckResetCodePayload>(notProvided),
    changePassword: fromPromise<Ack, ChangePasswordWithCodePayload>(notProvided),
  },
  actions: {
    toast: (_, _params: ToastParams) => {},
  },
  guards: {
    usernameValid: (_, { values }: { values: unknown }) => sendResetPayload.safeParse(values).success,
    codeValid: ({ context }, { values }: { values: { code: string } }) =>
      checkResetCodePayload.safeParse({ username: context.username, code: values.code }).success,
    passwordsValid: (_, { values }: { values: unknown }) => newPasswordFormValues.safeParse(values).success,
  },
  delays: { redirectToLogin: 1000 },
}).createMachine({
  id: 'recovery',
  context: { username: '', code: '', password: '' },
  initial: 'username',
  states: {
    username: {
      description: 'Step 1, Recovery Password: the player types a username and presses Continue',
      on: {
        'recovery.submitUsername': {
          guard: { type: 'usernameValid', params: ({ event }) => ({ values: event.values }) },
          target: 'sendingCode',
          actions: assign({ username: ({ event }) => event.values.username.trim() }),
        },
      },
    },
    sendingCode: {
      description: 'POST auth/sendresetpassword: a reset code goes to the e-mail address of the account',
      invoke: {
        id: 'sendResetCode',
        src: 'sendResetCode',
        input: ({ context }) => ({ username: context.username }),
        onDone: 'code',
        onError: { target: 'username', actions: toastError },
      },
    },
    code: {
      description: 'Step 2, Reset code: the player types the code from the e-mail',
      on: {
        'recovery.submitCode': {
          guard: { type: 'codeValid', params: ({ event }) => ({ values: event.values }) },
          target: 'checkingCode',
          actions: assign({ code: ({ event }) => event.values.code.trim() }),
        },
      },
    },
    checkingCode: {
      description: 'POST auth/checkresetcode',
      invoke: {
        id: 'checkResetCode',
        src: 'checkResetCode',
        input: ({ context }) => ({ username: context.username, code: context.code }),
        onDone: 'newPassword',
        onError: { target: 'code', actions: toastError },
      },
    },
    newPassword: {
      description: 'Step 3, New Password: Password and Confirm Password, which must match',
      on: {
        'recovery.submitPassword': {
          guard: { type: 'passwordsValid', params: ({ event }) => ({ values: event.values }) },
          target: 'changingPassword',
          actions: assign({ password: ({ event }) => event.values.password }),
        },
      },
    },
    changingPassword: {
      description: 'POST auth/changepasswordwithcode',
      invoke: {
        id: 'changePassword',
        src: 'changePassword',
        input: ({ context }) => ({ username: context.username, code: context.code, password: context.password, password2: context.password }),
        onDone: { target: 'success', actions: assign({ password: '' }) },
        onError: { target: 'newPassword', actions: [assign({ password: '' }), toastError] },
      },
    },
    success: {
      description: 'Step 4: a check mark and "Password change successful"; the login form opens after 1000 ms',
      after: { redirectToLogin: 'redirected' },
    },
    redirected: {
      description: 'The login dialog replaces this one',
      type: 'final',
      entry: sendParent({ type: 'dialog.open' as const, name: 'login' as const }),
    },
  },
});
