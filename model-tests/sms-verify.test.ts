// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { getShortestPaths, getSimplePaths } from 'xstate/graph';
import { smsVerifyMachine } from '../machines/sms-verify.machine';
import { providedSmsVerifyMachine } from '../src/features/auth/phone-flows';
import { renderIdentity, typeMasked, wait } from '../tests/components/identity-harness';
import { settle } from '../tests/components/render-app';
import { authData } from '../tests/unit/machines/shell-harness';
import { deferredActor, describePath, ownEvents, replayPath, withParentSink } from './shell-replay';

const stored = { phone: '905551112233', smsVerified: false };
const events = ownEvents({
  'sms.phoneChanged': [{ type: 'sms.phoneChanged', phone: '905320001122' } as never, { type: 'sms.phoneChanged', phone: '9053' } as never],
  'sms.codeChanged': [{ type: 'sms.codeChanged', code: '654321' } as never, { type: 'sms.codeChanged', code: '12' } as never],
  'xstate.done.actor.loadUser': [{ type: 'xstate.done.actor.loadUser', output: stored } as never],
  'xstate.done.actor.sendCode': [{ type: 'xstate.done.actor.sendCode', output: { message: 'Kod gönderildi.' } } as never],
  'xstate.error.actor.sendCode': [{ type: 'xstate.error.actor.sendCode', error: new Error('Yeni kod için 42 saniye bekleyin.') } as never],
  'xstate.done.actor.verifyCode': [{ type: 'xstate.done.actor.verifyCode', output: { message: 'Doğrulandı.' } } as never],
  'xstate.error.actor.verifyCode': [{ type: 'xstate.error.actor.verifyCode', error: new Error('Kod hatalı.') } as never],
});
const logic = withParentSink(smsVerifyMachine);
/** States differ by page, by whether the code is complete and by the phone typed. */
const serializeState = (s: { value: unknown; context: { code: string; phone: string } }) =>
  JSON.stringify([s.value, s.context.code.length === 6, s.context.phone]);
const page = (value: unknown) => (typeof value === 'string' ? value : Object.keys(value as object)[0]);
const fakes = (pending: Parameters<typeof deferredActor>[0], log: { toasts: string[]; verified: string[] }) =>
  smsVerifyMachine.provide({
    actors: { loadUser: deferredActor(pending), sendCode: deferredActor(pending), verifyCode: deferredActor(pending) },
    actions: { toast: (_, { kind }) => log.toasts.push(kind), notifyVerified: (_, { phone }) => log.verified.push(phone) },
  });

describe('SMS verification paths', () => {
  const paths = getSimplePaths(logic, { events, serializeState });

  it('a wrong code always clears the field; only an accepted code celebrates', () => {
    expect(paths.length).toBeGreaterThan(5);
    for (const path of paths) {
      for (const step of path.steps) {
        if ((step.event.type as string) === 'xstate.error.actor.verifyCode') expect(step.state.context.code).toBe('');
        if (page(step.state.value) === 'celebrating') expect(path.steps.some((s) => (s.event.type as string) === 'xstate.done.actor.verifyCode')).toBe(true);
      }
    }
  });

  it.each(paths.map((path) => [describePath(path), path] as const))('%s', async (_, path) => {
    const log = { toasts: [] as string[], verified: [] as string[] };
    const { sentUp } = await replayPath(smsVerifyMachine, path, { provide: (pending) => fakes(pending, log) });
    const celebrated = path.steps.some((s) => (s.event.type as string) === 'xstate.done.actor.verifyCode');
    expect(log.verified).toEqual(celebrated ? [path.state.context.phone] : []);
    expect(sentUp.some((e) => e.type === 'dialog.close')).toBe(page(path.state.value) === 'closed');
  });
});

describe('SMS verification paths on the rendered dialog', () => {
  // The dialog reads the stored user from the session, which cannot fail.
  const paths = getShortestPaths(logic, { events, serializeState }).filter((p) => !p.steps.some((s) => (s.event.type as string) === 'xstate.error.actor.loadUser'));

  it.each(paths.map((path) => [describePath(path), path] as const))('%s', async (_, path) => {
    const pending = new Map<string, { resolve: (v: unknown) => void; reject: (e: unknown) => void }>();
    const flow = providedSmsVerifyMachine.provide({ actors: { sendCode: deferredActor(pending), verifyCode: deferredActor(pending) } });
    const { actor } = renderIdentity({}, { path: '/dashboard', authData: authData(stored), flows: { smsVerify: flow } });
    fireEvent.click(await screen.findByRole('button', { name: 'Telefonu Doğrula' }, wait));
    const dialog = within(await screen.findByRole('dialog', { name: 'SMS Doğrulama' }, wait));
    for (const step of path.steps.slice(1)) {
      const event = step.event as { type: string; phone?: string; code?: string; output?: unknown; error?: unknown };
      const settleActor = (id: string, ok: boolean) => act(async () => (ok ? pending.get(id)!.resolve(event.output) : pending.get(id)!.reject(event.error)));
      if (event.type === 'xstate.done.actor.loadUser') await dialog.findByLabelText('Telefon', {}, wait);
      else if (event.type === 'sms.phoneChanged') typeMasked(dialog.getByLabelText('Telefon'), event.phone!);
      else if (event.type === 'sms.codeChanged') typeMasked(dialog.getByLabelText('SMS Kodu'), event.code!);
      else if (event.type === 'sms.sendCode') fireEvent.click(dialog.getByRole('button', { name: 'Kod Gönder' }));
      else if (event.type === 'sms.validate') fireEvent.click(dialog.getByRole('button', { name: 'Doğrula' }));
      else if (event.type === 'sms.changePhone') fireEvent.click(dialog.getByRole('button', { name: 'Telefon Numarasını Değiştir' }));
      else if (event.type === 'sms.close') fireEvent.click(dialog.getAllByRole('button', { name: 'Kapat' }).find((b) => b.textContent === 'Kapat')!);
      else if (event.type.startsWith('xstate.done.actor.')) await settleActor(event.type.slice(18), true);
      else await settleActor(event.type.slice(19), false);
      await settle();
      const current = page(step.state.value);
      expect(page(actor.system.get('dialogs')!.getSnapshot().context.flow?.getSnapshot().value ?? 'closed'), describePath(path)).toBe(current);
      if (current === 'enterPhone') expect((dialog.getByLabelText('Telefon') as HTMLInputElement).value.replace(/\D/g, '')).toBe(step.state.context.phone);
      if (current === 'enterCode') expect((dialog.getByLabelText('SMS Kodu') as HTMLInputElement).value.replace(/\D/g, '')).toBe(step.state.context.code);
      if (current === 'celebrating') expect(dialog.getByText('Tebrikler!')).toBeTruthy();
      if (current === 'closed') expect(screen.queryByRole('dialog')).toBeNull();
    }
  });
});
