import { assign, fromPromise, sendTo, setup, type ActorRefFrom, type AnyActorRef, type SnapshotFrom } from 'xstate';
import { phone as storedPhoneRule, phoneCode } from '../contracts/fields';
import { maskedPhone } from '../contracts/masks';
import { errorMessage, notProvided, type Ack, type ToastParams } from './machine-helpers';

/** What the dialogs need of the stored user (local key authData). */
export interface StoredUser {
  phone: string | null;
  smsVerified: boolean;
}

/** POST customer/updatephone: step 1 sends a code to the phone, step 2 checks it. */
export type PhoneStepPayload = { step: 1; phone: string } | { step: 2; phone: string; code: string };

export interface PhoneCodeInput {
  phone: string;
  /** The stored phone, shown locked until Update Number / Change Phone Number. */
  locked?: boolean;
  /** Ask for a code at once (registration with a trial bonus). */
  sendAtOnce?: boolean;
}

export interface PhoneCodeContext {
  phone: string;
  code: string;
  locked: boolean;
  sendAtOnce: boolean;
  /** Seconds left before another code may be asked for. */
  seconds: number;
  /** The server's answer to the accepted code. */
  message: string;
}

export type PhoneCodeEvent =
  | { type: 'phone.phoneChanged'; phone: string }
  | { type: 'phone.sendCode' }
  | { type: 'phone.codeChanged'; code: string }
  | { type: 'phone.verify' }
  | { type: 'phone.resend' }
  /** Update Number / Change Phone Number: back to the phone, unlocked. */
  | { type: 'phone.updateNumber' };

/** What the owning flow learns when the code is accepted. */
export interface PhoneCodeOutput {
  phone: string;
  message: string;
}

/** Resend timer (product §9). */
export const RESEND_SECONDS = 60;

/** The stored user, for the dialogs opened by logged-in players. */
export const loadUserActor = fromPromise<StoredUser, void>(notProvided);

export const toastActions = { toast: (_: unknown, _params: ToastParams) => {} };

export const toastError = {
  type: 'toast' as const,
  params: ({ event }: { event: { error: unknown } }) => ({ kind: 'error' as const, message: errorMessage(event.error) }),
};
export const toastDone = {
  type: 'toast' as const,
  params: ({ event }: { event: { output: Ack } }) => ({ kind: 'success' as const, message: event.output.message }),
};

const sendCodeInvoke = (done: string, failed: string) => ({
  id: 'sendCode' as const,
  src: 'updatePhone' as const,
  input: ({ context }: { context: PhoneCodeContext }) => ({ step: 1 as const, phone: context.phone }),
  onDone: { target: done, actions: toastDone },
  onError: { target: failed, actions: toastError },
});

/**
 * The phone-code exchange of all three phone flows (product §4, §9): the phone, Send Code, the 6-digit code with a
 * 60 s resend countdown, Verify. An accepted code tells the session (the stored user becomes SMS-verified).
 */
export const phoneCodeMachine = setup({
  types: {} as { context: PhoneCodeContext; events: PhoneCodeEvent; input: PhoneCodeInput; output: PhoneCodeOutput },
  actors: {
    /** POST customer/updatephone. */
    updatePhone: fromPromise<Ack, PhoneStepPayload>(notProvided),
  },
  actions: toastActions,
  guards: {
    sendAtOnce: ({ context }) => context.sendAtOnce,
    unlocked: ({ context }) => !context.locked,
    /** The stored phone as the server keeps it; a typed one through the mask: 90 and 10 digits. */
    phoneValid: ({ context }) => (context.locked ? storedPhoneRule : maskedPhone).safeParse(context.phone).success,
    codeValid: ({ context }) => phoneCode.safeParse(context.code).success,
  },
  delays: { resendWindow: RESEND_SECONDS * 1000, countdownTick: 1000 },
}).createMachine({
  id: 'phoneCode',
  context: ({ input }) => ({ phone: input.phone, code: '', locked: input.locked ?? false, sendAtOnce: input.sendAtOnce ?? false, seconds: RESEND_SECONDS, message: '' }),
  initial: 'starting',
  output: ({ context }) => ({ phone: context.phone, message: context.message }),
  states: {
    starting: {
      always: [{ guard: 'sendAtOnce', target: 'enterPhone.sending' }, { target: 'enterPhone' }],
    },
    enterPhone: {
      description: 'The phone (locked while it is the stored one) and Send Code',
      initial: 'idle',
      states: {
        idle: {
          on: {
            'phone.phoneChanged': { guard: 'unlocked', actions: assign({ phone: ({ event }) => event.phone }) },
            'phone.sendCode': { guard: 'phoneValid', target: 'sending' },
            'phone.updateNumber': { actions: assign({ locked: false }) },
          },
        },
        sending: {
          description: 'POST customer/updatephone {step 1, phone}',
          invoke: sendCodeInvoke('#phoneCode.enterCode', 'idle'),
        },
      },
    },
    enterCode: {
      description: 'The SMS code (00-00-00), Verify, and a 60 s countdown before the code can be sent again',
      type: 'parallel',
      entry: assign({ code: '' }),
      on: { 'phone.updateNumber': { target: 'enterPhone', actions: assign({ locked: false }) } },
      states: {
        code: {
          initial: 'idle',
          states: {
            idle: {
              on: {
                'phone.codeChanged': { actions: assign({ code: ({ event }) => event.code }) },
                'phone.verify': { guard: 'codeValid', target: 'verifying' },
              },
            },
            verifying: {
              description: 'POST customer/updatephone {step 2, phone, code}; a wrong code clears the field',
              invoke: {
                id: 'verifyCode',
                src: 'updatePhone',
                input: ({ context }) => ({ step: 2 as const, phone: context.phone, code: context.code }),
                onDone: {
                  target: '#phoneCode.verified',
                  actions: [
                    assign({ message: ({ event }) => event.output.message }),
                    sendTo(
                      ({ system }) => system.get('session') as AnyActorRef,
                      ({ context }) => ({ type: 'session.phoneVerified' as const, phone: context.phone }),
                    ),
                  ],
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
              description: 'POST customer/updatephone {step 1, phone} again',
              invoke: sendCodeInvoke('countingDown', 'ready'),
            },
          },
        },
      },
    },
    verified: {
      description: 'The code was accepted; the session has been told',
      type: 'final',
    },
  },
});

export type PhoneCodeActor = ActorRefFrom<typeof phoneCodeMachine>;
export type PhoneCodeSnapshot = SnapshotFrom<typeof phoneCodeMachine>;

/** Which page a player sees: the phone (step 1) or the code (step 2). */
export const phoneCodeStep = (snapshot: PhoneCodeSnapshot): 1 | 2 => (snapshot.matches('enterCode') ? 2 : 1);

/** What a phone-code view shows. */
export const selectPhoneCode = (snapshot: PhoneCodeSnapshot) => ({
  step: phoneCodeStep(snapshot),
  phone: snapshot.context.phone,
  code: snapshot.context.code,
  locked: snapshot.context.locked,
  seconds: snapshot.context.seconds,
  busy: snapshot.matches({ enterPhone: 'sending' }) || snapshot.matches({ enterCode: { code: 'verifying' } }),
  canResend: snapshot.matches({ enterCode: { resend: 'ready' } }),
  resending: snapshot.matches({ enterCode: { resend: 'resending' } }),
});
