// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { getSimplePaths } from 'xstate/graph';
import { changePasswordMachine } from '../machines/change-password.machine';
import { showToast } from '../src/ui/toast';
import { renderIdentity, typeInto, wait } from '../tests/components/identity-harness';
import { settle } from '../tests/components/render-app';
import { authData } from '../tests/unit/machines/shell-harness';
import { deferredActor, describePath, ownEvents, withParentSink } from './shell-replay';
import { answer, checkFlow, effectsOf, fail, inFlight, send, type FlowSpec, type Live, type Rule } from './spec-model';

const valid = { oldPassword: 'secret1', password: 'newpass1', confirmPassword: 'newpass1' };
const events = ownEvents({
  'changePassword.submit': [
    { type: 'changePassword.submit', values: valid } as never,
    { type: 'changePassword.submit', values: { ...valid, confirmPassword: 'newpass2' } } as never,
    { type: 'changePassword.submit', values: { ...valid, oldPassword: '123' } } as never,
  ],
  'xstate.done.actor.changePassword': [{ type: 'xstate.done.actor.changePassword', output: { message: 'Şifreniz değiştirildi.' } } as never],
  'xstate.error.actor.changePassword': [{ type: 'xstate.error.actor.changePassword', error: new Error('Mevcut şifreniz hatalı.') } as never],
});
const paths = getSimplePaths(withParentSink(changePasswordMachine), { events });

const observe = (live: Live) => ({
  calls: live.requests.map((r) => r.input),
  busy: inFlight(live, 'changePassword').length > 0,
  // The button the player sees waits (login-dialog.tsx / change-password-dialog.tsx read it so).
  buttonWaits: live.actor.getSnapshot().matches('submitting') as boolean,
  toasts: effectsOf(live, 'toast').map((e) => e.params as { kind: string; message: string }),
  up: live.sentUp.filter((e) => !e.type.startsWith('xstate.')),
});
type Observed = ReturnType<typeof observe>;
const submit = (values: typeof valid, label: string): Rule<Observed> => ({
  act: send({ type: 'changePassword.submit', values }, `submit ${label}`),
  // An invalid form (new passwords under 5 characters or not matching, old one too short) does not submit.
  then: label === 'valid' ? 'sending' : 'form',
  check: (after, before) => expect(after.calls).toEqual(label === 'valid' ? [...before.calls, values] : before.calls),
});

/** product §2 Change Password dialog, §3 password form, §8: the dialog closes with the server message on success. */
const changePasswordSpec: FlowSpec<Observed> = {
  observe,
  situation: (o) => (o.up.some((e) => e.type === 'dialog.close') ? 'changed' : o.busy ? 'sending' : 'form'),
  invariant: (o) => expect(o.buttonWaits, 'the button waits exactly while the call is out').toBe(o.busy),
  rules: {
    form: [
      submit(valid, 'valid'),
      submit({ ...valid, confirmPassword: 'newpass2' }, 'with passwords that differ'),
      submit({ ...valid, password: 'abc', confirmPassword: 'abc' }, 'with a short new password'),
    ],
    sending: [
      {
        act: answer('changePassword', { message: 'Şifreniz değiştirildi.' }),
        then: 'changed',
        check: (after, before) => {
          expect(after.up).toEqual([{ type: 'dialog.close', name: 'changePassword' }]);
          expect(after.toasts).toEqual([...before.toasts, { kind: 'success', message: 'Şifreniz değiştirildi.' }]);
        },
      },
      {
        act: fail('changePassword', new Error('Mevcut şifreniz hatalı.')),
        then: 'form',
        check: (after, before) => expect(after.toasts).toEqual([...before.toasts, { kind: 'error', message: 'Mevcut şifreniz hatalı.' }]),
      },
    ],
    changed: [],
  },
};

describe('change password paths', () => {
  it('reach every state; only a valid form is ever sent', () => {
    expect(new Set(paths.map((p) => p.state.value))).toEqual(new Set(['editing', 'submitting', 'changed']));
    for (const path of paths) {
      for (const step of path.steps.filter((s) => s.state.value === 'submitting')) {
        expect((step.event as unknown as { values: unknown }).values).toEqual(valid);
      }
    }
  });

  it('every path agrees with the user-level model; every situation is reached and every required act works there', async () => {
    await checkFlow({ machine: changePasswordMachine }, paths, changePasswordSpec);
  });
});

describe('change password paths on the rendered dialog', () => {
  it.each(paths.map((path) => [describePath(path), path] as const))('%s', async (_, path) => {
    const pending = new Map<string, { resolve: (v: unknown) => void; reject: (e: unknown) => void }>();
    const flow = changePasswordMachine.provide({ actors: { changePassword: deferredActor(pending) }, actions: { toast: showToast } });
    renderIdentity({}, { path: '/dashboard', authData: authData(), flows: { changePassword: flow } });
    const menu = within(await screen.findByRole('navigation', { name: 'Hesabım menüsü' }, wait));
    fireEvent.click(menu.getByRole('button', { name: 'Şifre Değiştir' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Şifre Değiştir' }, wait));
    await dialog.findByLabelText('Mevcut Şifre', {}, wait);
    for (const step of path.steps.slice(1)) {
      const event = step.event as { type: string; values?: typeof valid; output?: unknown; error?: unknown };
      if (event.values) {
        typeInto(dialog.getByLabelText('Mevcut Şifre'), event.values.oldPassword);
        typeInto(dialog.getByLabelText('Yeni Şifre'), event.values.password);
        typeInto(dialog.getByLabelText('Yeni Şifre Tekrar'), event.values.confirmPassword);
        fireEvent.click(dialog.getByRole('button', { name: /Değiştir/ }));
      } else if (event.type === 'xstate.done.actor.changePassword') {
        await act(async () => pending.get('changePassword')!.resolve(event.output));
      } else {
        await act(async () => pending.get('changePassword')!.reject(event.error));
      }
      await settle();
      if (step.state.value === 'changed') {
        expect(screen.queryByRole('dialog')).toBeNull();
        expect(await screen.findAllByText('Şifreniz değiştirildi.', {}, wait)).not.toHaveLength(0);
      } else {
        const busy = step.state.value === 'submitting';
        expect(dialog.getByRole('button', { name: busy ? 'Değiştiriliyor...' : 'Değiştir' }).hasAttribute('disabled')).toBe(busy);
      }
    }
  });
});
