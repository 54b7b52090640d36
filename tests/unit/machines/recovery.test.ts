import { describe, expect, it, vi } from 'vitest';
import { fromPromise, SimulatedClock } from 'xstate';
import type { Ack } from '../../../machines/machine-helpers';
import { recoveryMachine } from '../../../machines/recovery.machine';
import { flush, startChild } from './shell-harness';

type Call = (input: unknown) => Promise<Ack>;
const ok: Call = async () => ({ message: 'Tamam' });

function start(calls: { send?: Call; check?: Call; change?: Call } = {}) {
  const fakes = { send: vi.fn(calls.send ?? ok), check: vi.fn(calls.check ?? ok), change: vi.fn(calls.change ?? ok) };
  const toasts: Array<{ kind: string; message: string }> = [];
  const machine = recoveryMachine.provide({
    actors: {
      sendResetCode: fromPromise(({ input }) => fakes.send(input)),
      checkResetCode: fromPromise(({ input }) => fakes.check(input)),
      changePassword: fromPromise(({ input }) => fakes.change(input)),
    },
    actions: { toast: (_, params) => toasts.push(params) },
  });
  return { ...startChild(machine, { clock: new SimulatedClock() }), fakes, toasts };
}

const state = (child: { getSnapshot(): { value: unknown } }) => child.getSnapshot().value;

describe('recovery', () => {
  it('walks the four steps with the payloads of product §3, then opens the login form after 1000 ms', async () => {
    const { child, clock, fakes, received } = start();
    expect(state(child)).toBe('username');
    child.send({ type: 'recovery.submitUsername', values: { username: 'deniz01' } });
    await flush();
    expect(fakes.send).toHaveBeenCalledWith({ username: 'deniz01' });
    expect(state(child)).toBe('code');
    child.send({ type: 'recovery.submitCode', values: { code: '123456' } });
    await flush();
    expect(fakes.check).toHaveBeenCalledWith({ username: 'deniz01', code: '123456' });
    expect(state(child)).toBe('newPassword');
    child.send({ type: 'recovery.submitPassword', values: { password: 'newpass1', password2: 'newpass1' } });
    await flush();
    expect(fakes.change).toHaveBeenCalledWith({ username: 'deniz01', code: '123456', password: 'newpass1', password2: 'newpass1' });
    expect(state(child)).toBe('success');
    clock.increment(999);
    expect(received.filter((e) => e.type === 'dialog.open')).toEqual([]);
    clock.increment(1);
    expect(received).toContainEqual({ type: 'dialog.open', name: 'login' });
  });

  it('does nothing with an invalid form', () => {
    const { child, fakes } = start();
    child.send({ type: 'recovery.submitUsername', values: { username: 'abc' } });
    expect(state(child)).toBe('username');
    expect(fakes.send).not.toHaveBeenCalled();
  });

  it('refuses a short code and passwords that do not match', async () => {
    const { child, fakes } = start();
    child.send({ type: 'recovery.submitUsername', values: { username: 'deniz01' } });
    await flush();
    child.send({ type: 'recovery.submitCode', values: { code: '12' } });
    expect(state(child)).toBe('code');
    child.send({ type: 'recovery.submitCode', values: { code: '123456' } });
    await flush();
    child.send({ type: 'recovery.submitPassword', values: { password: 'newpass1', password2: 'newpass2' } });
    child.send({ type: 'recovery.submitPassword', values: { password: '1234', password2: '1234' } });
    expect(state(child)).toBe('newPassword');
    expect(fakes.change).not.toHaveBeenCalled();
  });

  it('keeps the step and shows the server message when a call fails', async () => {
    const wrong = () => Promise.reject(new Error('Kod hatalı ya da süresi dolmuş.'));
    const { child, toasts } = start({ check: wrong });
    child.send({ type: 'recovery.submitUsername', values: { username: 'deniz01' } });
    await flush();
    child.send({ type: 'recovery.submitCode', values: { code: '000000' } });
    await flush();
    expect(state(child)).toBe('code');
    expect(toasts).toEqual([{ kind: 'error', message: 'Kod hatalı ya da süresi dolmuş.' }]);
  });

  it('stays on step 1 when sending the code fails', async () => {
    const { child, toasts } = start({ send: () => Promise.reject(new Error('Çok fazla deneme.')) });
    child.send({ type: 'recovery.submitUsername', values: { username: 'deniz01' } });
    await flush();
    expect(state(child)).toBe('username');
    expect(toasts.at(-1)).toEqual({ kind: 'error', message: 'Çok fazla deneme.' });
  });
});
