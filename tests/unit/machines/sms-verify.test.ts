import { describe, expect, it, vi } from 'vitest';
import { fromPromise } from 'xstate';
import type { StoredUser } from '../../../machines/phone-code';
import { smsVerifyMachine } from '../../../machines/sms-verify.machine';
import { flush, startChild } from './shell-harness';

function start(verify: (input: { phone: string; code: string }) => Promise<{ message: string }>) {
  const fakes = { send: vi.fn(async (_: { phone: string }) => ({ message: 'Kod gönderildi.' })), verify: vi.fn(verify), notifyVerified: vi.fn() };
  const toasts: Array<{ kind: string; message: string }> = [];
  const machine = smsVerifyMachine.provide({
    actors: {
      loadUser: fromPromise<StoredUser, void>(async () => ({ phone: '905551112233', smsVerified: false })),
      sendCode: fromPromise(({ input }) => fakes.send(input)),
      verifyCode: fromPromise(({ input }) => fakes.verify(input)),
    },
    actions: { toast: (_, params) => toasts.push(params), notifyVerified: (_, { phone }) => fakes.notifyVerified(phone) },
  });
  return { ...startChild(machine), fakes, toasts };
}

const page = (child: { getSnapshot(): { value: unknown } }) => {
  const value = child.getSnapshot().value;
  return typeof value === 'string' ? value : Object.keys(value as object)[0];
};

describe('SMS verification dialog', () => {
  it('step 1 sends a code to the prefilled phone, step 2 validates it, then congratulates; Close closes', async () => {
    const { child, fakes, received } = start(async () => ({ message: 'Doğrulandı' }));
    await flush();
    expect(page(child)).toBe('enterPhone');
    expect(child.getSnapshot().context.phone).toBe('905551112233');
    child.send({ type: 'sms.sendCode' });
    await flush();
    expect(fakes.send).toHaveBeenCalledWith({ phone: '905551112233' });
    expect(page(child)).toBe('enterCode');
    child.send({ type: 'sms.codeChanged', code: '654321' });
    child.send({ type: 'sms.validate' });
    await flush();
    expect(fakes.verify).toHaveBeenCalledWith({ phone: '905551112233', code: '654321' });
    expect(fakes.notifyVerified).toHaveBeenCalledWith('905551112233');
    expect(page(child)).toBe('celebrating');
    child.send({ type: 'sms.close' });
    expect(received).toContainEqual({ type: 'dialog.close', name: 'smsVerify' });
  });

  it('a wrong code clears the field and shows the message, on step 2', async () => {
    const { child, toasts, fakes } = start(() => Promise.reject(new Error('Kod hatalı. 4 deneme hakkınız kaldı.')));
    await flush();
    child.send({ type: 'sms.sendCode' });
    await flush();
    child.send({ type: 'sms.codeChanged', code: '111111' });
    child.send({ type: 'sms.validate' });
    await flush();
    expect(page(child)).toBe('enterCode');
    expect(child.getSnapshot().context.code).toBe('');
    expect(toasts.at(-1)).toEqual({ kind: 'error', message: 'Kod hatalı. 4 deneme hakkınız kaldı.' });
    expect(fakes.notifyVerified).not.toHaveBeenCalled();
  });

  it('Change Phone Number returns to step 1 with the phone editable; an invalid phone sends nothing', async () => {
    const { child, fakes } = start(async () => ({ message: '' }));
    await flush();
    child.send({ type: 'sms.sendCode' });
    await flush();
    child.send({ type: 'sms.changePhone' });
    expect(page(child)).toBe('enterPhone');
    child.send({ type: 'sms.phoneChanged', phone: '9055' });
    child.send({ type: 'sms.sendCode' });
    expect(fakes.send).toHaveBeenCalledTimes(1);
    child.send({ type: 'sms.phoneChanged', phone: '905320001122' });
    child.send({ type: 'sms.sendCode' });
    await flush();
    expect(fakes.send).toHaveBeenLastCalledWith({ phone: '905320001122' });
  });
});
