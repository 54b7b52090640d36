import { fromPromise, type AnyActorRef } from 'xstate';
import type { StoredUser } from '../../../machines/phone-code.machine';
import { phoneVerificationMachine } from '../../../machines/phone-verification.machine';
import { smsVerifyMachine } from '../../../machines/sms-verify.machine';
import { providedPhoneCodeMachine } from '../../app/phone-code';
import { showToast } from '../../ui/toast';

type SystemLike = { get(systemId: string): AnyActorRef | undefined };

/** The session's copy of the stored user (local key authData). */
const loadUser = fromPromise<StoredUser, void>(async ({ system }) => {
  const authData = (system as SystemLike).get('session')?.getSnapshot().context.authData;
  return { phone: authData?.phone ?? null, smsVerified: authData?.smsVerified ?? false };
});

export { providedPhoneCodeMachine };

export const providedPhoneVerificationMachine = phoneVerificationMachine.provide({
  actors: { loadUser, phoneCode: providedPhoneCodeMachine },
  actions: { toast: showToast },
});
export const providedSmsVerifyMachine = smsVerifyMachine.provide({ actors: { loadUser, phoneCode: providedPhoneCodeMachine } });
