import { describe, expect, it, vi } from 'vitest';
import { fromPromise, SimulatedClock } from 'xstate';
import type { StoredUser } from '../../../machines/phone-code';
import { accountPageStep, phoneVerificationMachine } from '../../../machines/phone-verification.machine';
import { flush, startChild } from './shell-harness';

type Call<I> = (input: I) => Promise<{ message: string }>;

function start(user: StoredUser, calls: { send?: Call<{ phone: string }>; verify?: Call<{ phone: string; code: string }> } = {}) {
  const fakes = {
    send: vi.fn(calls.send ?? (async () => ({ message: 'Kod gönderildi.' }))),
    verify: vi.fn(calls.verify ?? (async () => ({ message: 'Telefonunuz doğrulandı.' }))),
    notifyVerified: vi.fn(),
  };
  const toasts: Array<{ kind: string; message: string }> = [];
  const machine = phoneVerificationMachine.provide({
    actors: {
      loadUser: fromPromise(async () => user),
      sendCode: fromPromise(({ input }) => fakes.send(input)),
      verifyCode: fromPromise(({ input }) => fakes.verify(input)),
    },
    actions: { toast: (_, params) => toasts.push(params), notifyVerified: (_, { phone }) => fakes.notifyVerified(phone) },
  });
  const clock = new SimulatedClock();
  return { ...startChild(machine, { clock }), fakes, toasts };
}

const unverified = { phone: '905551112233', smsVerified: false };

async function toCodePage(user: StoredUser = unverified) {
  const run = start(user);
  await flush();
  run.child.send({ type: 'phone.sendCode' });
  await flush();
  return run;
}

describe('phone verification dialog', () => {
  it('starts at verified when the stored user is already SMS-verified', async () => {
    const { child } = start({ phone: '905551112233', smsVerified: true });
    await flush();
    expect(accountPageStep(child.getSnapshot())).toBe(1);
  });

  it('goes from not-verified to the code page once a code is sent to the stored phone', async () => {
    const { child, fakes, toasts } = await toCodePage();
    expect(fakes.send).toHaveBeenCalledWith({ phone: '905551112233' });
    expect(accountPageStep(child.getSnapshot())).toBe(3);
    expect(toasts).toEqual([{ kind: 'success', message: 'Kod gönderildi.' }]);
  });

  it('counts 60 s down one second at a time, then resets to 60 and offers Click to resend', async () => {
    const { child, clock, fakes } = await toCodePage();
    expect(child.getSnapshot().context.seconds).toBe(60);
    clock.increment(1000);
    expect(child.getSnapshot().context.seconds).toBe(59);
    // The simulated clock fires each timer once per increment, as time passing second by second would.
    for (let second = 0; second < 58; second += 1) clock.increment(1000);
    expect(child.getSnapshot().context.seconds).toBe(1);
    expect(child.getSnapshot().matches({ verificationCode: { resend: 'ready' } })).toBe(false);
    child.send({ type: 'phone.resend' });
    expect(fakes.send).toHaveBeenCalledTimes(1);
    clock.increment(1000);
    expect(child.getSnapshot().matches({ verificationCode: { resend: 'ready' } })).toBe(true);
    expect(child.getSnapshot().context.seconds).toBe(60);
    child.send({ type: 'phone.resend' });
    await flush();
    expect(fakes.send).toHaveBeenCalledTimes(2);
    expect(child.getSnapshot().matches({ verificationCode: { resend: 'countingDown' } })).toBe(true);
    clock.increment(1000);
    expect(child.getSnapshot().context.seconds).toBe(59);
  });

  it('verifies the code for the phone, marks the stored user verified and shows the verified page', async () => {
    const { child, fakes } = await toCodePage();
    child.send({ type: 'phone.codeChanged', code: '123456' });
    child.send({ type: 'phone.verify' });
    await flush();
    expect(fakes.verify).toHaveBeenCalledWith({ phone: '905551112233', code: '123456' });
    expect(fakes.notifyVerified).toHaveBeenCalledWith('905551112233');
    expect(accountPageStep(child.getSnapshot())).toBe(1);
  });

  it('clears the code and keeps the page when the code is wrong', async () => {
    const run = start(unverified, { verify: () => Promise.reject(new Error('Kod hatalı. 4 deneme hakkınız kaldı.')) });
    await flush();
    run.child.send({ type: 'phone.sendCode' });
    await flush();
    run.child.send({ type: 'phone.codeChanged', code: '999999' });
    run.child.send({ type: 'phone.verify' });
    await flush();
    expect(accountPageStep(run.child.getSnapshot())).toBe(3);
    expect(run.child.getSnapshot().context.code).toBe('');
    expect(run.toasts.at(-1)).toEqual({ kind: 'error', message: 'Kod hatalı. 4 deneme hakkınız kaldı.' });
    expect(run.fakes.notifyVerified).not.toHaveBeenCalled();
  });

  it('does not verify an incomplete code', async () => {
    const { child, fakes } = await toCodePage();
    child.send({ type: 'phone.codeChanged', code: '1234' });
    child.send({ type: 'phone.verify' });
    expect(fakes.verify).not.toHaveBeenCalled();
  });

  it('update number: the phone becomes editable and a valid new number leads to the code page', async () => {
    const { child, fakes } = start({ phone: '905551112233', smsVerified: true });
    await flush();
    child.send({ type: 'phone.updateNumber' });
    expect(accountPageStep(child.getSnapshot())).toBe(2);
    child.send({ type: 'phone.phoneChanged', phone: '90555' });
    child.send({ type: 'phone.sendCode' });
    expect(fakes.send).not.toHaveBeenCalled();
    child.send({ type: 'phone.phoneChanged', phone: '905559998877' });
    child.send({ type: 'phone.sendCode' });
    await flush();
    expect(fakes.send).toHaveBeenCalledWith({ phone: '905559998877' });
    expect(accountPageStep(child.getSnapshot())).toBe(3);
  });

  it('keeps the page and shows the message when the code cannot be sent', async () => {
    const { child, toasts } = start(unverified, { send: () => Promise.reject(new Error('Yeni kod için 42 saniye bekleyin.')) });
    await flush();
    child.send({ type: 'phone.sendCode' });
    await flush();
    expect(accountPageStep(child.getSnapshot())).toBe(0);
    expect(toasts).toEqual([{ kind: 'error', message: 'Yeni kod için 42 saniye bekleyin.' }]);
  });
});
