import { assign, setup } from 'xstate';
import { phone as phoneRule } from '../contracts/fields';
import { maskedPhone } from '../contracts/masks';
import { codeValid, phoneCodeActions, phoneCodeActors, sendCodeInvoke, toastDone, toastError, type StoredUser } from './phone-code';

export interface PhoneVerificationContext {
  phone: string;
  code: string;
  /** Seconds left before another code may be asked for. */
  seconds: number;
}

export type PhoneVerificationEvent =
  | { type: 'phone.phoneChanged'; phone: string }
  | { type: 'phone.codeChanged'; code: string }
  | { type: 'phone.sendCode' }
  | { type: 'phone.verify' }
  | { type: 'phone.resend' }
  | { type: 'phone.updateNumber' };

/** Resend timer (SPEC §9). */
export const RESEND_SECONDS = 60;

/** The Phone Verification dialog for logged-in customers (SPEC §2, §4). */
export const phoneVerificationMachine = setup({
  types: {} as { context: PhoneVerificationContext; events: PhoneVerificationEvent },
  actors: phoneCodeActors,
  actions: phoneCodeActions,
  guards: {
    phoneValid: ({ context }) => phoneRule.safeParse(context.phone).success,
    /** A number typed through the phone mask: 90 and 10 digits. */
    newPhoneValid: ({ context }) => maskedPhone.safeParse(context.phone).success,
    codeValid,
    alreadyVerified: (_, { user }: { user: StoredUser }) => user.smsVerified,
  },
  delays: { resendWindow: RESEND_SECONDS * 1000, countdownTick: 1000 },
}).createMachine({
  id: 'phoneVerification',
  context: { phone: '', code: '', seconds: RESEND_SECONDS },
  initial: 'loading',
  states: {
    loading: {
      description: 'Reads the stored user',
      invoke: {
        id: 'loadUser',
        src: 'loadUser',
        onDone: [
          {
            guard: { type: 'alreadyVerified', params: ({ event }) => ({ user: event.output }) },
            target: 'verified',
            actions: assign({ phone: ({ event }) => event.output.phone ?? '' }),
          },
          { target: 'notVerified', actions: assign({ phone: ({ event }) => event.output.phone ?? '' }) },
        ],
        onError: 'notVerified',
      },
    },
    notVerified: {
      description: 'Not Verified badge: the stored phone (locked), Send Code and Update Number',
      initial: 'idle',
      states: {
        idle: {
          on: { 'phone.sendCode': { guard: 'phoneValid', target: 'sending' }, 'phone.updateNumber': '#phoneVerification.updateNumber' },
        },
        sending: {
          description: 'POST customer/updatephone step 1',
          invoke: sendCodeInvoke('#phoneVerification.verificationCode', 'idle'),
        },
      },
    },
    updateNumber: {
      description: 'Update Number: the phone field is enabled; Send Code leads to the code page',
      initial: 'idle',
      states: {
        idle: {
          on: {
            'phone.phoneChanged': { actions: assign({ phone: ({ event }) => event.phone }) },
            'phone.sendCode': { guard: 'newPhoneValid', target: 'sending' },
          },
        },
        sending: {
          description: 'POST customer/updatephone step 1 for the new number',
          invoke: sendCodeInvoke('#phoneVerification.verificationCode', 'idle'),
        },
      },
    },
    verificationCode: {
      description: 'The SMS code page: Verify, and a 60 s countdown before the code can be sent again',
      type: 'parallel',
      entry: assign({ code: '' }),
      on: { 'phone.updateNumber': 'updateNumber' },
      states: {
        code: {
          initial: 'idle',
          states: {
            idle: {
              description: 'The player types the 6-digit code (00-00-00)',
              on: {
                'phone.codeChanged': { actions: assign({ code: ({ event }) => event.code }) },
                'phone.verify': { guard: 'codeValid', target: 'verifying' },
              },
            },
            verifying: {
              description: 'POST customer/updatephone step 2',
              invoke: {
                id: 'verifyCode',
                src: 'verifyCode',
                input: ({ context }) => ({ phone: context.phone, code: context.code }),
                onDone: {
                  target: '#phoneVerification.verified',
                  actions: [toastDone, { type: 'notifyVerified', params: ({ context }) => ({ phone: context.phone }) }],
                },
                onError: { target: 'idle', actions: [assign({ code: '' }), toastError] },
              },
            },
          },
        },
        resend: {
          initial: 'countingDown',
          states: {
            countingDown: {
              description: 'Resend code in N: one tick a second, for 60 s',
              entry: assign({ seconds: RESEND_SECONDS }),
              after: { resendWindow: 'ready' },
              initial: 'ticking',
              states: {
                ticking: {
                  after: {
                    countdownTick: { target: 'ticking', reenter: true, actions: assign({ seconds: ({ context }) => Math.max(0, context.seconds - 1) }) },
                  },
                },
              },
            },
            ready: {
              description: 'The countdown is back at 60 and Click to resend is offered',
              entry: assign({ seconds: RESEND_SECONDS }),
              on: { 'phone.resend': 'resending' },
            },
            resending: {
              description: 'POST customer/updatephone step 1 again',
              invoke: sendCodeInvoke('countingDown', 'ready'),
            },
          },
        },
      },
    },
    verified: {
      description: 'Verified badge; Update Number starts over with another phone',
      on: { 'phone.updateNumber': 'updateNumber' },
    },
  },
});

/** SPEC §3 account page step: NotVerifiedPage=0, VerifiedPage=1, UpdatePage=2, VerificationCodePage=3. */
export function accountPageStep(snapshot: { value: unknown }): 0 | 1 | 2 | 3 {
  const page = typeof snapshot.value === 'string' ? snapshot.value : Object.keys(snapshot.value as object)[0];
  if (page === 'verified') return 1;
  if (page === 'updateNumber') return 2;
  if (page === 'verificationCode') return 3;
  return 0;
}
