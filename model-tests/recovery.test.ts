// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { getShortestPaths, getSimplePaths } from 'xstate/graph';
import { recoveryMachine } from '../machines/recovery.machine';
import { showToast } from '../src/ui/toast';
import { renderIdentity, typeInto, wait } from '../tests/components/identity-harness';
import { settle } from '../tests/components/render-app';
import { deferredActor, describePath, ownEvents, replayPath, withParentSink } from './shell-replay';

const events = ownEvents({
  'recovery.submitUsername': [
    { type: 'recovery.submitUsername', values: { username: 'deniz01' } } as never,
    { type: 'recovery.submitUsername', values: { username: 'abc' } } as never,
  ],
  'recovery.submitCode': [
    { type: 'recovery.submitCode', values: { code: '123456' } } as never,
    { type: 'recovery.submitCode', values: { code: '12' } } as never,
  ],
  'recovery.submitPassword': [
    { type: 'recovery.submitPassword', values: { password: 'newpass1', password2: 'newpass1' } } as never,
    { type: 'recovery.submitPassword', values: { password: 'newpass1', password2: 'newpass2' } } as never,
  ],
  ...Object.fromEntries(
    ['sendResetCode', 'checkResetCode', 'changePassword'].flatMap((id) => [
      [`xstate.done.actor.${id}`, [{ type: `xstate.done.actor.${id}`, output: { message: 'Tamam' } }]],
      [`xstate.error.actor.${id}`, [{ type: `xstate.error.actor.${id}`, error: new Error('Kod hatalı ya da süresi dolmuş.') }]],
    ]),
  ),
});

const logic = withParentSink(recoveryMachine);
const stepOf = (value: unknown) =>
  ({ username: 1, sendingCode: 1, code: 2, checkingCode: 2, newPassword: 3, changingPassword: 3, success: 4, redirected: 4 })[value as string];

describe('recovery paths', () => {
  const paths = getSimplePaths(logic, { events });

  it('reach every step, the login form only through all four', () => {
    expect(new Set(paths.map((p) => p.state.value))).toEqual(
      new Set(['username', 'sendingCode', 'code', 'checkingCode', 'newPassword', 'changingPassword', 'success', 'redirected']),
    );
    for (const path of paths.filter((p) => p.state.value === 'redirected')) {
      const steps = path.steps.map((s) => stepOf(s.state.value));
      expect(steps.filter((n, i) => n !== steps[i - 1])).toEqual([1, 2, 3, 4]);
    }
  });

  it('never move on after a failure or an invalid form', () => {
    for (const path of paths) {
      path.steps.forEach((step, i) => {
        const before = path.steps[i - 1]?.state.value;
        if (step.event.type.startsWith('xstate.error.')) expect(stepOf(step.state.value)).toBe(stepOf(before));
      });
    }
  });

  it.each(paths.map((path) => [describePath(path), path] as const))('%s', async (_, path) => {
    const toasts: string[] = [];
    const { sentUp } = await replayPath(recoveryMachine, path, {
      provide: (pending) =>
        recoveryMachine.provide({
          actors: { sendResetCode: deferredActor(pending), checkResetCode: deferredActor(pending), changePassword: deferredActor(pending) },
          actions: { toast: (_, { kind }) => toasts.push(kind) },
        }),
    });
    const failures = path.steps.filter((s) => s.event.type.startsWith('xstate.error.')).length;
    expect(toasts).toEqual(Array(failures).fill('error'));
    const opened = sentUp.filter((e) => e.type === 'dialog.open');
    expect(opened).toEqual(path.state.value === 'redirected' ? [{ type: 'dialog.open', name: 'login' }] : []);
  });
});

describe('recovery paths on the rendered dialog', () => {
  const paths = getShortestPaths(logic, { events });
  const field = { 'recovery.submitUsername': ['Kullanıcı Adı'], 'recovery.submitCode': ['Sıfırlama Kodu'], 'recovery.submitPassword': ['Şifre', 'Şifre Tekrar'] };

  it.each(paths.map((path) => [describePath(path), path] as const))('%s', async (_, path) => {
    const pending = new Map<string, { resolve: (v: unknown) => void; reject: (e: unknown) => void }>();
    const flow = recoveryMachine.provide({
      actors: { sendResetCode: deferredActor(pending), checkResetCode: deferredActor(pending), changePassword: deferredActor(pending) },
      actions: { toast: showToast },
    });
    const { actor } = renderIdentity({}, { flows: { recovery: flow } });
    act(() => actor.system.get('dialogs')!.send({ type: 'dialog.open', name: 'recovery' }));
    let dialog = within(await screen.findByRole('dialog', { name: 'Şifremi Unuttum' }, wait));
    await dialog.findByText('Adım 1 / 4', {}, wait);
    for (const step of path.steps.slice(1)) {
      const event = step.event as { type: keyof typeof field; values?: Record<string, string>; output?: unknown; error?: unknown };
      if (event.values) {
        field[event.type].forEach((label, i) => typeInto(dialog.getByLabelText(label), Object.values(event.values!)[i]!));
        fireEvent.click(dialog.getByRole('button', { name: 'Devam Et' }));
      } else if (event.type.startsWith('xstate.done.actor.')) {
        await act(async () => pending.get(event.type.slice(18))!.resolve(event.output));
      } else if (event.type.startsWith('xstate.error.actor.')) {
        await act(async () => pending.get(event.type.slice(19))!.reject(event.error));
      } else if (event.type.startsWith('xstate.after.')) {
        await settle(1000);
      }
      await settle();
      const value = step.state.value as string;
      if (value === 'redirected') {
        expect(await screen.findByRole('dialog', { name: 'Giriş Yap' }, wait)).toBeTruthy();
        continue;
      }
      dialog = within(screen.getByRole('dialog', { name: 'Şifremi Unuttum' }));
      expect(dialog.getByText(`Adım ${stepOf(value)} / 4`)).toBeTruthy();
      const busy = value === 'sendingCode' || value === 'checkingCode' || value === 'changingPassword';
      if (value === 'success') expect(dialog.getByText('Şifre değişikliği başarılı. Giriş sayfasına yönlendiriliyorsunuz.')).toBeTruthy();
      else expect(dialog.getByRole('button', { name: busy ? 'Gönderiliyor...' : 'Devam Et' }).hasAttribute('disabled')).toBe(busy);
      if (event.type.startsWith('xstate.error.')) expect(await screen.findAllByText('Kod hatalı ya da süresi dolmuş.', {}, wait)).not.toHaveLength(0);
    }
  });
});
