import { fireEvent, screen, within } from '@testing-library/react';
import type { ChangePasswordPayload, ChangePasswordWithCodePayload } from '../../contracts/recovery';
import type { Ack } from '../../machines/machine-helpers';
import { fail, ok, type FakeAnswer, type FakeRequest } from './fake-network';
import { renderApp, type RenderAppOptions } from './app-harness';
// Loaded up front, so the lazy dialogs resolve within a test's waiting time.
import '../../src/features/auth/recovery-dialog';
import '../../src/features/auth/change-password-dialog';
import '../../src/features/auth/phone-verification-dialog';
import '../../src/features/auth/sms-verify-dialog';
import '../../src/features/auth/recovery-flow';
import '../../src/features/auth/change-password-flow';
import '../../src/features/auth/phone-flows';
import '../../src/features/account/account-page';

export const wait = { timeout: 10_000 };

/** A fake server call: records the bodies it gets and answers with `answer` (or refuses with its message). */
export function fakeCall<I>(answer: (input: I) => Ack | Error = () => ({ message: 'Tamam' })) {
  const calls: I[] = [];
  const handle = (input: I): FakeAnswer => {
    calls.push(input);
    const result = answer(input);
    return result instanceof Error ? fail(400, result.message) : ok(null, result.message);
  };
  return { calls, handle };
}

export interface IdentityCalls {
  sendReset?: ReturnType<typeof fakeCall<{ username: string }>>;
  checkReset?: ReturnType<typeof fakeCall<{ username: string; code: string }>>;
  resetPassword?: ReturnType<typeof fakeCall<ChangePasswordWithCodePayload>>;
  changePassword?: ReturnType<typeof fakeCall<ChangePasswordPayload>>;
  sendCode?: ReturnType<typeof fakeCall<{ phone: string }>>;
  verifyCode?: ReturnType<typeof fakeCall<{ phone: string; code: string }>>;
}

type PhoneStep = { step: 1; phone: string } | { step: 2; phone: string; code: string };

/** The whole app; the identity calls answer as `calls` say (the phone steps share customer/updatephone). */
export function renderIdentity(calls: IdentityCalls = {}, options: RenderAppOptions = {}) {
  const c = {
    sendReset: calls.sendReset ?? fakeCall(),
    checkReset: calls.checkReset ?? fakeCall(),
    resetPassword: calls.resetPassword ?? fakeCall<ChangePasswordWithCodePayload>(),
    changePassword: calls.changePassword ?? fakeCall<ChangePasswordPayload>(),
    sendCode: calls.sendCode ?? fakeCall(() => ({ message: 'Doğrulama kodu gönderildi.' })),
    verifyCode: calls.verifyCode ?? fakeCall(() => ({ message: 'Telefonunuz doğrulandı.' })),
  };
  const body = <T,>(request: FakeRequest) => request.body as T;
  const rendered = renderApp({
    ...options,
    server: {
      'POST auth/sendresetpassword': (r) => c.sendReset.handle(body(r)),
      'POST auth/checkresetcode': (r) => c.checkReset.handle(body(r)),
      'POST auth/changepasswordwithcode': (r) => c.resetPassword.handle(body(r)),
      'POST customer/changepassword': (r) => c.changePassword.handle(body(r)),
      'POST customer/updatephone': (r) => {
        const step = body<PhoneStep>(r);
        return step.step === 1 ? c.sendCode.handle({ phone: step.phone }) : c.verifyCode.handle({ phone: step.phone, code: step.code });
      },
      ...options.server,
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
