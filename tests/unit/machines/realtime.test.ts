import { describe, expect, it } from 'vitest';
import { fromCallback, SimulatedClock, type AnyEventObject } from 'xstate';
import type { Locale } from '../../../i18n/locales';
import { realtimeMachine, selectConnectionState, type ConnectionEvent, type RealtimeEmitted } from '../../../machines/realtime.machine';
import { startChild } from './shell-harness';

interface Attempt {
  at: number;
  locale: Locale;
  report: (event: ConnectionEvent) => void;
  stopped: boolean;
}

/** The realtime machine with a connection the test drives: each attempt is recorded with the time it started. */
function start(options: { throws?: boolean } = {}) {
  const clock = new SimulatedClock();
  const attempts: Attempt[] = [];
  const machine = realtimeMachine.provide({
    actors: {
      connection: fromCallback<AnyEventObject, { locale: Locale }>(({ input, sendBack }) => {
        if (options.throws) throw new Error('no WebSocket here');
        const attempt: Attempt = { at: clock.now(), locale: input.locale, report: (event) => sendBack(event), stopped: false };
        attempts.push(attempt);
        return () => {
          attempt.stopped = true;
        };
      }),
    },
  });
  const run = startChild(machine, { input: { locale: 'tr' }, clock });
  const emitted: RealtimeEmitted[] = [];
  run.child.on('*', (event: RealtimeEmitted) => emitted.push(event));
  const last = () => attempts.at(-1)!;
  const state = () => selectConnectionState(run.child.getSnapshot());
  const elapse = (ms: number) => clock.increment(ms);
  return { ...run, attempts, emitted, last, state, elapse, clock };
}

describe('realtime', () => {
  it('connects at once when spawned and is connected when the hub answers the handshake', () => {
    const run = start();
    expect(run.attempts).toHaveLength(1);
    expect(run.state()).toBe('connecting');
    run.last().report({ type: 'realtime.opened' });
    expect(run.state()).toBe('connected');
    expect(run.emitted).toEqual([]);
  });

  it('after a drop tries at once, then 2 s, 10 s and 30 s after each failure, then stops disconnected', () => {
    const run = start();
    run.last().report({ type: 'realtime.opened' });
    const droppedAt = run.clock.now();
    run.last().report({ type: 'realtime.closed', error: 'WebSocket closed with status code: 1006' });
    expect(run.emitted).toEqual([{ type: 'disconnect', message: 'WebSocket closed with status code: 1006' }]);
    expect(run.state()).toBe('reconnecting');

    run.elapse(0);
    expect(run.attempts.map((a) => a.at - droppedAt)).toEqual([0, 0]);
    const gaps: number[] = [];
    for (const delay of [2000, 10_000, 30_000]) {
      const failedAt = run.clock.now();
      run.last().report({ type: 'realtime.closed', error: 'refused' });
      expect(run.state()).toBe('reconnecting');
      run.elapse(delay - 1);
      expect(run.attempts.at(-1)!.at).toBeLessThan(failedAt + 1);
      run.elapse(1);
      gaps.push(run.last().at - failedAt);
    }
    expect(gaps).toEqual([2000, 10_000, 30_000]);
    expect(run.attempts).toHaveLength(5);

    run.last().report({ type: 'realtime.closed', error: 'refused' });
    expect(run.state()).toBe('disconnected');
    run.elapse(3_600_000);
    expect(run.attempts).toHaveLength(5);
    expect(run.emitted.map((e) => e.type)).toEqual(['disconnect', 'error', 'error', 'error', 'error']);
  });

  it('emits reconnected and tells the app (the list is fetched again) when an attempt succeeds; the next drop starts over', () => {
    const run = start();
    run.last().report({ type: 'realtime.opened' });
    run.last().report({ type: 'realtime.closed', error: null });
    run.elapse(0);
    run.last().report({ type: 'realtime.closed', error: 'refused' });
    run.elapse(2000);
    run.last().report({ type: 'realtime.opened' });
    expect(run.state()).toBe('connected');
    expect(run.emitted.map((e) => e.type)).toEqual(['disconnect', 'error', 'reconnected']);
    expect(run.types()).toEqual(['realtime.reconnected']);

    run.last().report({ type: 'realtime.closed', error: null });
    run.elapse(0);
    expect(run.attempts).toHaveLength(4);
    expect(run.last().at).toBe(run.clock.now());
  });

  it('treats a first attempt that fails like a drop: the schedule starts at 0', () => {
    const run = start();
    run.last().report({ type: 'realtime.closed', error: 'refused' });
    expect(run.emitted).toEqual([{ type: 'error', message: 'refused' }]);
    run.elapse(0);
    expect(run.attempts).toHaveLength(2);
    run.last().report({ type: 'realtime.opened' });
    expect(run.emitted.at(-1)).toEqual({ type: 'reconnected' });
  });

  it('stops each failed connection before the next one starts', () => {
    const run = start();
    run.last().report({ type: 'realtime.opened' });
    run.last().report({ type: 'realtime.closed', error: null });
    expect(run.attempts[0].stopped).toBe(true);
    run.elapse(0);
    expect(run.attempts[1].stopped).toBe(false);
  });

  it('sends pushed notifications and balances up to the app while connected', () => {
    const run = start();
    run.last().report({ type: 'realtime.opened' });
    const item = { id: 1, title: 'Bonus eklendi', note: '...', type: 4 as const, isRead: false, timeStamp: '2026-01-05T10:00:00.000Z' };
    run.last().report({ type: 'realtime.notification', item });
    run.last().report({ type: 'realtime.balance', wallet: { balance: 10, cash: 8, bonus: 2 } });
    expect(run.received).toEqual([
      { type: 'realtime.notification', item },
      { type: 'realtime.balance', wallet: { balance: 10, cash: 8, bonus: 2 } },
    ]);
  });

  it('opens a new connection in the new language when the player switches (pushes are rendered in it)', () => {
    const run = start();
    run.last().report({ type: 'realtime.opened' });
    run.child.send({ type: 'realtime.localeChanged', locale: 'en' });
    expect(run.attempts.map((a) => [a.locale, a.stopped])).toEqual([
      ['tr', true],
      ['en', false],
    ]);
    expect(run.state()).toBe('connecting');
  });

  it('waiting for a retry, a new language is used by the next attempt', () => {
    const run = start();
    run.last().report({ type: 'realtime.closed', error: 'refused' });
    run.child.send({ type: 'realtime.localeChanged', locale: 'en' });
    run.elapse(0);
    expect(run.last().locale).toBe('en');
  });

  it('treats a connection that cannot even be built as a failed attempt', () => {
    const run = start({ throws: true });
    // (The first failure is emitted while the actor starts, before the test listens.)
    expect(run.child.getSnapshot().context.error).toBe('no WebSocket here');
    expect(run.state()).toBe('reconnecting');
    for (const delay of [0, 2000, 10_000, 30_000]) run.elapse(delay);
    expect(run.state()).toBe('disconnected');
    expect(run.emitted).toEqual(Array.from({ length: 4 }, () => ({ type: 'error', message: 'no WebSocket here' })));
    expect(run.errors).toEqual([]);
  });

  it('stopped (logout), it closes the connection and schedules nothing', () => {
    const run = start();
    run.last().report({ type: 'realtime.opened' });
    run.last().report({ type: 'realtime.closed', error: null });
    run.root.stop();
    run.elapse(60_000);
    expect(run.attempts).toHaveLength(1);
    expect(run.attempts[0].stopped).toBe(true);
  });
});
