import { describe, expect, it } from 'vitest';
import type { AnyStateMachine, EventObject } from 'xstate';
import type { StoredUser } from '../machines/phone-code.machine';
import { phoneVerificationMachine } from '../machines/phone-verification.machine';
import { smsVerifyMachine } from '../machines/sms-verify.machine';
import { welcomeMachine } from '../machines/welcome.machine';
import { answeredLater, edgePaths, startLive } from './edge-paths';
import type { Deferred } from './replay-steps';
import { describePath } from './shell-replay';

/*
 * The flows around the phone-code exchange (its own model is in phone-code.test.ts), each against a small
 * hand-written model of product §2 and §4: which exchange starts with which phone, what follows an accepted code,
 * what the player sees and what reaches the dialog manager. The exchange is stood in for by a call the path answers.
 */

const stored = '905551112233';
const verifiedPhone = '905320001122';
const unverifiedUser: StoredUser = { phone: stored, smsVerified: false };
const verifiedUser: StoredUser = { phone: stored, smsVerified: true };
const accepted = { type: 'xstate.done.actor.phoneCode', output: { phone: verifiedPhone, message: 'Telefonunuz doğrulandı.' } };

/** What a model and the live run are compared on. */
interface Seen {
  page: string;
  /** The inputs the phone-code exchange was started with, in order. */
  exchanges: unknown[];
  toasts: string[];
  effects: string[];
  sentUp: string[];
}

interface FlowModel<M> {
  start: () => M;
  next: (m: M, event: EventObject & Record<string, any>) => M;
  seen: (m: M) => Seen;
  /** The live page, from the flow's snapshot. */
  page: (value: unknown) => string;
  rules: readonly string[];
}

/* eslint-disable @typescript-eslint/no-explicit-any -- generated events */
async function agree<M>(name: string, machine: AnyStateMachine, input: unknown, events: EventObject[], model: FlowModel<M> & { applied: Set<string> }) {
  const serialize = (s: any) => JSON.stringify([s.status, s.value, s.context]);
  const paths = edgePaths(machine, events, input, serialize);
  expect(paths.length, name).toBeGreaterThan(3);
  for (const path of paths) {
    const pending = new Map<string, Deferred>();
    const record = { exchanges: [] as Array<{ id: string; input: unknown }>, toasts: [] as string[], effects: [] as string[] };
    const stub = answeredLater(pending, record.exchanges);
    const provided = machine.provide({
      actors: { loadUser: stub, phoneCode: stub, claimTrialBonus: stub },
      actions: {
        toast: (_: unknown, { kind, message }: { kind: string; message: string }) => record.toasts.push(`${kind}: ${message}`),
        confetti: () => record.effects.push('confetti'),
        openDeposit: () => record.effects.push('deposit'),
        openLiveChat: () => record.effects.push('liveChat'),
      },
    } as any);
    const live = startLive(provided as AnyStateMachine, input, pending);
    let m = model.start();
    const liveSeen = (): Seen => ({
      page: live.child.getSnapshot().status === 'done' ? 'closed' : model.page(live.child.getSnapshot().value),
      exchanges: record.exchanges.filter((e) => e.id !== 'loadUser').map((e) => (e.id === 'claim' ? 'claim' : e.input)),
      toasts: record.toasts,
      effects: record.effects,
      sentUp: live.sentUp.map((e) => e.type).filter((t) => !t.startsWith('xstate.')),
    });
    for (const step of path.steps.slice(1)) {
      await live.play(step.event);
      m = model.next(m, step.event as any);
      expect(liveSeen(), `${name}: ${describePath(path)}: after ${step.event.type}`).toEqual(model.seen(m));
    }
    live.stop();
  }
  expect(model.rules.filter((rule) => !model.applied.has(rule)), `${name}: rules never exercised`).toEqual([]);
}

const ruled = <M>(model: Omit<FlowModel<M>, 'next'> & { next: (m: M, e: any, rule: (name: string) => void) => M }) => {
  const applied = new Set<string>();
  return { ...model, applied, next: (m: M, e: any) => model.next(m, e, (name) => applied.add(name)) };
};

