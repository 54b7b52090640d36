// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { registerMachine } from '../machines/register.machine';
import { settle } from '../tests/components/render-app';
import { openSignUp } from '../tests/components/signup-harness';
import { coveringPaths, registerPaths, typesOf, type ModelPath } from './register-model';
import { deferredActor, describePath, replayPath } from './shell-replay';
import { clickRegister, fill, startDriver, type Panel } from './signup-driver';

const paths = registerPaths();
const count = (path: ModelPath, type: string) => typesOf(path).filter((t) => t === type).length;

describe('register paths', () => {
  it('reach the form, a refusal, the phone step / celebration and the closed dialog', () => {
    const ends = new Set(paths.map((p) => JSON.stringify(p.state.value)));
    for (const state of ['"form"', '"submitting"', '"welcome"', '"closed"', '{"preparing":"revealingCountries"}']) expect(ends).toContain(state);
  });

  it.each(paths.map((path) => [describePath(path), path] as const))('%s', async (_, path) => {
    const toasts: string[] = [];
    const { sentUp } = await replayPath(registerMachine, path, {
      provide: (pending) =>
        registerMachine.provide({
          actors: {
            readAttribution: deferredActor(pending),
            loadForm: deferredActor(pending),
            register: deferredActor(pending),
            welcome: deferredActor(pending) as never,
          },
          actions: { toast: (_, { kind }) => toasts.push(kind) },
        }),
    });
    const up = sentUp.map((e) => e.type).filter((t) => t !== 'xstate.done.actor.subject');
    const signedIn = count(path, 'xstate.done.actor.register');
    expect(up).toEqual([...Array(signedIn).fill('session.login'), ...(path.state.value === 'closed' ? ['dialog.close'] : [])]);
    const failures = count(path, 'xstate.error.actor.register') + count(path, 'xstate.error.actor.loadForm');
    expect(toasts.filter((k) => k === 'error')).toHaveLength(failures);
    expect(toasts.filter((k) => k === 'success')).toHaveLength(signedIn);
  });
});

/** What the player sees in each state of the register flow. */
function expectView(state: ModelPath['state'], panel: () => Panel) {
  const dialog = screen.queryByRole('dialog', { name: 'Kayıt Ol' });
  if (state.matches('closed')) {
    expect(dialog).toBeNull();
    return;
  }
  expect(dialog).not.toBeNull();
  if (state.matches('preparing')) expect(panel().getByRole('button', { name: 'Kayıt Ol' }).hasAttribute('disabled')).toBe(true);
  if (state.matches('submitting')) expect(panel().getByRole('button', { name: 'Kaydediliyor...' }).hasAttribute('disabled')).toBe(true);
  if (state.matches('form')) expect(panel().queryByRole('button', { name: 'Kaydediliyor...' })).toBeNull();
  if (state.matches('welcome')) {
    expect(within(dialog!).queryByRole('tablist')).toBeNull();
    expect(within(screen.getByRole('banner')).getByText('deniz01')).toBeTruthy();
  }
}

// A player cannot see where attribution came from, nor submit a country when the list failed to load.
const playable = coveringPaths(
  paths.filter((p) => !typesOf(p).some((t) => t === 'xstate.error.actor.readAttribution' || t === 'xstate.error.actor.loadForm')),
);

describe('register paths on the rendered sign-up modal', () => {
  it.each(playable.map((path) => [describePath(path), path] as const))('%s', async (_, path) => {
    const driver = startDriver();
    const { dialog } = await openSignUp();
    let panel = within(within(dialog).getByRole('tabpanel'));
    for (const step of path.steps.slice(1)) {
      const event = step.event as { type: string; kind?: 'full' | 'fast'; values?: Record<string, unknown>; output?: unknown; error?: unknown };
      const [, outcome, , name] = event.type.split('.');
      if (event.type.startsWith('xstate.done.actor.') || event.type.startsWith('xstate.error.actor.')) {
        if (name === 'welcome') {
          // The real phone-step child: no trial bonus, so the celebration shows; Deposit ends it.
          fireEvent.click(await within(dialog).findByRole('button', { name: 'Para Yatır' }, { timeout: 3000 }));
          await settle();
        } else {
          await driver.answer(name, outcome as 'done' | 'error', outcome === 'done' ? event.output : event.error);
        }
      } else if (event.type.startsWith('xstate.after.countriesReveal')) {
        await settle(320);
      } else if (event.type === 'register.submit') {
        panel = await fill(event.kind!, event.values!);
        await clickRegister(panel);
      }
      expectView(step.state, () => panel);
      if (event.type === 'xstate.error.actor.register') {
        // On its field, and as a toast.
        await waitFor(() => expect(panel.getByLabelText('Kullanıcı Adı').getAttribute('aria-invalid')).toBe('true'));
        expect(panel.getAllByText('Bu kullanıcı adı zaten kullanılıyor.')).toHaveLength(1);
        await waitFor(() => expect(screen.getAllByText('Bu kullanıcı adı zaten kullanılıyor.').length).toBeGreaterThan(1));
      }
    }
    expect(driver.calls.register).toHaveLength(path.steps.filter((s) => s.state.matches('submitting') && s.event.type === 'register.submit').length);
    if (path.state.matches('closed')) expect(driver.effects.deposit).toBe(1);
  });
});
