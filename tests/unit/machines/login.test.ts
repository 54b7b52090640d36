import { describe, expect, it, vi } from 'vitest';
import { fromPromise } from 'xstate';
import type { LoginPayload } from '../../../contracts/auth';
import { loginMachine, type LoginAnswer } from '../../../machines/login.machine';
import { authData, deferred, flush, startChild } from './shell-harness';

function start() {
  const calls: LoginPayload[] = [];
  let answer = deferred<LoginAnswer>();
  const toast = vi.fn();
  const machine = loginMachine.provide({
    actors: {
      login: fromPromise(({ input }) => {
        calls.push(input);
        return answer.promise;
      }),
    },
    actions: { toast: (_, params) => toast(params) },
  });
  const harness = startChild(machine);
  return {
    ...harness,
    calls,
    toast,
    answer: () => answer,
    retry: () => {
      answer = deferred<LoginAnswer>();
    },
  };
}

const valid = { username: 'deniz01', password: 'secret1' };

describe('login flow', () => {
  it('does not submit an invalid form', () => {
    const { child, calls } = start();
    child.send({ type: 'login.submit', values: { username: 'de', password: 'secret1' } });
    child.send({ type: 'login.submit', values: { username: 'deniz01', password: '1234' } });
    child.send({ type: 'login.submit', values: { username: 'x'.repeat(36), password: 'secret1' } });
    expect(child.getSnapshot().value).toBe('editing');
    expect(calls).toEqual([]);
  });

  it('signs in on success: success toast, session.login, then every dialog closes', async () => {
    const { child, calls, answer, toast, types, received } = start();
    child.send({ type: 'login.submit', values: valid });
    expect(child.getSnapshot().value).toBe('submitting');
    expect(calls).toEqual([valid]);
    answer().resolve({ authData: authData(), message: 'Giriş başarılı.' });
    await flush();
    expect(child.getSnapshot().status).toBe('done');
    expect(toast).toHaveBeenCalledWith({ kind: 'success', message: 'Giriş başarılı.' });
    expect(types()).toEqual(['session.login', 'dialog.closeAll', 'xstate.done.actor.subject']);
    expect(received[0]).toEqual({ type: 'session.login', authData: authData() });
  });

  it('shows the server message on failure and stays on the form for another try', async () => {
    const { child, answer, toast, types, retry, calls } = start();
    child.send({ type: 'login.submit', values: valid });
    answer().reject(new Error('Kullanıcı adı veya şifre hatalı.'));
    await flush();
    expect(child.getSnapshot().value).toBe('editing');
    expect(toast).toHaveBeenCalledWith({ kind: 'error', message: 'Kullanıcı adı veya şifre hatalı.' });
    expect(types()).toEqual([]);
    retry();
    child.send({ type: 'login.submit', values: valid });
    expect(child.getSnapshot().value).toBe('submitting');
    expect(calls).toHaveLength(2);
  });

  it('ignores a second submit while the first one is on its way', () => {
    const { child, calls } = start();
    child.send({ type: 'login.submit', values: valid });
    child.send({ type: 'login.submit', values: valid });
    expect(calls).toHaveLength(1);
  });
});