describe('Phone Verification dialog against its model', () => {
  type M = { page: 'loading' | 'exchange' | 'verified'; phone: string; exchanges: unknown[]; toasts: string[] };
  const model = ruled<M>({
    start: () => ({ page: 'loading', phone: '', exchanges: [], toasts: [] }),
    rules: ['starts verified', 'starts not verified', 'no stored user', 'verified by code', 'update number'],
    next: (m, e, rule) => {
      const exchange = (phone: string, locked: boolean): M => ({ ...m, page: 'exchange', phone, exchanges: [...m.exchanges, { phone, locked }] });
      if (m.page === 'loading' && e.type === 'xstate.done.actor.loadUser') {
        // product §4: a stored user already SMS-verified starts at verified; otherwise the stored phone, locked.
        if (e.output.smsVerified) return rule('starts verified'), { ...m, page: 'verified', phone: e.output.phone };
        return rule('starts not verified'), exchange(e.output.phone, true);
      }
      if (m.page === 'loading' && e.type === 'xstate.error.actor.loadUser') return rule('no stored user'), exchange('', true);
      if (m.page === 'exchange' && e.type === 'xstate.done.actor.phoneCode') {
        rule('verified by code');
        return { ...m, page: 'verified', phone: e.output.phone, toasts: [...m.toasts, `success: ${e.output.message}`] };
      }
      // The update page enables the phone field and leads to the code page.
      if (m.page === 'verified' && e.type === 'phone.updateNumber') return rule('update number'), exchange(m.phone, false);
      return m;
    },
    seen: (m) => ({ page: m.page, exchanges: m.exchanges, toasts: m.toasts, effects: [], sentUp: [] }),
    page: (value) => ({ loading: 'loading', verifying: 'exchange', verified: 'verified' })[value as string]!,
  });
  const events = [
    { type: 'xstate.done.actor.loadUser', output: unverifiedUser },
    { type: 'xstate.done.actor.loadUser', output: verifiedUser },
    { type: 'xstate.error.actor.loadUser', error: new Error('no user') },
    accepted,
    { type: 'phone.updateNumber' },
  ];
  it('every transition agrees with the model', () => agree('phone verification', phoneVerificationMachine, undefined, events, model));
});

describe('SMS dialog against its model', () => {
  type M = { page: 'loading' | 'exchange' | 'celebrating' | 'closed'; exchanges: unknown[]; sentUp: string[] };
  const model = ruled<M>({
    start: () => ({ page: 'loading', exchanges: [], sentUp: [] }),
    rules: ['prefilled', 'empty phone', 'congratulations', 'close'],
    next: (m, e, rule) => {
      if (m.page === 'loading' && e.type === 'xstate.done.actor.loadUser') return rule('prefilled'), { ...m, page: 'exchange', exchanges: [{ phone: e.output.phone }] };
      if (m.page === 'loading' && e.type === 'xstate.error.actor.loadUser') return rule('empty phone'), { ...m, page: 'exchange', exchanges: [{ phone: '' }] };
      // product §2: on success a congratulations panel with Close (no toast).
      if (m.page === 'exchange' && e.type === 'xstate.done.actor.phoneCode') return rule('congratulations'), { ...m, page: 'celebrating' };
      if (m.page === 'celebrating' && e.type === 'sms.close') return rule('close'), { ...m, page: 'closed', sentUp: ['dialog.close'] };
      return m;
    },
    seen: (m) => ({ page: m.page, exchanges: m.exchanges, toasts: [], effects: [], sentUp: m.sentUp }),
    page: (value) => ({ loading: 'loading', verifying: 'exchange', celebrating: 'celebrating' })[value as string]!,
  });
  const events = [
    { type: 'xstate.done.actor.loadUser', output: unverifiedUser },
    { type: 'xstate.error.actor.loadUser', error: new Error('no user') },
    accepted,
    { type: 'sms.close' },
  ];
  it('every transition agrees with the model', () => agree('sms', smsVerifyMachine, undefined, events, model));
});

