import { describe, expect, it, vi } from 'vitest';
import { fromPromise } from 'xstate';
import { changePasswordMachine } from '../../../machines/change-password.machine';
import { flush, startChild } from './shell-harness';

function start(call: (input: unknown) => Promise<{ message: string }>) {
  const changePassword = vi.fn(call);
  const toasts: Array<{ kind: string; message: string }> = [];
  const machine = changePasswordMachine.provide({
    actors: { changePassword: fromPromise(({ input }) => changePassword(input)) },
    actions: { toast: (_, params) => toasts.push(params) },
  });
  return { ...startChild(machine), changePassword, toasts };
}

const values = { oldPassword: 'secret1', password: 'newpass1', confirmPassword: 'newpass1' };

describe('change password', () => {
  it('sends oldPassword, password and confirmPassword, shows the message and closes the dialog', async () => {
    const { child, changePassword, toasts, received } = start(async () => ({ message: 'Şifreniz değiştirildi.' }));
    child.send({ type: 'changePassword.submit', values });
    expect(child.getSnapshot().value).toBe('submitting');
    await flush();
    expect(changePassword).toHaveBeenCalledWith(values);
    expect(toasts).toEqual([{ kind: 'success', message: 'Şifreniz değiştirildi.' }]);
    expect(received).toContainEqual({ type: 'dialog.close', name: 'changePassword' });
  });

  it('does not submit passwords under 5 characters or a confirmation that does not match', () => {
    const { child, changePassword } = start(async () => ({ message: '' }));
    child.send({ type: 'changePassword.submit', values: { ...values, confirmPassword: 'newpass2' } });
    child.send({ type: 'changePassword.submit', values: { oldPassword: '1234', password: 'abcd', confirmPassword: 'abcd' } });
    child.send({ type: 'changePassword.submit', values: { ...values, oldPassword: '' } });
    expect(child.getSnapshot().value).toBe('editing');
    expect(changePassword).not.toHaveBeenCalled();
  });

  it('stays open with the server message when the old password is wrong', async () => {
    const { child, toasts, received } = start(() => Promise.reject(new Error('Mevcut şifreniz hatalı.')));
    child.send({ type: 'changePassword.submit', values });
    await flush();
    expect(child.getSnapshot().value).toBe('editing');
    expect(toasts).toEqual([{ kind: 'error', message: 'Mevcut şifreniz hatalı.' }]);
    expect(received.some((e) => e.type === 'dialog.close')).toBe(false);
  });
});
