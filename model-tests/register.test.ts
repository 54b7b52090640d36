// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { registerMachine } from '../machines/register.machine';
import { settle } from '../tests/components/render-app';
import { openSignUp } from '../tests/components/signup-harness';
import { coveringPaths, invalidFast, refusal, registerPaths, typesOf, type ModelPath } from './register-model';
import { describePath } from './shell-replay';
import { answer, checkFlow, effectsOf, fail, inFlight, send, wait, type FlowSpec, type Live, type Rule } from './spec-model';
import { countries, fastValues, fullValues, registered } from '../tests/unit/machines/register-harness';
import { clickRegister, fill, startDriver, type Panel } from './signup-driver';

const paths = registerPaths();

/** What the player sees (the Register button waiting, the toasts), the calls out, and what went up to the shell. */
const observe = (live: Live) => {
  const out = (src: string) => inFlight(live, src).map((r) => r.input);
  return {
    registerWaits: live.actor.getSnapshot().matches('preparing') as boolean,
    attributionOut: out('readAttribution').length,
    formCalls: live.requests.filter((r) => r.src === 'loadForm').map((r) => r.input),
    formOut: out('loadForm').length,
    bodies: live.requests.filter((r) => r.src === 'register').map((r) => r.input as Record<string, unknown>),
    sending: out('register').length,
    phoneStep: live.requests.filter((r) => r.src === 'welcome').map((r) => r.input),
    phoneStepOut: out('welcome').length,
    toasts: effectsOf(live, 'toast').map((e) => e.params as { kind: string; message: string }),
    up: live.sentUp.filter((e) => !e.type.startsWith('xstate.')),
  };
};
type Observed = ReturnType<typeof observe>;
const situation = (o: Observed) => {
  if (o.up.some((e) => e.type === 'dialog.close')) return 'closed';
  if (o.phoneStepOut) return 'phone step';
  if (o.sending) return 'sending';
  if (!o.registerWaits) return 'form';
  return o.attributionOut ? 'reading attribution' : o.formOut ? 'loading countries' : 'revealing countries';
};
const submit = (kind: 'full' | 'fast', values: Record<string, unknown>, label: string, valid: boolean): Rule<Observed> => ({
  act: send({ type: 'register.submit', kind, values, trialBonusAmount: 50 }, `submit ${kind} ${label}`),
  then: valid ? 'sending' : 'form',
  check: (after, before) => {
    expect(after.bodies).toHaveLength(before.bodies.length + (valid ? 1 : 0));
    if (valid) {
      expect(after.bodies.at(-1)).toMatchObject({ username: 'deniz01', phone: values.phone });
      if (kind === 'fast') expect(after.bodies.at(-1)).toMatchObject({ isFast: true });
    }
  },
});

/** product §2 Register dialog / Sign-up screen, §3, §4 Registration, §8, §9 (country list 300 ms after load). */
const registerSpec: FlowSpec<Observed> = {
  observe,
  situation,
  invariant: (o) => expect(o.up.filter((e) => e.type === 'session.login').length).toBeLessThanOrEqual(1),
  rules: {
    'reading attribution': [
      {
        act: answer('readAttribution', { stored: { refId: '42' }, cookies: {}, query: {} }),
        then: 'loading countries',
        check: (after) => expect(after.formCalls).toEqual([{ refId: '42' }]),
      },
      { act: fail('readAttribution'), then: 'loading countries', check: (after) => expect(after.formCalls).toEqual([{ refId: null }]) },
    ],
    'loading countries': [
      { act: answer('loadForm', countries), then: 'revealing countries' },
      {
        act: fail('loadForm', new Error('Sunucuya ulaşılamadı.')),
        then: 'form',
        check: (after) => expect(after.toasts.at(-1)).toEqual({ kind: 'error', message: 'Sunucuya ulaşılamadı.' }),
      },
    ],
    'revealing countries': [
      { act: wait(299), then: 'revealing countries' },
      { act: wait(300), then: 'form' },
    ],
    form: [
      submit('full', fullValues, 'valid', true),
      submit('fast', { ...fastValues, trialBonus: false }, 'valid', true),
      submit('fast', invalidFast, 'with a short phone', false),
    ],
    sending: [
      {
        act: answer('register', registered),
        then: 'phone step',
        check: (after, before) => {
          expect(after.up).toEqual([{ type: 'session.login', authData: registered.authData }]);
          expect(after.toasts).toEqual([...before.toasts, { kind: 'success', message: 'Kaydınız tamamlandı.' }]);
          // The phone step gets the phone, and the trial bonus only when it was chosen.
          const body = after.bodies.at(-1)!;
          expect(after.phoneStep).toEqual([{ phone: body.phone, trialBonusAmount: body.trialBonus === true ? 50 : 0 }]);
        },
      },
      {
        act: fail('register', refusal),
        then: 'form',
        check: (after, before) => {
          expect(after.toasts).toEqual([...before.toasts, { kind: 'error', message: refusal.message }]);
          expect(after.up).toEqual(before.up);
        },
      },
    ],
    'phone step': [
      { act: answer('welcome'), then: 'closed', check: (after) => expect(after.up.at(-1)).toEqual({ type: 'dialog.close' }) },
      { act: fail('welcome'), then: 'closed', check: (after) => expect(after.up.at(-1)).toEqual({ type: 'dialog.close' }) },
    ],
    closed: [],
  },
};

describe('register paths', () => {
  it('reach the form, a refusal, the phone step / celebration and the closed dialog', () => {
    const ends = new Set(paths.map((p) => JSON.stringify(p.state.value)));
    for (const state of ['"form"', '"submitting"', '"welcome"', '"closed"', '{"preparing":"revealingCountries"}']) expect(ends).toContain(state);
  });

  it('every path agrees with the user-level model; every situation is reached and every required act works there', async () => {
    await checkFlow({ machine: registerMachine }, paths, registerSpec);
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
