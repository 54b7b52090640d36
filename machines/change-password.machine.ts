import { assign, fromPromise, sendParent, setup } from 'xstate';
import { changePasswordPayload, type ChangePasswordPayload } from '../contracts/recovery';
import { type Ack, type ToastParams, errorMessage, notProvided } from './machine-helpers';

export type ChangePasswordEvent = { type: 'changePassword.submit'; values: ChangePasswordPayload };

/** The Change Password dialog (product §2): old password, new password twice, Change. */
export const changePasswordMachine = setup({
  types: {} as { context: { payload: ChangePasswordPayload | null }; events: ChangePasswordEvent },
  actors: {
    changePassword: fromPromise<Ack, ChangePasswordPayload>(notProvided),
  },
  actions: {
    toast: (_, _params: ToastParams) => {},
  },
  guards: {
    isValid: (_, { values }: { values: unknown }) => changePasswordPayload.safeParse(values).success,
  },
}).createMachine({
  id: 'changePassword',
  context: { payload: null },
  initial: 'editing',
  states: {
    editing: {
      description: 'Old Password, Password, Confirm Password (min 5, the two new ones match); an invalid form does not submit',
      on: {
        'changePassword.submit': {
          guard: { type: 'isValid', params: ({ event }) => ({ values: event.values }) },
          target: 'submitting',
          actions: assign({ payload: ({ event }) => event.values }),
        },
      },
    },
    submitting: {
      description: 'POST customer/changepassword; the Change button waits',
      invoke: {
        id: 'changePassword',
        src: 'changePassword',
        input: ({ context }) => context.payload!,
        onDone: {
          target: 'changed',
          actions: [
            assign({ payload: null }),
            { type: 'toast', params: ({ event }) => ({ kind: 'success' as const, message: event.output.message }) },
            sendParent({ type: 'dialog.close' as const, name: 'changePassword' as const }),
          ],
        },
        onError: {
          target: 'editing',
          actions: [
            assign({ payload: null }),
            { type: 'toast', params: ({ event }) => ({ kind: 'error' as const, message: errorMessage(event.error) }) },
          ],
        },
      },
    },
    changed: {
      description: 'The new password is set (other sessions were signed out); the dialog closes',
      type: 'final',
    },
  },
});
