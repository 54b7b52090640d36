// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { getShortestPaths } from 'xstate/graph';
import type { StoredUser } from '../machines/phone-code';
import { accountPageStep, phoneVerificationMachine } from '../machines/phone-verification.machine';
import { providedPhoneVerificationMachine } from '../src/features/auth/phone-flows';
import { renderIdentity, typeMasked, wait } from '../tests/components/identity-harness';
import { authData } from '../tests/unit/machines/shell-harness';
import { deferredActor, describePath, ownEvents, replayPath, withParentSink } from './shell-replay';

const users: StoredUser[] = [
  { phone: '905551112233', smsVerified: false },
  { phone: '905551112233', smsVerified: true },
];
const events = ownEvents({
  'phone.phoneChanged': [{ type: 'phone.phoneChanged', phone: '905320001122' } as never, { type: 'phone.phoneChanged', phone: '9053' } as never],
  'phone.codeChanged': [{ type: 'phone.codeChanged', code: '123456' } as never, { type: 'phone.codeChanged', code: '12' } as never],
  'xstate.done.actor.loadUser': users.map((output) => ({ type: 'xstate.done.actor.loadUser', output }) as never),
  'xstate.done.actor.sendCode': [{ type: 'xstate.done.actor.sendCode', output: { message: 'Kod gönderildi.' } } as never],
  'xstate.error.actor.sendCode': [{ type: 'xstate.error.actor.sendCode', error: new Error('Yeni kod için 42 saniye bekleyin.') } as never],
  'xstate.done.actor.verifyCode': [{ type: 'xstate.done.actor.verifyCode', output: { message: 'Doğrulandı.' } } as never],
  'xstate.error.actor.verifyCode': [{ type: 'xstate.error.actor.verifyCode', error: new Error('Kod hatalı.') } as never],
});
type Snapshot = { value: unknown; context: { phone: string; code: string; seconds: number } };
/** The countdown's 60 values count as three: full, running, and run out. */
const bucket = (seconds: number) => (seconds === 60 ? 60 : seconds > 0 ? 'n' : 0);
const serializeState = (s: Snapshot) => JSON.stringify([s.value, s.context.phone, s.context.code.length === 6, bucket(s.context.seconds)]);
/** Paths meet in bucketed states, so the seconds left are compared by bucket. */
const project = (context: Snapshot['context']) => ({ ...context, seconds: bucket(context.seconds) });
const logic = withParentSink(phoneVerificationMachine);
const paths = getShortestPaths(logic, { events, serializeState: serializeState as never });

afterEach(() => {
  vi.useRealTimers();
});

describe('phone verification paths', () => {
  it('reach the four pages, the resend link only after the countdown, verified only through an accepted code', () => {
    const pages = new Set(paths.map((p) => accountPageStep(p.state)));
    expect(pages).toEqual(new Set([0, 1, 2, 3]));
    expect(paths.some((p) => p.state.matches({ verificationCode: { resend: 'ready' } }))).toBe(true);
    for (const path of paths) {
      const first = path.steps[1]?.event as { output?: StoredUser } | undefined;
      const reachedVerified = path.steps.some((s) => accountPageStep(s.state) === 1);
      const accepted = path.steps.some((s) => (s.event.type as string) === 'xstate.done.actor.verifyCode');
      if (reachedVerified) expect(accepted || first?.output?.smsVerified === true).toBe(true);
      for (const step of path.steps.filter((s) => s.state.matches({ verificationCode: { resend: 'ready' } }))) {
        expect(step.state.context.seconds).toBe(60);
      }
    }
  });

  it.each(paths.map((path) => [describePath(path), path] as const))('%s', async (_, path) => {
    const verified: string[] = [];
    await replayPath(phoneVerificationMachine, path, {
      provide: (pending) =>
        phoneVerificationMachine.provide({
          actors: { loadUser: deferredActor(pending), sendCode: deferredActor(pending), verifyCode: deferredActor(pending) },
          actions: { notifyVerified: (_, { phone }) => verified.push(phone) },
        }),
      project,
    });
    const accepted = path.steps.some((s) => (s.event.type as string) === 'xstate.done.actor.verifyCode');
    expect(verified).toEqual(accepted ? [path.state.context.phone] : []);
  });
});

