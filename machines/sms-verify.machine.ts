import { assign, fromPromise, sendParent, setup } from 'xstate';
import { phoneCode } from '../contracts/fields';
import { maskedPhone } from '../contracts/masks';
import { errorMessage, type ToastParams } from './login.machine';
import type { StoredUser } from './phone-verification.machine';
import type { Ack } from './recovery.machine';

export interface SmsVerifyContext {
  phone: string;
  code: string;
}

export type SmsVerifyEvent =
  | { type: 'sms.phoneChanged'; phone: string }
  | { type: 'sms.codeChanged'; code: string }
  | { type: 'sms.sendCode' }
  | { type: 'sms.validate' }
  | { type: 'sms.changePhone' }
  | { type: 'sms.close' };

const notProvided = () => Promise.reject(new Error('actor not provided'));

/** The SMS verification dialog for logged-in customers (SPEC §2, §4, §8): phone, code, congratulations. */
export const smsVerifyMachine = setup({
  types: {} as { context: SmsVerifyContext; events: SmsVerifyEvent },
  actors: {
    loadUser: fromPromise<StoredUser, void>(notProvided),
    sendCode: fromPromise<Ack, { phone: string }>(notProvided),
    verifyCode: fromPromise<Ack, { phone: string; code: string }>(notProvided),
  },
  actions: {
    toast: (_, _params: ToastParams) => {},
    /** The stored user becomes SMS-verified with this phone. */
    notifyVerified: (_, _params: { phone: string }) => {},
  },
  guards: {
    phoneValid: ({ context }) => maskedPhone.safeParse(context.phone).success,
    codeValid: ({ context }) => phoneCode.safeParse(context.code).success,
  },
}).createMachine({
  id: 'smsVerify',
  context: { phone: '', code: '' },
  initial: 'loading',
  states: {
    loading: {
      description: 'Reads the stored user to prefill the phone',
      invoke: {
        id: 'loadUser',
        src: 'loadUser',
        onDone: { target: 'enterPhone', actions: assign({ phone: ({ event }) => event.output.phone ?? '' }) },
        onError: 'enterPhone',
      },
    },
    enterPhone: {
      description: 'Step 1: the phone (90 and 10 digits) and Send Code',
      initial: 'idle',
      states: {
        idle: {
          on: {
            'sms.phoneChanged': { actions: assign({ phone: ({ event }) => event.phone }) },
            'sms.sendCode': { guard: 'phoneValid', target: 'sending' },
          },
        },
        sending: {
          description: 'POST customer/updatephone step 1',
          invoke: {
            id: 'sendCode',
            src: 'sendCode',
            input: ({ context }) => ({ phone: context.phone }),
            onDone: {
              target: '#smsVerify.enterCode',
              actions: { type: 'toast', params: ({ event }) => ({ kind: 'success' as const, message: event.output.message }) },
            },
            onError: {
              target: 'idle',
              actions: { type: 'toast', params: ({ event }) => ({ kind: 'error' as const, message: errorMessage(event.error) }) },
            },
          },
        },
      },
    },
    enterCode: {
      description: 'Step 2: the SMS code (00-00-00) and Validate; Change Phone Number goes back to step 1',
      entry: assign({ code: '' }),
      initial: 'idle',
      states: {
        idle: {
          on: {
            'sms.codeChanged': { actions: assign({ code: ({ event }) => event.code }) },
            'sms.validate': { guard: 'codeValid', target: 'validating' },
            'sms.changePhone': '#smsVerify.enterPhone',
          },
        },
        validating: {
          description: 'POST customer/updatephone step 2; a wrong code clears the field and shows the message',
          invoke: {
            id: 'verifyCode',
            src: 'verifyCode',
            input: ({ context }) => ({ phone: context.phone, code: context.code }),
            onDone: {
              target: '#smsVerify.celebrating',
              actions: { type: 'notifyVerified', params: ({ context }) => ({ phone: context.phone }) },
            },
            onError: {
              target: 'idle',
              actions: [
                assign({ code: '' }),
                { type: 'toast', params: ({ event }) => ({ kind: 'error' as const, message: errorMessage(event.error) }) },
              ],
            },
          },
        },
      },
    },
    celebrating: {
      description: 'A congratulations panel with Close',
      on: { 'sms.close': 'closed' },
    },
    closed: {
      type: 'final',
      entry: sendParent({ type: 'dialog.close' as const, name: 'smsVerify' as const }),
    },
  },
});
