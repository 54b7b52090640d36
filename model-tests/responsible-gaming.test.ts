import { describe, expect, it } from 'vitest';
import { getShortestPaths } from 'xstate/graph';
import type { ExclusionPayload, LimitsAnswer, SetLimitPayload } from '../contracts/limits';
import { responsibleGamingMachine } from '../machines/responsible-gaming.machine';
import { ownEvents, withParentSink } from './shell-replay';
import { answer, checkFlow, effectsOf, fail, inFlight, send, wait, type FlowSpec, type Live, type Rule } from './spec-model';

/*
 * Written from the issue, not from the machine: the page loads the player's limits; a limit change is one call whose
 * answer (or refusal) shows and leaves the page usable; a time-out or self-exclusion is never sent before an explicit
 * confirmation, can be cancelled there, and once the server took it the page says until when and the player is
 * logged out (on OK, or by itself after 10 seconds), never before.
 */
const limits: LimitsAnswer = {
  limits: [{ kind: 'deposit', period: 'day', amountMinor: 10_000, pendingAmountMinor: null, pendingRemoval: false, pendingFrom: null, usedMinor: 2_500, remainingMinor: 7_500 }],
  exclusion: null,
  realityCheckMinutes: 60,
};
const lower: SetLimitPayload = { kind: 'deposit', period: 'day', amountMinor: 5_000 };
const sixMonths: ExclusionPayload = { kind: 'self_exclusion', duration: '6m' };
const UNTIL = '2027-05-23T22:00:00.000Z';
const LOGOUT_AFTER_MS = 10_000;

const events = ownEvents({
  'rg.setLimit': [{ type: 'rg.setLimit', limit: lower } as never],
  'rg.confirmLimit': [{ type: 'rg.confirmLimit', kind: 'deposit', period: 'week' } as never],
  'rg.exclude': [{ type: 'rg.exclude', exclusion: sixMonths } as never],
  'rg.setRealityCheck': [{ type: 'rg.setRealityCheck', minutes: 30 } as never],
  'xstate.done.actor.loadLimits': [{ type: 'xstate.done.actor.loadLimits', output: limits } as never],
  'xstate.error.actor.loadLimits': [{ type: 'xstate.error.actor.loadLimits', error: new Error('Sunucuya ulaşılamadı.') } as never],
  'xstate.done.actor.setLimit': [{ type: 'xstate.done.actor.setLimit', output: { limits, message: 'Limitiniz kaydedildi.' } } as never],
  'xstate.done.actor.confirmLimit': [{ type: 'xstate.done.actor.confirmLimit', output: { limits, message: 'Limitiniz onaylandı.' } } as never],
  'xstate.done.actor.setRealityCheck': [{ type: 'xstate.done.actor.setRealityCheck', output: { limits: { ...limits, realityCheckMinutes: 30 }, message: 'Her 30 dakikada bir.' } } as never],
  'xstate.done.actor.exclude': [{ type: 'xstate.done.actor.exclude', output: { exclusion: { kind: 'self_exclusion', until: UNTIL }, message: 'Hesabınız kapatıldı.' } } as never],
});
const paths = getShortestPaths(withParentSink(responsibleGamingMachine), { events });

const CALLS = ['loadLimits', 'setLimit', 'confirmLimit', 'exclude', 'setRealityCheck'] as const;

/** What the player sees (the list, the messages, the confirmation screen, the date) and what the server was asked. */
const observe = (live: Live) => {
  const snapshot = live.actor.getSnapshot();
  const { context } = snapshot;
  const asked = (src: string) => live.requests.filter((r) => r.src === src).map((r) => r.input);
  return {
    inFlight: CALLS.flatMap((name) => inFlight(live, name).map(() => name)),
    loads: asked('loadLimits').length,
    // Every change asked of the server, in order.
    changes: live.requests.filter((r) => ['setLimit', 'confirmLimit', 'setRealityCheck'].includes(r.src)).map((r) => r.input),
    exclusionsSent: asked('exclude') as ExclusionPayload[],
    listed: context.answer !== null,
    interval: (context.answer?.realityCheckMinutes ?? null) as number | null,
    message: context.message as string | null,
    error: context.error as string | null,
    // The confirmation screen is what the view shows in this state (it reads the state to render it).
    confirming: snapshot.matches('confirmingExclusion') as boolean,
    until: context.excludedUntil as string | null,
    logOuts: effectsOf(live, 'logOut').length,
  };
};
type Observed = ReturnType<typeof observe>;

const situation = (o: Observed) => {
  if (o.logOuts > 0) return 'loggedOut';
  if (o.until !== null) return 'excluded';
  if (o.inFlight.includes('exclude')) return 'excluding';
  if (o.confirming) return 'confirming';
  if (o.inFlight.includes('loadLimits')) return 'loading';
  if (o.inFlight.includes('setLimit')) return 'saving';
  if (o.inFlight.includes('confirmLimit')) return 'confirmingLimit';
  if (o.inFlight.includes('setRealityCheck')) return 'savingInterval';
  if (!o.listed) return o.error !== null ? 'failed' : 'unknown';
  return 'ready';
};

const nothingSent = (after: Observed, before: Observed) => {
  expect(after.changes).toEqual(before.changes);
  expect(after.exclusionsSent, 'nothing is excluded before the confirmation').toEqual(before.exclusionsSent);
};

