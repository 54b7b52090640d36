import { fromPromise, type AnyActorRef } from 'xstate';
import type { StoredUser } from '../../../machines/phone-code';
import { phoneVerificationMachine } from '../../../machines/phone-verification.machine';
import { smsVerifyMachine } from '../../../machines/sms-verify.machine';
import { api } from '../../app/services';
import { showToast } from '../../ui/toast';

type SystemLike = { get(systemId: string): AnyActorRef | undefined };

/** The session's copy of the stored user (local key authData). */
const loadUser = fromPromise<StoredUser, void>(async ({ system }) => {
  const authData = (system as SystemLike).get('session')?.getSnapshot().context.authData;
  return { phone: authData?.phone ?? null, smsVerified: authData?.smsVerified ?? false };
});

const notifyVerified = ({ system }: { system: SystemLike }, { phone }: { phone: string }) =>
  system.get('session')?.send({ type: 'session.phoneVerified', phone });

/** POST customer/updatephone: step 1 sends a code to the phone, step 2 checks it. */
const sendCode = fromPromise<{ message: string }, { phone: string }>(async ({ input, signal }) => ({
  message: (await api.post<unknown>('customer/updatephone', { step: 1, phone: input.phone }, { signal })).message,
}));
const verifyCode = fromPromise<{ message: string }, { phone: string; code: string }>(async ({ input, signal }) => ({
  message: (await api.post<unknown>('customer/updatephone', { step: 2, phone: input.phone, code: input.code }, { signal })).message,
}));

const implementations = { actors: { loadUser, sendCode, verifyCode }, actions: { toast: showToast, notifyVerified } };

export const providedPhoneVerificationMachine = phoneVerificationMachine.provide(implementations);
export const providedSmsVerifyMachine = smsVerifyMachine.provide(implementations);
