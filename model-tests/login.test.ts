// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { getNextSnapshot } from 'xstate';
import { getSimplePaths } from 'xstate/graph';
import { loginMachine, type LoginAnswer } from '../machines/login.machine';
import { renderApp, settle } from '../tests/components/render-app';
import { authData } from '../tests/unit/machines/shell-harness';
import { describePath, ownEvents, withParentSink } from './shell-replay';
import { answer, checkFlow, effectsOf, fail, inFlight, send, type FlowSpec, type Live, type Rule } from './spec-model';

const loggedIn: LoginAnswer = { authData: authData({ token: 't', balance: 0, usercode: '1', phone: null }), message: 'Hoş geldiniz' };
// Issue 14: a player under a time-out or self-exclusion is told why at login (and may only withdraw and read history).
const exclusion = { kind: 'self_exclusion' as const, until: '2027-05-27T09:30:00.000Z' };
const excludedIn: LoginAnswer = { authData: authData({ token: 't', balance: 0, usercode: '1', phone: null, exclusion }), message: 'Hoş geldiniz' };

const events = ownEvents({
  'login.submit': [
    { type: 'login.submit', values: { username: 'deniz01', password: 'secret1' } } as never,
    { type: 'login.submit', values: { username: 'de', password: 'secret1' } } as never,
  ],
  'xstate.done.actor.login': [
    { type: 'xstate.done.actor.login', output: loggedIn } as never,
    { type: 'xstate.done.actor.login', output: excludedIn } as never,
  ],
  'xstate.error.actor.login': [{ type: 'xstate.error.actor.login', error: new Error('Kullanıcı adı veya şifre hatalı.') } as never],
});

/** What the login dialog shows and sends: the call out, the toasts, what went up to the shell. */
const observe = (live: Live) => ({
  calls: live.requests.map((r) => r.input),
  busy: inFlight(live, 'login').length > 0,
  // The button the player sees waits (login-dialog.tsx / change-password-dialog.tsx read it so).
  buttonWaits: live.actor.getSnapshot().matches('submitting') as boolean,
  toasts: effectsOf(live, 'toast').map((e) => e.params as { kind: string; message: string }),
  up: live.sentUp.filter((e) => !e.type.startsWith('xstate.')),
});
type Observed = ReturnType<typeof observe>;
const submit = (values: { username: string; password: string }, label: string): Rule<Observed> => ({
  act: send({ type: 'login.submit', values }, `submit ${label}`),
  // product §5: username 3 to 35, password 5 to 100 characters; an invalid form does not submit.
  then: label === 'valid' ? 'sending' : 'form',
  check: (after, before) => expect(after.calls).toEqual(label === 'valid' ? [...before.calls, values] : before.calls),
});

/** product §2 Login dialog, §4 Login, §5, §8: success signs in, shows the message and closes all dialogs; else an error shows. */
const loginSpec: FlowSpec<Observed> = {
  observe,
  situation: (o) =>
    o.up.some((e) => e.type === 'dialog.closeAll') ? 'signed in' : o.up.some((e) => e.type === 'dialog.open') ? 'told why' : o.busy ? 'sending' : 'form',
  invariant: (o) => {
    expect(o.up.filter((e) => e.type === 'session.login').length).toBeLessThanOrEqual(1);
    expect(o.buttonWaits, 'the button waits exactly while the call is out').toBe(o.busy);
  },
  rules: {
    form: [
      submit({ username: 'deniz01', password: 'secret1' }, 'valid'),
      submit({ username: 'de', password: 'secret1' }, 'with a short username'),
      submit({ username: 'deniz01', password: '1234' }, 'with a short password'),
    ],
    sending: [
      {
        act: answer('login', loggedIn),
        then: 'signed in',
        check: (after, before) => {
          expect(after.up).toEqual([{ type: 'session.login', authData: loggedIn.authData }, { type: 'dialog.closeAll' }]);
          expect(after.toasts).toEqual([...before.toasts, { kind: 'success', message: 'Hoş geldiniz' }]);
        },
      },
      {
        act: answer('login', excludedIn),
        then: 'told why',
        check: (after, before) => {
          // Signed in all the same (to withdraw), but no welcome: the login dialog gives way to the reason.
          expect(after.up).toEqual([{ type: 'session.login', authData: excludedIn.authData }, { type: 'dialog.open', name: 'excluded', props: exclusion }]);
          expect(after.toasts).toEqual(before.toasts);
        },
      },
      {
        act: fail('login', new Error('Kullanıcı adı veya şifre hatalı.')),
        then: 'form',
        check: (after, before) => {
          expect(after.toasts).toEqual([...before.toasts, { kind: 'error', message: 'Kullanıcı adı veya şifre hatalı.' }]);
          expect(after.up).toEqual([]);
        },
      },
    ],
    'signed in': [],
    'told why': [],
  },
};