const readyRules: Array<Rule<Observed>> = [
  {
    act: send({ type: 'rg.setLimit', limit: lower }, 'set the daily deposit limit to 50 ₺'),
    then: 'saving',
    check: (after, before) => expect(after.changes.slice(before.changes.length)).toEqual([lower]),
  },
  {
    act: send({ type: 'rg.confirmLimit', kind: 'deposit', period: 'week' }, 'confirm the weekly deposit limit'),
    then: 'confirmingLimit',
    check: (after, before) => expect(after.changes.slice(before.changes.length)).toEqual([{ kind: 'deposit', period: 'week' }]),
  },
  { act: send({ type: 'rg.exclude', exclusion: sixMonths }, 'choose a 6-month self-exclusion'), then: 'confirming', check: nothingSent },
  {
    act: send({ type: 'rg.setRealityCheck', minutes: 30 }, 'have the reality check every 30 minutes'),
    then: 'savingInterval',
    check: (after, before) => expect(after.changes.slice(before.changes.length)).toEqual([{ minutes: 30 }]),
  },
];

const rules: FlowSpec<Observed>['rules'] = {
  loading: [
    { act: answer('loadLimits', limits), then: 'ready', check: (after) => expect(after.error).toBeNull() },
    { act: fail('loadLimits', new Error('Sunucuya ulaşılamadı.')), then: 'failed', check: (after) => expect(after.error).toBe('Sunucuya ulaşılamadı.') },
  ],
  failed: [{ act: send({ type: 'rg.retry' }), then: 'loading', check: (after, before) => expect(after.loads).toBe(before.loads + 1) }],
  ready: readyRules,
  saving: [
    {
      act: answer('setLimit', { limits, message: 'Limitiniz kaydedildi.' }),
      then: 'ready',
      check: (after) => expect(after.message).toBe('Limitiniz kaydedildi.'),
    },
    {
      act: fail('setLimit', new Error('Bu değişiklik henüz onaylanamaz.')),
      then: 'ready',
      check: (after) => {
        expect(after.error).toBe('Bu değişiklik henüz onaylanamaz.');
        expect(after.listed, 'a refused change leaves the limits on screen').toBe(true);
      },
    },
  ],
  confirmingLimit: [
    {
      act: answer('confirmLimit', { limits, message: 'Limitiniz onaylandı.' }),
      then: 'ready',
      check: (after) => expect(after.message).toBe('Limitiniz onaylandı.'),
    },
    {
      act: fail('confirmLimit', new Error('Bu değişiklik henüz onaylanamaz.')),
      then: 'ready',
      check: (after) => expect(after.error).toBe('Bu değişiklik henüz onaylanamaz.'),
    },
  ],
  savingInterval: [
    {
      act: answer('setRealityCheck', { limits: { ...limits, realityCheckMinutes: 30 }, message: 'Her 30 dakikada bir.' }),
      then: 'ready',
      check: (after) => {
        expect(after.message).toBe('Her 30 dakikada bir.');
        expect(after.interval).toBe(30);
      },
    },
    {
      act: fail('setRealityCheck', new Error('Geçersiz değer.')),
      then: 'ready',
      check: (after, before) => {
        expect(after.error).toBe('Geçersiz değer.');
        expect(after.interval, 'a refused change keeps the interval shown').toBe(before.interval);
      },
    },
  ],
  confirming: [
    {
      act: send({ type: 'rg.confirmExclusion' }, 'confirm the exclusion'),
      then: 'excluding',
      check: (after, before) => expect(after.exclusionsSent.slice(before.exclusionsSent.length)).toEqual([sixMonths]),
    },
    { act: send({ type: 'rg.cancelExclusion' }, 'cancel'), then: 'ready', check: nothingSent },
  ],
  excluding: [
    {
      act: answer('exclude', { exclusion: { kind: 'self_exclusion', until: UNTIL }, message: 'Hesabınız kapatıldı.' }),
      then: 'excluded',
      check: (after) => {
        expect(after.until, 'the page says until when, as the server answered').toBe(UNTIL);
        expect(after.logOuts).toBe(0);
      },
    },
    {
      act: fail('exclude', new Error('Sunucuya ulaşılamadı.')),
      then: 'confirming',
      check: (after) => {
        expect(after.error).toBe('Sunucuya ulaşılamadı.');
        expect(after.logOuts, 'not taken: the player stays').toBe(0);
      },
    },
  ],
  excluded: [
    { act: send({ type: 'rg.leave' }, 'OK'), then: 'loggedOut', check: (after) => expect(after.logOuts).toBe(1) },
    { act: wait(LOGOUT_AFTER_MS - 1), then: 'excluded' },
    { act: wait(LOGOUT_AFTER_MS), then: 'loggedOut', check: (after) => expect(after.logOuts).toBe(1) },
  ],
  loggedOut: [],
};

const spec: FlowSpec<Observed> = {
  observe,
  situation,
  invariant: (o) => {
    expect(o.loads, 'the limits load when the page opens').toBeGreaterThanOrEqual(1);
    expect(o.inFlight.length, 'one call at a time').toBeLessThanOrEqual(1);
    expect(o.logOuts, 'logged out once, and only after the server took an exclusion').toBe(o.logOuts > 0 && o.until !== null ? 1 : 0);
  },
  rules,
};

describe('responsible gaming against the user-level model', () => {
  it('every path agrees with the model; every situation is reached and every required act works there', async () => {
    await checkFlow({ machine: responsibleGamingMachine }, paths, spec, { ruleKey: (o) => `${o.changes.length} ${o.exclusionsSent.length} ${o.until}` });
  });
});
