import { fromPromise } from 'xstate';
import { phoneCode } from '../contracts/fields';
import { type Ack, type ToastParams, errorMessage, notProvided } from './machine-helpers';

// Shared by the Phone Verification and SMS verification dialogs: one API, POST customer/updatephone.

/** What the dialogs need of the stored user (local key authData). */
export interface StoredUser {
  phone: string | null;
  smsVerified: boolean;
}

export const phoneCodeActors = {
  loadUser: fromPromise<StoredUser, void>(notProvided),
  /** Step 1: send a code to the phone. */
  sendCode: fromPromise<Ack, { phone: string }>(notProvided),
  /** Step 2: check the code. */
  verifyCode: fromPromise<Ack, { phone: string; code: string }>(notProvided),
};

export const phoneCodeActions = {
  toast: (_: unknown, _params: ToastParams) => {},
  /** The stored user becomes SMS-verified with this phone. */
  notifyVerified: (_: unknown, _params: { phone: string }) => {},
};

export const codeValid = ({ context }: { context: { code: string } }) => phoneCode.safeParse(context.code).success;

export const toastError = {
  type: 'toast' as const,
  params: ({ event }: { event: { error: unknown } }) => ({ kind: 'error' as const, message: errorMessage(event.error) }),
};
export const toastDone = {
  type: 'toast' as const,
  params: ({ event }: { event: { output: Ack } }) => ({ kind: 'success' as const, message: event.output.message }),
};

/** Step 1 for the context's phone: on success a toast and `done`, on failure an error toast and `failed`. */
export const sendCodeInvoke = (done: string, failed: string) => ({
  id: 'sendCode' as const,
  src: 'sendCode' as const,
  input: ({ context }: { context: { phone: string } }) => ({ phone: context.phone }),
  onDone: { target: done, actions: toastDone },
  onError: { target: failed, actions: toastError },
});
