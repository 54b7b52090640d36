import { describe, expect, it } from 'vitest';
import { fromPromise, type AnyActorRef } from 'xstate';
import type { Promotion } from '../../../contracts/cms';
import { dialogsMachine, type DialogName } from '../../../machines/dialogs.machine';
import { loginMachine, type LoginAnswer } from '../../../machines/login.machine';
import { authData, deferred, flush, startChild } from './shell-harness';

const promotion: Promotion = { id: 1, title: 'Hoş Geldin Bonusu', image: '/media/promotions/1.svg', description: '<p>%100</p>' };

function start(withView: DialogName[] = ['login', 'promotion']) {
  const answer = deferred<LoginAnswer>();
  const machine = dialogsMachine.provide({
    actors: {
      loadFlow: fromPromise(async ({ input }) =>
        input.name === 'login' ? loginMachine.provide({ actors: { login: fromPromise(() => answer.promise) } }) : null,
      ),
    },
    guards: { canOpen: (_, { name }) => withView.includes(name) },
  });
  const harness = startChild(machine);
  const ctx = () => harness.child.getSnapshot().context as { name: DialogName | null; flow: AnyActorRef | null };
  return { ...harness, answer, ctx };
}

describe('dialog manager', () => {
  it('opens the login dialog, loads its flow with the view, and runs it as its own actor', async () => {
    const { child, ctx } = start();
    child.send({ type: 'dialog.open', name: 'login' });
    expect(child.getSnapshot().value).toEqual({ open: 'loadingFlow' });
    await flush();
    expect(child.getSnapshot().value).toEqual({ open: 'ready' });
    expect(ctx().name).toBe('login');
    expect(ctx().flow?.getSnapshot().value).toBe('editing');
  });

  it('keeps one dialog at a time: opening another closes the first and stops its flow', async () => {
    const { child, ctx } = start();
    child.send({ type: 'dialog.open', name: 'login' });
    await flush();
    const loginFlow = ctx().flow!;
    child.send({ type: 'dialog.open', name: 'promotion', props: { promotion } });
    await flush();
    expect(ctx().name).toBe('promotion');
    expect(ctx().flow).toBeNull();
    expect(loginFlow.getSnapshot().status).toBe('stopped');
  });

  it('starts a fresh login flow each time the login dialog opens', async () => {
    const { child, ctx } = start();
    child.send({ type: 'dialog.open', name: 'login' });
    await flush();
    const first = ctx().flow!;
    child.send({ type: 'dialog.close' });
    expect(first.getSnapshot().status).toBe('stopped');
    child.send({ type: 'dialog.open', name: 'login' });
    await flush();
    expect(ctx().flow).not.toBe(first);
    expect(ctx().flow!.getSnapshot().status).toBe('active');
  });

  it('does not open a dialog that has no view yet, and leaves the open one alone', async () => {
    const { child, ctx } = start(['login']);
    child.send({ type: 'dialog.open', name: 'register' });
    expect(child.getSnapshot().value).toBe('closed');
    child.send({ type: 'dialog.open', name: 'login' });
    await flush();
    child.send({ type: 'dialog.open', name: 'recovery' });
    expect(ctx().name).toBe('login');
    expect(ctx().flow!.getSnapshot().status).toBe('active');
  });

  it('ignores a close meant for a dialog that is no longer open', async () => {
    const { child, ctx } = start();
    child.send({ type: 'dialog.open', name: 'login' });
    await flush();
    child.send({ type: 'dialog.open', name: 'promotion', props: { promotion } });
    await flush();
    child.send({ type: 'dialog.close', name: 'login' });
    expect(ctx().name).toBe('promotion');
    child.send({ type: 'dialog.close', name: 'promotion' });
    expect(child.getSnapshot().value).toBe('closed');
  });

  it('relays a successful login to the session and closes every dialog', async () => {
    const { child, ctx, answer, received } = start();
    child.send({ type: 'dialog.open', name: 'login' });
    await flush();
    const flow = ctx().flow!;
    flow.send({ type: 'login.submit', values: { username: 'deniz01', password: 'secret1' } });
    answer.resolve({ authData: authData(), message: 'ok' });
    await flush();
    expect(received).toContainEqual({ type: 'session.login', authData: authData() });
    expect(child.getSnapshot().value).toBe('closed');
    expect(ctx().name).toBeNull();
    expect(flow.getSnapshot().status).not.toBe('active');
  });
});
