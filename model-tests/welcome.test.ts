// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { phoneStep, welcomeMachine } from '../machines/welcome.machine';
import { settle } from '../tests/components/render-app';
import { openSignUp, typeMasked } from '../tests/components/signup-harness';
import { fastValues, registered } from '../tests/unit/machines/register-harness';
import { coveringPaths, typesOf, welcomeInput, welcomePaths, type ModelPath } from './register-model';
import { deferredActor, describePath, replayPath } from './shell-replay';
import { clickRegister, fill, startDriver } from './signup-driver';

const cases = [50, 0].flatMap((amount) => welcomePaths(amount).map((path) => [`bonus ${amount}: ${describePath(path)}`, amount, path] as const));
const count = (path: ModelPath, type: string) => typesOf(path).filter((t) => t === type).length;

describe('phone step and celebration paths', () => {
  it('cover both phone steps, change, skip, the claim and both celebrations', () => {
    const ends = new Set(cases.map(([, amount, p]) => `${amount}:${JSON.stringify(p.state.value)}`));
    for (const end of ['50:"enterPhone"', '50:"enterCode"', '50:"checkingCode"', '50:"claimed"', '50:"done"', '0:"celebrating"', '0:"done"']) expect(ends).toContain(end);
  });

  it.each(cases)('%s', async (_, amount, path) => {
    const effects = { toasts: [] as string[], confetti: 0, deposit: 0, liveChat: 0 };
    const { sentUp } = await replayPath(welcomeMachine, path, {
      input: welcomeInput(amount),
      provide: (pending) =>
        welcomeMachine.provide({
          actors: { updatePhone: deferredActor(pending), claimTrialBonus: deferredActor(pending) },
          actions: {
            toast: (_, { kind }) => effects.toasts.push(kind),
            confetti: () => (effects.confetti += 1),
            openDeposit: () => (effects.deposit += 1),
            openLiveChat: () => (effects.liveChat += 1),
          },
        }),
    });
    const errors = ['sendCode', 'checkCode', 'claim'].reduce((n, id) => n + count(path, `xstate.error.actor.${id}`), 0);
    const successes = count(path, 'xstate.done.actor.sendCode') + count(path, 'xstate.done.actor.checkCode');
    expect(effects.toasts.filter((k) => k === 'error')).toHaveLength(errors);
    expect(effects.toasts.filter((k) => k === 'success')).toHaveLength(successes);
    expect(sentUp.filter((e) => e.type === 'session.phoneVerified')).toHaveLength(count(path, 'xstate.done.actor.checkCode'));
    const celebrations = path.steps.filter((s) => s.event.type.startsWith('xstate.after.celebration')).length;
    expect(effects.confetti).toBe(celebrations + count(path, 'xstate.done.actor.claim'));
    const leaving = path.steps.filter((s) => s.event.type.startsWith('celebration.') && s.event.type !== 'celebration.claim' && s.state.matches('done'));
    expect(effects.deposit + effects.liveChat).toBe(leaving.length);
  });
});

