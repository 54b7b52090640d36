import { assign, sendParent, setup } from 'xstate';
import { maskedPhone } from '../contracts/masks';
import { codeValid, phoneCodeActions, phoneCodeActors, sendCodeInvoke, toastError } from './phone-code';

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

/** The SMS verification dialog for logged-in customers (SPEC §2, §4, §8): phone, code, congratulations. */
export const smsVerifyMachine = setup({
  types: {} as { context: SmsVerifyContext; events: SmsVerifyEvent },
  actors: phoneCodeActors,
  actions: phoneCodeActions,
  guards: {
    phoneValid: ({ context }) => maskedPhone.safeParse(context.phone).success,
    codeValid,
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
          invoke: sendCodeInvoke('#smsVerify.enterCode', 'idle'),
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
            onError: { target: 'idle', actions: [assign({ code: '' }), toastError] },
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
