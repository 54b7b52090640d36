import { describe, expect, it } from 'vitest';
import { fromPromise } from 'xstate';
import type { StoredUser } from '../../../machines/phone-code.machine';
import { accountPageStep, phoneVerificationMachine } from '../../../machines/phone-verification.machine';
import { flush } from './shell-harness';
import { fakePhoneCode, startWithSession } from './phone-harness';

function start(user: StoredUser) {
  const fake = fakePhoneCode();
  const toasts: Array<{ kind: string; message: string }> = [];
  const machine = phoneVerificationMachine.provide({
    actors: { loadUser: fromPromise(async () => user), phoneCode: fake.logic },
    actions: { toast: (_, params) => toasts.push(params) },
  });
  const run = startWithSession(machine);
  const step = () => accountPageStep(run.child.getSnapshot(), run.code().getSnapshot());
  return { ...run, ...fake, toasts, step };
}

const unverified = { phone: '905551112233', smsVerified: false };

describe('phone verification dialog', () => {
  it('starts at verified when the stored user is already SMS-verified', async () => {
    const run = start({ phone: '905551112233', smsVerified: true });
    await flush();
    expect(run.step()).toBe(1);
  });

  it('not-verified shows the stored phone locked; Send Code leads to the code page, a valid code to verified', async () => {
    const run = start(unverified);
    await flush();
    expect(run.step()).toBe(0);
    run.code().send({ type: 'phone.phoneChanged', phone: '905320001122' });
    run.code().send({ type: 'phone.sendCode' });
    await flush();
    expect(run.sent).toEqual([{ step: 1, phone: '905551112233' }]);
    expect(run.step()).toBe(3);
    run.code().send({ type: 'phone.codeChanged', code: '123456' });
    run.code().send({ type: 'phone.verify' });
    await flush();
    expect(run.step()).toBe(1);
    expect(run.session).toEqual([{ type: 'session.phoneVerified', phone: '905551112233' }]);
    expect(run.toasts).toEqual([{ kind: 'success', message: 'Telefonunuz doğrulandı.' }]);
  });

  it('Update Number from not-verified, the code page or verified opens the update page', async () => {
    const run = start(unverified);
    await flush();
    run.code().send({ type: 'phone.updateNumber' });
    expect(run.step()).toBe(2);
    run.code().send({ type: 'phone.phoneChanged', phone: '905559998877' });
    run.code().send({ type: 'phone.sendCode' });
    await flush();
    expect(run.sent).toEqual([{ step: 1, phone: '905559998877' }]);
    run.code().send({ type: 'phone.updateNumber' });
    expect(run.step()).toBe(2);

    const verified = start({ phone: '905551112233', smsVerified: true });
    await flush();
    verified.child.send({ type: 'phone.updateNumber' });
    expect(verified.step()).toBe(2);
    expect(verified.code().getSnapshot().context.phone).toBe('905551112233');
  });
});