describe('phone verification paths on the rendered dialog', () => {
  // One path (the shortest) to each state and each way in: what the page shows does not depend on the phone typed.
  const seen = new Set<string>();
  const onScreen = paths
    .filter((p) => (p.steps[1]?.event.type as string | undefined) === 'xstate.done.actor.loadUser')
    .filter((p) => {
      const key = JSON.stringify([p.state.value, p.steps.at(-1)!.event.type]);
      return !seen.has(key) && Boolean(seen.add(key));
    });
  const texts = ['Telefon numaranız henüz doğrulanmadı. Numaranıza bir SMS kodu gönderelim.', 'Telefon numaranız doğrulandı.', 'Yeni telefon numaranızı girin; doğrulama kodunu bu numaraya göndereceğiz.'];

  it.each(onScreen.map((path) => [describePath(path), path] as const))('%s', async (_, path) => {
    const user = (path.steps[1]!.event as unknown as { output: StoredUser }).output;
    const pending = new Map<string, { resolve: (v: unknown) => void; reject: (e: unknown) => void }>();
    const flow = providedPhoneVerificationMachine.provide({ actors: { sendCode: deferredActor(pending), verifyCode: deferredActor(pending) } });
    const { actor } = renderIdentity({}, { path: '/dashboard/account', authData: authData(user), flows: { phoneVerification: flow } });
    fireEvent.click(await screen.findByRole('button', { name: user.smsVerified ? 'Numarayı Güncelle' : 'Telefonu Doğrula' }, wait));
    const dialog = within(await screen.findByRole('dialog', { name: 'Telefon Doğrulama' }, wait));
    await dialog.findByLabelText('Telefon', {}, wait);
    vi.useFakeTimers();
    const flush = (ms = 0) => act(() => vi.advanceTimersByTimeAsync(ms));
    for (const step of path.steps.slice(2)) {
      const event = step.event as { type: string; phone?: string; code?: string; output?: unknown; error?: unknown };
      if (event.type === 'phone.phoneChanged') typeMasked(dialog.getByLabelText('Telefon'), event.phone!);
      else if (event.type === 'phone.codeChanged') typeMasked(dialog.getByLabelText('SMS Kodu'), event.code!);
      else if (event.type === 'phone.sendCode') fireEvent.click(dialog.getByRole('button', { name: 'Kod Gönder' }));
      else if (event.type === 'phone.verify') fireEvent.click(dialog.getByRole('button', { name: 'Doğrula' }));
      else if (event.type === 'phone.resend') fireEvent.click(dialog.getByRole('button', { name: 'Yeniden göndermek için tıklayın' }));
      else if (event.type === 'phone.updateNumber') fireEvent.click(dialog.getByRole('button', { name: 'Numarayı Güncelle' }));
      else if (event.type.startsWith('xstate.done.actor.')) await act(async () => pending.get(event.type.slice(18))!.resolve(event.output));
      else if (event.type.startsWith('xstate.error.actor.')) await act(async () => pending.get(event.type.slice(19))!.reject(event.error));
      else if (event.type.startsWith('xstate.after.resendWindow')) await flush(60_000);
      else if (event.type.startsWith('xstate.after.countdownTick')) await flush(1000);
      await flush();
      const live = actor.system.get('dialogs')!.getSnapshot().context.flow!.getSnapshot();
      expect(accountPageStep(live), describePath(path)).toBe(accountPageStep(step.state));
      const page = accountPageStep(step.state);
      if (page === 3) {
        expect(dialog.getByLabelText('SMS Kodu')).toBeTruthy();
        const ready = step.state.matches({ verificationCode: { resend: 'ready' } });
        expect(dialog.queryByRole('button', { name: 'Yeniden göndermek için tıklayın' }) !== null).toBe(ready || step.state.matches({ verificationCode: { resend: 'resending' } }));
        if (!ready && step.state.matches({ verificationCode: { resend: 'countingDown' } })) {
          expect(dialog.getByText(`${live.context.seconds} saniye sonra yeniden kod isteyebilirsiniz`)).toBeTruthy();
        }
      } else {
        expect(dialog.getByText(texts[page]!)).toBeTruthy();
        expect((dialog.getByLabelText('Telefon') as HTMLInputElement).disabled).toBe(page !== 2);
      }
      const verifiedNow = user.smsVerified || path.steps.slice(0, path.steps.indexOf(step) + 1).some((s) => (s.event.type as string) === 'xstate.done.actor.verifyCode');
      expect(dialog.getByText(verifiedNow ? 'Doğrulandı' : 'Doğrulanmadı')).toBeTruthy();
    }
  });
});
