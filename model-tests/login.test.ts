// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { getNextSnapshot } from 'xstate';
import { getSimplePaths } from 'xstate/graph';
import { loginMachine, type LoginAnswer } from '../machines/login.machine';
import { renderApp, settle } from '../tests/components/render-app';
import { authData } from '../tests/unit/machines/shell-harness';
import { deferredActor, describePath, ownEvents, replayPath, withParentSink } from './shell-replay';

const loggedIn: LoginAnswer = { authData: authData({ token: 't', balance: 0, usercode: '1', phone: null }), message: 'Hoş geldiniz' };

const events = ownEvents({
  'login.submit': [
    { type: 'login.submit', values: { username: 'deniz01', password: 'secret1' } } as never,
    { type: 'login.submit', values: { username: 'de', password: 'secret1' } } as never,
  ],
  'xstate.done.actor.login': [{ type: 'xstate.done.actor.login', output: loggedIn } as never],
  'xstate.error.actor.login': [{ type: 'xstate.error.actor.login', error: new Error('Kullanıcı adı veya şifre hatalı.') } as never],
});

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

  it.each(paths.map((path) => [describePath(path), path] as const))('%s', async (_, path) => {
    const toasts: string[] = [];
    const { sentUp } = await replayPath(loginMachine, path, {
      provide: (pending) =>
        loginMachine.provide({ actors: { login: deferredActor(pending) }, actions: { toast: (_, { kind }) => toasts.push(kind) } }),
    });
    const signedIn = path.state.value === 'signedIn';
    expect(sentUp.filter((e) => e.type !== 'xstate.done.actor.subject').map((e) => e.type)).toEqual(
      signedIn ? ['session.login', 'dialog.closeAll'] : [],
    );
    const failures = path.steps.filter((s) => (s.event.type as string) === 'xstate.error.actor.login').length;
    expect(toasts).toEqual([...Array(failures).fill('error'), ...(signedIn ? ['success'] : [])]);
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