describe('registration phone step and celebration against their model', () => {
  type M = {
    page: 'exchange' | 'waiting' | 'celebrating' | 'claiming' | 'claimed' | 'closed';
    bonus: number;
    exchanges: unknown[];
    toasts: string[];
    effects: string[];
  };
  const rules = ['code asked at once', 'no bonus: straight to the celebration', 'verified', 'skip', 'celebration after 100 ms', 'claim', 'claimed', 'claim refused', 'closes 1 s after the claim', 'deposit', 'live chat'];
  const model = (bonus: number) =>
    ruled<M>({
      // product §4: with a trial bonus the phone code request is sent at once; otherwise the celebration follows.
      start: () => ({ page: bonus > 0 ? 'exchange' : 'waiting', bonus, exchanges: bonus > 0 ? [{ phone: stored, sendAtOnce: true }] : [], toasts: [], effects: [] }),
      rules,
      next: (m, e, rule) => {
        if (m.exchanges.length > 0) rule('code asked at once');
        else rule('no bonus: straight to the celebration');
        const { page } = m;
        if (page === 'exchange' && e.type === 'xstate.done.actor.phoneCode') return rule('verified'), { ...m, page: 'waiting', toasts: [...m.toasts, `success: ${e.output.message}`] };
        if (page === 'exchange' && e.type === 'phone.skip') return rule('skip'), { ...m, page: 'closed' };
        // Time passes (100 ms or 1 s): the celebration appears about 100 ms after the phone step, the dialog closes 1 s after a claim.
        const elapsed = { 'xstate.after.celebration.welcome.celebrationPending': 100, 'xstate.after.closeAfterClaim.welcome.claimed': 1000 }[e.type as string];
        if (page === 'waiting' && elapsed !== undefined && elapsed >= 100) {
          return rule('celebration after 100 ms'), { ...m, page: 'celebrating', effects: [...m.effects, 'confetti'] };
        }
        if (page === 'claimed' && elapsed !== undefined && elapsed >= 1000) return rule('closes 1 s after the claim'), { ...m, page: 'closed' };
        if (page === 'celebrating' && m.bonus > 0 && e.type === 'celebration.claim') return rule('claim'), { ...m, page: 'claiming', exchanges: [...m.exchanges, 'claim'] };
        if (page === 'claiming' && e.type === 'xstate.done.actor.claim') return rule('claimed'), { ...m, page: 'claimed', effects: [...m.effects, 'confetti'] };
        if (page === 'claiming' && e.type === 'xstate.error.actor.claim') return rule('claim refused'), { ...m, page: 'celebrating', toasts: [...m.toasts, `error: ${e.error.message}`] };
        if (page === 'celebrating' && m.bonus <= 0 && e.type === 'celebration.deposit') return rule('deposit'), { ...m, page: 'closed', effects: [...m.effects, 'deposit'] };
        if (page === 'celebrating' && m.bonus <= 0 && e.type === 'celebration.liveChat') return rule('live chat'), { ...m, page: 'closed', effects: [...m.effects, 'liveChat'] };
        return m;
      },
      seen: (m) => ({ page: m.page, exchanges: m.exchanges, toasts: m.toasts, effects: m.effects, sentUp: [] }),
      page: (value) => ({ verifyingPhone: 'exchange', celebrationPending: 'waiting', celebrating: 'celebrating', claiming: 'claiming', claimed: 'claimed' })[value as string]!,
    });
  const events = [
    accepted,
    { type: 'phone.skip' },
    { type: 'xstate.after.celebration.welcome.celebrationPending' },
    { type: 'celebration.claim' },
    { type: 'xstate.done.actor.claim', output: { message: 'Bonus tanımlandı.' } },
    { type: 'xstate.error.actor.claim', error: new Error('Deneme bonusu zaten alındı.') },
    { type: 'xstate.after.closeAfterClaim.welcome.claimed' },
    { type: 'celebration.deposit' },
    { type: 'celebration.liveChat' },
  ];
  it('every transition, with and without a trial bonus, agrees with the model; the bonus is claimed at most once', async () => {
    const withBonus = model(50);
    const without = model(0);
    const both = { ...withBonus, rules: [] as string[] };
    await agree('welcome, bonus 50', welcomeMachine, { phone: stored, trialBonusAmount: 50 }, events, both);
    await agree('welcome, no bonus', welcomeMachine, { phone: stored, trialBonusAmount: 0 }, events, { ...without, rules: [] as string[] });
    const applied = new Set([...withBonus.applied, ...without.applied]);
    expect(rules.filter((r) => !applied.has(r))).toEqual([]);
  });
});
