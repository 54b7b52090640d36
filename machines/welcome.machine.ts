import { fromPromise, setup, type ActorRefFrom } from 'xstate';
import { notProvided, type Ack } from './machine-helpers';
import { phoneCodeMachine, phoneCodeStep, toastActions, toastError, type PhoneCodeSnapshot } from './phone-code.machine';

export interface WelcomeInput {
  /** The phone of the new account (90 + 10 digits): prefilled and locked. */
  phone: string;
  /** The trial bonus in lira when the player chose it and the site offers one; otherwise 0. */
  trialBonusAmount: number;
}

export type WelcomeContext = WelcomeInput;

export type WelcomeEvent =
  | { type: 'phone.skip' }
  | { type: 'celebration.claim' }
  | { type: 'celebration.deposit' }
  | { type: 'celebration.liveChat' };

export interface ConfettiParams {
  particleCount: number;
  spread: number;
  originY: number;
}

export const confettiBurst: ConfettiParams = { particleCount: 150, spread: 180, originY: 0.6 };

/** Phone-step number of product §4 (0 not started, 1 phone, 2 code) for a welcome snapshot and its phone-code snapshot. */
export function phoneStep(snapshot: { matches(state: string): boolean }, code: PhoneCodeSnapshot | undefined): 0 | 1 | 2 {
  if (!snapshot.matches('verifyingPhone') || !code) return 0;
  return phoneCodeStep(code);
}

/** After registration: phone verification by SMS code (when a trial bonus was chosen), then the celebration. */
export const welcomeMachine = setup({
  types: {} as { context: WelcomeContext; events: WelcomeEvent; input: WelcomeInput; children: { phoneCode: 'phoneCode' } },
  actors: {
    phoneCode: phoneCodeMachine,
    /** GET bonus/definetrialbonus. */
    claimTrialBonus: fromPromise<Ack, void>(notProvided),
  },
  actions: {
    ...toastActions,
    confetti: (_, _params: ConfettiParams) => {},
    openDeposit: () => {},
    openLiveChat: () => {},
  },
  guards: {
    hasTrialBonus: ({ context }) => context.trialBonusAmount > 0,
    noTrialBonus: ({ context }) => context.trialBonusAmount <= 0,
  },
  delays: { celebration: 100, closeAfterClaim: 1000 },
}).createMachine({
  id: 'welcome',
  description: 'Phone verification at registration (steps 1 and 2), then the celebration',
  context: ({ input }) => input,
  initial: 'starting',
  states: {
    starting: {
      description: 'With a trial bonus the phone code is requested at once; otherwise the celebration follows',
      always: [{ guard: 'hasTrialBonus', target: 'verifyingPhone' }, { target: 'celebrationPending' }],
    },
    verifyingPhone: {
      description: 'Step 1 (the code is asked for at once, phone prefilled), step 2 the SMS code; Skip Verification closes',
      invoke: {
        id: 'phoneCode',
        src: 'phoneCode',
        input: ({ context }) => ({ phone: context.phone, sendAtOnce: true }),
        onDone: {
          target: 'celebrationPending',
          actions: { type: 'toast', params: ({ event }) => ({ kind: 'success' as const, message: event.output.message }) },
        },
      },
      on: { 'phone.skip': 'done' },
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

export type WelcomeActor = ActorRefFrom<typeof welcomeMachine>;
