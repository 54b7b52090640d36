import { assign, sendParent, setup } from 'xstate';
import { loadUserActor, phoneCodeMachine, phoneCodeStep, type PhoneCodeSnapshot } from './phone-code.machine';

export interface SmsVerifyContext {
  /** The stored phone, to prefill step 1. */
  phone: string;
}

export type SmsVerifyEvent = { type: 'sms.close' };

/** The SMS verification dialog for logged-in customers (product §2, §4, §8): phone, code, congratulations. */
export const smsVerifyMachine = setup({
  types: {} as { context: SmsVerifyContext; events: SmsVerifyEvent; children: { phoneCode: 'phoneCode' } },
  actors: { loadUser: loadUserActor, phoneCode: phoneCodeMachine },
}).createMachine({
  id: 'smsVerify',
  context: { phone: '' },
  initial: 'loading',
  states: {
    loading: {
      description: 'Reads the stored user to prefill the phone',
      invoke: {
        id: 'loadUser',
        src: 'loadUser',
        onDone: { target: 'verifying', actions: assign({ phone: ({ event }) => event.output.phone ?? '' }) },
        onError: 'verifying',
      },
    },
    verifying: {
      description: 'Step 1 the phone and Send Code, step 2 the code and Validate; Change Phone Number goes back to step 1',
      invoke: { id: 'phoneCode', src: 'phoneCode', input: ({ context }) => ({ phone: context.phone }), onDone: 'celebrating' },
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

export type SmsPage = 'loading' | 'enterPhone' | 'enterCode' | 'celebrating' | 'closed';

/** The page the SMS dialog shows, from its snapshot and, while verifying, its phone-code snapshot. */
export function smsPage(snapshot: { value: unknown }, code: PhoneCodeSnapshot | undefined): SmsPage {
  if (snapshot.value !== 'verifying') return snapshot.value as SmsPage;
  return code && phoneCodeStep(code) === 2 ? 'enterCode' : 'enterPhone';
}
