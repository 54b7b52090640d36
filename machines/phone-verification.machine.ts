import { assign, setup } from 'xstate';
import { loadUserActor, phoneCodeMachine, phoneCodeStep, toastActions, type PhoneCodeSnapshot, type StoredUser } from './phone-code.machine';

export { RESEND_SECONDS } from './phone-code.machine';

export interface PhoneVerificationContext {
  /** The stored phone, then the last verified one. */
  phone: string;
  /** The phone page shows the stored number locked (not-verified) rather than an editable one (update-number). */
  locked: boolean;
}

export type PhoneVerificationEvent = { type: 'phone.updateNumber' };

/** The Phone Verification dialog for logged-in customers (product §2, §4). */
export const phoneVerificationMachine = setup({
  types: {} as { context: PhoneVerificationContext; events: PhoneVerificationEvent; children: { phoneCode: 'phoneCode' } },
  actors: { loadUser: loadUserActor, phoneCode: phoneCodeMachine },
  actions: toastActions,
  guards: {
    alreadyVerified: (_, { user }: { user: StoredUser }) => user.smsVerified,
  },
}).createMachine({
  id: 'phoneVerification',
  context: { phone: '', locked: true },
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
          { target: 'verifying', actions: assign({ phone: ({ event }) => event.output.phone ?? '' }) },
        ],
        onError: 'verifying',
      },
    },
    verifying: {
      description: 'Not-verified (stored phone locked), update-number and verification-code pages: the phone-code exchange',
      invoke: {
        id: 'phoneCode',
        src: 'phoneCode',
        input: ({ context }) => ({ phone: context.phone, locked: context.locked }),
        onDone: {
          target: 'verified',
          actions: [
            assign({ phone: ({ event }) => event.output.phone }),
            { type: 'toast', params: ({ event }) => ({ kind: 'success' as const, message: event.output.message }) },
          ],
        },
      },
    },
    verified: {
      description: 'Verified badge; Update Number starts over with another phone',
      on: { 'phone.updateNumber': { target: 'verifying', actions: assign({ locked: false }) } },
    },
  },
});

/**
 * product §3 account page step: NotVerifiedPage=0, VerifiedPage=1, UpdatePage=2, VerificationCodePage=3, from the dialog's
 * snapshot and, while verifying, its phone-code snapshot.
 */
export function accountPageStep(snapshot: { value: unknown }, code: PhoneCodeSnapshot | undefined): 0 | 1 | 2 | 3 {
  if (snapshot.value === 'verified') return 1;
  if (snapshot.value !== 'verifying' || !code) return 0;
  if (phoneCodeStep(code) === 2) return 3;
  return code.context.locked ? 0 : 2;
}