describe('login paths', () => {
  const paths = getSimplePaths(withParentSink(loginMachine), { events });

  it('submit from every editing state, but never an invalid form', () => {
    const editing = paths.filter((p) => p.state.value === 'editing');
    expect(editing.length).toBeGreaterThan(1);
    for (const path of editing) {
      const invalid = { type: 'login.submit' as const, values: { username: 'deniz01', password: '1234' } };
      const valid = { type: 'login.submit' as const, values: { username: 'deniz01', password: 'secret1' } };
      expect(getNextSnapshot(withParentSink(loginMachine), path.state, invalid).value).toBe('editing');
      expect(getNextSnapshot(withParentSink(loginMachine), path.state, valid).value).toBe('submitting');
    }
  });

  it('every path agrees with the user-level model; every situation is reached and every required act works there', async () => {
    await checkFlow({ machine: loginMachine }, paths, loginSpec);
  });
});

describe('login paths on the rendered app', () => {
  const paths = getSimplePaths(withParentSink(loginMachine), { events });
  const wait = { timeout: 3000 };

  it.each(paths.map((path) => [describePath(path), path] as const))('%s', async (_, path) => {
    let server: { resolve: (answer: LoginAnswer) => void; reject: (error: Error) => void } | null = null;
    renderApp({ path: '/promotions', login: () => new Promise((resolve, reject) => (server = { resolve, reject })) });
    fireEvent.click(within(screen.getByRole('banner')).getByRole('button', { name: 'Giriş Yap' }));
    const dialog = await screen.findByRole('dialog', { name: 'Giriş Yap' }, wait);
    const form = within(dialog);
    await form.findByLabelText('Kullanıcı Adı', {}, wait);
    for (const step of path.steps.slice(1)) {
      const event = step.event as { type: string; values?: { username: string; password: string }; output?: LoginAnswer; error?: Error };
      if (event.values) {
        fireEvent.change(form.getByLabelText('Kullanıcı Adı'), { target: { value: event.values.username } });
        fireEvent.change(form.getByLabelText('Şifre'), { target: { value: event.values.password } });
        fireEvent.click(form.getByRole('button', { name: /Giriş Yap|Giriş yapılıyor/ }));
      }
      if (event.type === 'xstate.done.actor.login') await act(async () => server!.resolve(event.output!));
      if (event.type === 'xstate.error.actor.login') await act(async () => server!.reject(event.error!));
      await settle();

      if (step.state.value === 'submitting') {
        expect(form.getByRole('button', { name: 'Giriş yapılıyor...' }).hasAttribute('disabled')).toBe(true);
      } else if (step.state.value === 'editing') {
        expect(form.getByRole('button', { name: 'Giriş Yap' }).hasAttribute('disabled')).toBe(false);
      } else if (event.output?.authData.exclusion) {
        const notice = await screen.findByRole('dialog', { name: 'Hesabınız oyuna kapalı' }, wait);
        expect((await within(notice).findByRole('alert', {}, wait)).textContent).toMatch(/^27 May 2027 \d\d:30 tarihine kadar kendinizi dışladınız/);
        expect(within(notice).getByRole('link', { name: 'Para Çek' })).toBeTruthy();
        expect(within(screen.getByRole('banner')).getByText('deniz01')).toBeTruthy();
      } else {
        expect(await screen.findByText('Hoş geldiniz', {}, wait)).toBeTruthy();
        expect(screen.queryByRole('dialog')).toBeNull();
        expect(within(screen.getByRole('banner')).getByText('deniz01')).toBeTruthy();
      }
      if (event.type === 'xstate.error.actor.login') {
        expect(await screen.findByText('Kullanıcı adı veya şifre hatalı.', {}, wait)).toBeTruthy();
        expect(screen.getByRole('dialog', { name: 'Giriş Yap' })).toBeTruthy();
      }
    }
  });
});