/** What the player sees in each state of the phone step and the celebration. */
function expectView(state: ModelPath['state'], amount: number) {
  const dialog = screen.queryByRole('dialog', { name: 'Kayıt Ol' });
  if (state.matches('done')) return expect(dialog).toBeNull();
  const view = within(dialog!);
  const phone = () => view.getByRole('textbox', { name: 'Telefon' }) as HTMLInputElement;
  if (phoneStep(state) === 1) {
    expect(view.queryByLabelText('SMS Kodu')).toBeNull();
    expect(phone().readOnly).toBe(state.context.phoneLocked);
  }
  if (phoneStep(state) === 2) {
    expect(view.getByLabelText('SMS Kodu')).toBeTruthy();
    expect(phone().readOnly).toBe(true);
  }
  if (state.matches('enterPhone')) expect(view.getByRole('button', { name: 'Doğrula' })).toBeTruthy();
  if (state.matches('sendingCode') || state.matches('checkingCode')) {
    expect(view.getByRole('button', { name: 'Gönderiliyor...' }).hasAttribute('disabled')).toBe(true);
  }
  // About 100 ms pass on a real clock here: the celebration may already show; the phone step is gone.
  if (state.matches('celebrationPending')) expect(view.queryByLabelText('SMS Kodu')).toBeNull();
  if (state.matches('celebrating')) {
    expect(view.getByRole('heading', { name: 'Tebrikler!' })).toBeTruthy();
    expect(view.queryByRole('button', { name: 'Evet' }) !== null).toBe(amount > 0);
    expect(view.queryByRole('button', { name: 'Para Yatır' }) !== null).toBe(amount === 0);
  }
  if (state.matches('claiming')) expect(view.getByRole('button', { name: 'Bonus tanımlanıyor...' }).hasAttribute('disabled')).toBe(true);
  if (state.matches('claimed')) expect(view.getByText('Bonusunuz hesabınıza eklendi. İyi eğlenceler!')).toBeTruthy();
}

const links: Record<string, string> = {
  'phone.change': 'Telefon Numarasını Değiştir',
  'phone.skip': 'Doğrulamayı Atla',
  'celebration.claim': 'Evet',
  'celebration.deposit': 'Para Yatır',
  'celebration.liveChat': 'Canlı Destek',
};

const onScreen = [50, 0].flatMap((amount) =>
  coveringPaths(welcomePaths(amount)).map((path) => [`bonus ${amount}: ${describePath(path)}`, amount, path] as const),
);

describe('phone step and celebration paths on the rendered sign-up modal', () => {
  it.each(onScreen)('%s', async (_, amount, path) => {
    const driver = startDriver({ trialBonusAmount: amount, readAttribution: undefined, loadForm: undefined, register: async () => registered });
    const { dialog } = await openSignUp();
    await settle(320);
    await clickRegister(await fill('fast', { ...fastValues, trialBonus: amount > 0 }));
    const view = within(dialog);
    for (const step of path.steps) {
      const event = step.event as { type: string; phone?: string; code?: string; output?: unknown; error?: unknown };
      const [, outcome, , id] = event.type.split('.');
      if (event.type === 'xstate.init') {
        // The registration above started the flow.
      } else if (event.type.startsWith('xstate.done.actor.') || event.type.startsWith('xstate.error.actor.')) {
        await driver.answer(id === 'claim' ? 'claim' : 'updatePhone', outcome as 'done' | 'error', outcome === 'done' ? event.output : event.error);
      } else if (event.type.startsWith('xstate.after.')) {
        await settle(event.type.startsWith('xstate.after.celebration') ? 150 : 1050);
      } else if (event.type === 'phone.send') {
        typeMasked(view.getByRole('textbox', { name: 'Telefon' }), event.phone!.replace(/^90/, ''));
        await settle();
        fireEvent.click(view.getByRole('button', { name: 'Doğrula' }));
      } else if (event.type === 'phone.verify') {
        typeMasked(view.getByLabelText('SMS Kodu'), event.code!);
        await settle();
        fireEvent.click(view.getByRole('button', { name: 'Onayla' }));
      } else {
        // Yes without a trial bonus, Deposit and Live Chat with one: the view does not offer them.
        const button = view.queryByRole('button', { name: links[event.type] });
        if (button) fireEvent.click(button);
        else expect(event.type.startsWith('celebration.') && step.state.matches('celebrating')).toBe(true);
      }
      await settle();
      await waitFor(() => expectView(step.state, amount));
    }
    expect(driver.calls.phone.map((c) => c.step)).toEqual(
      path.steps.filter((s) => s.state.matches('sendingCode') || s.state.matches('checkingCode')).map((s) => (s.state.matches('sendingCode') ? 1 : 2)),
    );
    expect(driver.calls.claims).toBe(path.steps.filter((s) => s.state.matches('claiming')).length);
  });
});
