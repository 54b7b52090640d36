import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import type { ExclusionPayload, LimitsAnswer, SetLimitPayload } from '../../contracts/limits';
import { responsibleGamingMachine } from '../../machines/responsible-gaming.machine';

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
const empty: LimitsAnswer = { limits: [], exclusion: null, realityCheckMinutes: 60 };
const withDaily = (amountMinor: number): LimitsAnswer => ({
  limits: [{ kind: 'deposit', period: 'day', amountMinor, pendingAmountMinor: null, pendingRemoval: false, pendingFrom: null, usedMinor: 0, remainingMinor: amountMinor }],
  exclusion: null,
  realityCheckMinutes: 60,
});

function run(options: { load?: Array<LimitsAnswer | Error>; refuse?: string } = {}) {
  const clock = new SimulatedClock();
  const calls = { load: 0, set: [] as SetLimitPayload[], exclude: [] as ExclusionPayload[], logOut: 0 };
  const machine = responsibleGamingMachine.provide({
    actors: {
      loadLimits: fromPromise(async () => {
        const answer = (options.load ?? [empty])[calls.load++] ?? empty;
        if (answer instanceof Error) throw answer;
        return answer;
      }),
      setLimit: fromPromise(async ({ input }) => {
        calls.set.push(input);
        if (options.refuse) throw new Error(options.refuse);
        return { limits: withDaily(input.amountMinor ?? 0), message: 'saved' };
      }),
      confirmLimit: fromPromise(async () => ({ limits: empty, message: 'confirmed' })),
      exclude: fromPromise(async ({ input }) => {
        calls.exclude.push(input);
        return { exclusion: { kind: input.kind, until: '2027-05-23T22:00:00.000Z' }, message: 'closed' };
      }),
    },
    actions: { logOut: () => void calls.logOut++ },
  });
  const actor = createActor(machine, { clock }).start();
  return { actor, calls, clock, snap: () => actor.getSnapshot() };
}

describe('responsible gaming machine', () => {
  it('loads, fails with a retry, and loads again', async () => {
    const r = run({ load: [new Error('down'), withDaily(10_000)] });
    await flush();
    expect(r.snap().value).toBe('failed');
    expect(r.snap().context.error).toBe('down');
    r.actor.send({ type: 'rg.retry' });
    await flush();
    expect(r.snap().value).toBe('ready');
    expect(r.snap().context.answer).toEqual(withDaily(10_000));
  });

  it('sets a limit and keeps the new list with the server\'s message, or shows its refusal', async () => {
    const r = run();
    await flush();
    r.actor.send({ type: 'rg.setLimit', limit: { kind: 'deposit', period: 'day', amountMinor: 10_000 } });
    await flush();
    expect(r.snap().value).toBe('ready');
    expect(r.snap().context.answer).toEqual(withDaily(10_000));
    expect(r.snap().context.message).toBe('saved');
    const refused = run({ refuse: 'no' });
    await flush();
    refused.actor.send({ type: 'rg.setLimit', limit: { kind: 'deposit', period: 'day', amountMinor: 1 } });
    await flush();
    expect(refused.snap().value).toBe('ready');
    expect(refused.snap().context.error).toBe('no');
    expect(refused.snap().context.answer).toEqual(empty);
  });

  it('excludes only after the confirmation step, and logs out on OK or after 10 s', async () => {
    const r = run();
    await flush();
    r.actor.send({ type: 'rg.exclude', exclusion: { kind: 'self_exclusion', duration: '6m' } });
    expect(r.snap().value).toBe('confirmingExclusion');
    r.actor.send({ type: 'rg.cancelExclusion' });
    expect(r.snap().value).toBe('ready');
    expect(r.calls.exclude).toEqual([]);
    r.actor.send({ type: 'rg.exclude', exclusion: { kind: 'self_exclusion', duration: '6m' } });
    r.actor.send({ type: 'rg.confirmExclusion' });
    await flush();
    expect(r.calls.exclude).toEqual([{ kind: 'self_exclusion', duration: '6m' }]);
    expect(r.snap().value).toBe('excluded');
    expect(r.snap().context.excludedUntil).toBe('2027-05-23T22:00:00.000Z');
    expect(r.calls.logOut).toBe(0);
    r.clock.increment(10_000);
    expect(r.calls.logOut).toBe(1);
    expect(r.snap().status).toBe('done');
  });
});
