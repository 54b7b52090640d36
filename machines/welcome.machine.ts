import { assign, fromPromise, sendParent, setup } from 'xstate';
import { phoneCode } from '../contracts/fields';
import { maskedPhone } from '../contracts/masks';
import { type ToastKind, notProvided } from './machine-helpers';

export interface WelcomeInput {
  /** The phone of the new account (90 + 10 digits): prefilled and locked. */
  phone: string;
  /** The trial bonus in lira when the player chose it and the site offers one; otherwise 0. */
  trialBonusAmount: number;
}

export interface WelcomeContext extends WelcomeInput {
  phoneLocked: boolean;
}

export type WelcomeEvent =
  | { type: 'phone.send'; phone: string }
  | { type: 'phone.verify'; code: string }
  | { type: 'phone.change' }
  | { type: 'phone.skip' }
  | { type: 'celebration.claim' }
  | { type: 'celebration.deposit' }
  | { type: 'celebration.liveChat' };

/** POST customer/updatephone. */
export type PhoneStepPayload = { step: 1; phone: string } | { step: 2; phone: string; code: string };
export interface ServerAnswer {
  message: string;
}
export interface ConfettiParams {
  particleCount: number;
  spread: number;
  originY: number;
}

export const confettiBurst: ConfettiParams = { particleCount: 150, spread: 180, originY: 0.6 };

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));
const toastDone = {
  type: 'toast' as const,
  params: ({ event }: { event: { output: ServerAnswer } }) => ({ kind: 'success' as const, message: event.output.message }),
};
const toastError = {
  type: 'toast' as const,
  params: ({ event }: { event: { error: unknown } }) => ({ kind: 'error' as const, message: messageOf(event.error) }),
};

/** Phone-step number of SPEC §4 (0 not started, 1 phone, 2 code) for a welcome snapshot. */
export function phoneStep(snapshot: { matches(state: string): boolean }): 0 | 1 | 2 {
  if (snapshot.matches('enterPhone') || snapshot.matches('sendingCode')) return 1;
  if (snapshot.matches('enterCode') || snapshot.matches('checkingCode')) return 2;
  return 0;
}

/** After registration: phone verification by SMS code (when a trial bonus was chosen), then the celebration. */
export const welcomeMachine = setup({
  types: {} as { context: WelcomeContext; events: WelcomeEvent; input: WelcomeInput },
  actors: {
    updatePhone: fromPromise<ServerAnswer, PhoneStepPayload>(notProvided),
    /** GET bonus/definetrialbonus. */
    claimTrialBonus: fromPromise<ServerAnswer, void>(notProvided),
  },
  actions: {
    toast: (_, _params: { kind: ToastKind; message: string }) => {},
    confetti: (_, _params: ConfettiParams) => {},
    openDeposit: () => {},
    openLiveChat: () => {},
  },
  guards: {
    hasTrialBonus: ({ context }) => context.trialBonusAmount > 0,
    noTrialBonus: ({ context }) => context.trialBonusAmount <= 0,
    validPhone: (_, { phone }: { phone: string }) => maskedPhone.safeParse(phone).success,
    validCode: (_, { code }: { code: string }) => phoneCode.safeParse(code).success,
  },
  delays: { celebration: 100, closeAfterClaim: 1000 },
}).createMachine({
  id: 'welcome',
  description: 'Phone verification at registration (steps 1 and 2), then the celebration',
  context: ({ input }) => ({ ...input, phoneLocked: true }),
  initial: 'starting',
  states: {
    starting: {
      description: 'With a trial bonus the phone code is requested at once; otherwise the celebration follows',
      always: [{ guard: 'hasTrialBonus', target: 'sendingCode' }, { target: 'celebrationPending' }],
    },
    enterPhone: {
      description: 'Step 1: the phone field and Validate',
      on: {
        'phone.send': {
          guard: { type: 'validPhone', params: ({ event }) => ({ phone: event.phone }) },
          target: 'sendingCode',
          actions: assign({ phone: ({ event }) => event.phone }),
        },
      },
    },
    sendingCode: {
      description: 'Step 1: POST customer/updatephone {step 1, phone} sends an SMS code',
      invoke: {
        id: 'sendCode',
        src: 'updatePhone',
        input: ({ context }) => ({ step: 1 as const, phone: context.phone }),
        onDone: { target: 'enterCode', actions: [toastDone, assign({ phoneLocked: true })] },
        onError: { target: 'enterPhone', actions: [toastError, assign({ phoneLocked: false })] },
      },
    },
    enterCode: {
      description: 'Step 2: SMS Code (00-00-00), Change Phone Number and Skip Verification; the phone is locked',
      on: {
        'phone.verify': {
          guard: { type: 'validCode', params: ({ event }) => ({ code: event.code }) },
          target: 'checkingCode',
        },
        'phone.change': { target: 'enterPhone', actions: assign({ phoneLocked: false }) },
        'phone.skip': 'done',
      },
    },
    checkingCode: {
      description: 'Step 2: POST customer/updatephone {step 2, phone, code}',
      invoke: {
        id: 'checkCode',
        src: 'updatePhone',
        input: ({ context, event }) => ({
          step: 2 as const,
          phone: context.phone,
          code: (event as Extract<WelcomeEvent, { type: 'phone.verify' }>).code,
        }),
        onDone: {
          target: 'celebrationPending',
          actions: [toastDone, sendParent(({ context }) => ({ type: 'session.phoneVerified' as const, phone: context.phone }))],
        },
        onError: { target: 'enterCode', actions: toastError },
      },
    },
    celebrationPending: {
      description: 'The celebration appears about 100 ms later',
      // Confetti on the way in, so a refused claim (back to celebrating) does not fire it again.
      after: { celebration: { target: 'celebrating', actions: { type: 'confetti', params: confettiBurst } } },
    },
    celebrating: {
      description: 'Congratulations! With a trial bonus: Yes claims it; otherwise Deposit and Live Chat',
      on: {
        'celebration.claim': { guard: 'hasTrialBonus', target: 'claiming' },
        'celebration.deposit': { guard: 'noTrialBonus', target: 'done', actions: 'openDeposit' },
        'celebration.liveChat': { guard: 'noTrialBonus', target: 'done', actions: 'openLiveChat' },
      },
    },
    claiming: {
      description: 'GET bonus/definetrialbonus credits the trial bonus',
      invoke: {
        id: 'claim',
        src: 'claimTrialBonus',
        onDone: { target: 'claimed', actions: { type: 'confetti', params: confettiBurst } },
        onError: { target: 'celebrating', actions: toastError },
      },
    },
    claimed: {
      description: 'Bonus credited: confetti, and the dialog closes 1 s later',
      after: { closeAfterClaim: 'done' },
    },
    done: {
      description: 'The dialog closes',
      type: 'final',
    },
  },
});
