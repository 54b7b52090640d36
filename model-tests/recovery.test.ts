// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { getShortestPaths, getSimplePaths } from 'xstate/graph';
import { recoveryMachine } from '../machines/recovery.machine';
import { showToast } from '../src/ui/toast';
import { renderIdentity, typeInto, wait } from '../tests/components/identity-harness';
import { settle } from '../tests/components/render-app';
import { deferredActor, describePath, ownEvents, withParentSink } from './shell-replay';
import { answer, checkFlow, effectsOf, fail, inFlight, send, wait as elapse, type FlowSpec, type Live, type Rule } from './spec-model';

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

/** What the recovery dialog shows (its step, as recovery-dialog.tsx reads it), the calls out, toasts, what went up. */
const observe = (live: Live) => ({
  step: stepOf(live.actor.getSnapshot().value) ?? 0,
  calls: live.requests.map((r) => ({ call: r.src, ...(r.input as object) })),
  busy: live.requests.some((r) => inFlight(live, r.src).length > 0),
  // Continue waits in these states (recovery-dialog.tsx).
  buttonWaits: ['sendingCode', 'checkingCode', 'changingPassword'].includes(String(live.actor.getSnapshot().value)),
  toasts: effectsOf(live, 'toast').map((e) => e.params as { kind: string; message: string }),
  up: live.sentUp.filter((e) => !e.type.startsWith('xstate.')),
});
type Observed = ReturnType<typeof observe>;
const sent = (then: string, call: object | null): Rule<Observed>['check'] => (after, before) =>
  expect(after.calls, then).toEqual(call ? [...before.calls, call] : before.calls);
const submitted = (type: string, values: Record<string, string>, label: string, then: string, call: object | null): Rule<Observed> => ({
  act: send({ type, values }, `${type}(${label})`),
  then,
  check: sent(then, call),
});
const refused = (call: string, step: string): Rule<Observed> => ({
  act: fail(call, new Error('Kod hatalı ya da süresi dolmuş.')),
  then: step,
  // product §4/§8: a failure keeps the step and shows the server message.
  check: (after, before) => expect(after.toasts).toEqual([...before.toasts, { kind: 'error', message: 'Kod hatalı ya da süresi dolmuş.' }]),
});
const user = 'deniz01';

/** product §2 Account recovery, §4 Recovery, §9 (username 5 to 50, code 3 to 20, password at least 5, login after 1000 ms). */
const recoverySpec: FlowSpec<Observed> = {
  observe,
  situation: (o) => (o.up.length ? 'login opened' : `step ${o.step}${o.busy ? ' sending' : ''}`),
  invariant: (o) => {
    expect(o.buttonWaits, 'Continue waits exactly while the call is out').toBe(o.busy);
    expect(o.up.filter((e) => e.type === 'dialog.open')).toHaveLength(o.up.length);
    if (o.step < 4) expect(o.up).toEqual([]);
  },
  rules: {
    'step 1': [
      submitted('recovery.submitUsername', { username: user }, 'valid', 'step 1 sending', { call: 'sendResetCode', username: user }),
      submitted('recovery.submitUsername', { username: 'abc' }, 'too short', 'step 1', null),
    ],
    'step 1 sending': [{ act: answer('sendResetCode', { message: 'Tamam' }), then: 'step 2' }, refused('sendResetCode', 'step 1')],
    'step 2': [
      submitted('recovery.submitCode', { code: '123456' }, 'valid', 'step 2 sending', { call: 'checkResetCode', username: user, code: '123456' }),
      submitted('recovery.submitCode', { code: '12' }, 'too short', 'step 2', null),
    ],
    'step 2 sending': [{ act: answer('checkResetCode', { message: 'Tamam' }), then: 'step 3' }, refused('checkResetCode', 'step 2')],
    'step 3': [
      submitted('recovery.submitPassword', { password: 'newpass1', password2: 'newpass1' }, 'valid', 'step 3 sending', {
        call: 'changePassword',
        username: user,
        code: '123456',
        password: 'newpass1',
        password2: 'newpass1',
      }),
      submitted('recovery.submitPassword', { password: 'newpass1', password2: 'newpass2' }, 'not matching', 'step 3', null),
      submitted('recovery.submitPassword', { password: 'abc', password2: 'abc' }, 'too short', 'step 3', null),
    ],
    'step 3 sending': [{ act: answer('changePassword', { message: 'Tamam' }), then: 'step 4' }, refused('changePassword', 'step 3')],
    'step 4': [
      { act: elapse(999), then: 'step 4' },
      { act: elapse(1000), then: 'login opened', check: (after) => expect(after.up).toEqual([{ type: 'dialog.open', name: 'login' }]) },
    ],
    'login opened': [],
  },
};

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

  it('every path agrees with the user-level model; every step is reached and every required act works there', async () => {
    await checkFlow({ machine: recoveryMachine }, paths, recoverySpec);
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
