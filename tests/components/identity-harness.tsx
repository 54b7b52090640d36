// model-tests/ only: machines re-provided with fakes. Component tests use the app's real wiring (app-harness.tsx).
import { fireEvent, screen, within } from '@testing-library/react';
import { fromPromise } from 'xstate';
import type { ChangePasswordPayload, ChangePasswordWithCodePayload } from '../../contracts/recovery';
import type { Ack } from '../../machines/machine-helpers';
import { changePasswordMachine } from '../../machines/change-password.machine';
import { recoveryMachine } from '../../machines/recovery.machine';
import type { PhoneStepPayload } from '../../machines/phone-code.machine';
import { providedPhoneCodeMachine, providedPhoneVerificationMachine, providedSmsVerifyMachine } from '../../src/features/auth/phone-flows';
import { showToast } from '../../src/ui/toast';
import { renderApp, type RenderAppOptions } from './render-app';
// Loaded up front, so the lazy dialogs resolve within a test's waiting time.
import '../../src/features/auth/recovery-dialog';
import '../../src/features/auth/change-password-dialog';
import '../../src/features/auth/phone-verification-dialog';
import '../../src/features/auth/sms-verify-dialog';
import '../../src/features/account/account-page';

export const wait = { timeout: 10_000 };

/** A fake server call: records its inputs and answers with `answer` (or fails with its message). */
export function fakeCall<I>(answer: (input: I) => Ack | Error = () => ({ message: 'Tamam' })) {
  const calls: I[] = [];
  const run = async (input: I) => {
    calls.push(input);
    const result = answer(input);
    if (result instanceof Error) throw result;
    return result;
  };
  const logic = fromPromise<Ack, I>(({ input }) => run(input));
  return { calls, logic, run };
}

export interface IdentityCalls {
  sendReset?: ReturnType<typeof fakeCall<{ username: string }>>;
  checkReset?: ReturnType<typeof fakeCall<{ username: string; code: string }>>;
  resetPassword?: ReturnType<typeof fakeCall<ChangePasswordWithCodePayload>>;
  changePassword?: ReturnType<typeof fakeCall<ChangePasswordPayload>>;
  sendCode?: ReturnType<typeof fakeCall<{ phone: string }>>;
  verifyCode?: ReturnType<typeof fakeCall<{ phone: string; code: string }>>;
}

/** The whole app with the identity dialogs' network calls faked (the session link stays real). */
export function renderIdentity(calls: IdentityCalls = {}, options: RenderAppOptions = {}) {
  const c = {
    sendReset: calls.sendReset ?? fakeCall(),
    checkReset: calls.checkReset ?? fakeCall(),
    resetPassword: calls.resetPassword ?? fakeCall<ChangePasswordWithCodePayload>(),
    changePassword: calls.changePassword ?? fakeCall<ChangePasswordPayload>(),
    sendCode: calls.sendCode ?? fakeCall(() => ({ message: 'Doğrulama kodu gönderildi.' })),
    verifyCode: calls.verifyCode ?? fakeCall(() => ({ message: 'Telefonunuz doğrulandı.' })),
  };
  // POST customer/updatephone: step 1 is recorded as sendCode, step 2 as verifyCode.
  const phoneCode = providedPhoneCodeMachine.provide({
    actors: {
      updatePhone: fromPromise<Ack, PhoneStepPayload>(({ input }) =>
        input.step === 1 ? c.sendCode.run({ phone: input.phone }) : c.verifyCode.run({ phone: input.phone, code: input.code }),
      ),
    },
  });
  const phoneActors = { actors: { phoneCode } };
  const rendered = renderApp({
    ...options,
    flows: {
      recovery: recoveryMachine.provide({
        actors: { sendResetCode: c.sendReset.logic, checkResetCode: c.checkReset.logic, changePassword: c.resetPassword.logic },
        actions: { toast: showToast },
      }),
      changePassword: changePasswordMachine.provide({ actors: { changePassword: c.changePassword.logic }, actions: { toast: showToast } }),
      phoneVerification: providedPhoneVerificationMachine.provide(phoneActors),
      smsVerify: providedSmsVerifyMachine.provide(phoneActors),
      ...options.flows,
    },
  });
  return { ...rendered, calls: c };
}

export const typeInto = (field: HTMLElement, value: string) => fireEvent.change(field, { target: { value } });

export const typeMasked = (field: HTMLElement, digits: string) => {
  fireEvent.focus(field);
  fireEvent.input(field, { target: { value: digits } });
  fireEvent.blur(field);
};

export async function findDialog(name: string) {
  const dialog = await screen.findByRole('dialog', { name }, wait);
  return within(dialog);
}
