import { describe, expect, it } from 'vitest';
import { fromPromise } from 'xstate';
import type { StoredUser } from '../../../machines/phone-code.machine';
import { smsPage, smsVerifyMachine } from '../../../machines/sms-verify.machine';
import { flush } from './shell-harness';
import { fakePhoneCode, startWithSession } from './phone-harness';

function start() {
  const fake = fakePhoneCode();
  const machine = smsVerifyMachine.provide({
    actors: { loadUser: fromPromise<StoredUser, void>(async () => ({ phone: '905551112233', smsVerified: false })), phoneCode: fake.logic },
  });
  const run = startWithSession(machine);
  const page = () => smsPage(run.child.getSnapshot(), run.code().getSnapshot());
  return { ...run, ...fake, page };
}

describe('SMS verification dialog', () => {
  it('step 1 sends a code to the prefilled phone, step 2 validates it, then congratulates; Close closes', async () => {
    const run = start();
    await flush();
    expect(run.page()).toBe('enterPhone');
    expect(run.code().getSnapshot().context.phone).toBe('905551112233');
    run.code().send({ type: 'phone.sendCode' });
    await flush();
    expect(run.page()).toBe('enterCode');
    run.code().send({ type: 'phone.codeChanged', code: '654321' });
    run.code().send({ type: 'phone.verify' });
    await flush();
    expect(run.sent).toEqual([{ step: 1, phone: '905551112233' }, { step: 2, phone: '905551112233', code: '654321' }]);
    expect(run.session).toEqual([{ type: 'session.phoneVerified', phone: '905551112233' }]);
    expect(run.page()).toBe('celebrating');
    // The congratulations panel is the message: no toast besides the one for the sent code.
    expect(run.toasts).toEqual([{ kind: 'success', message: 'Kod gönderildi.' }]);
    run.child.send({ type: 'sms.close' });
    expect(run.received).toContainEqual({ type: 'dialog.close', name: 'smsVerify' });
  });
});
