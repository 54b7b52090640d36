import { describe, expect, it } from 'vitest';
import { getShortestPaths } from 'xstate/graph';
import type { NotificationItem } from '../contracts/notifications';
import { realtimeMachine, selectConnectionState, type RealtimeEmitted } from '../machines/realtime.machine';
import { ownEvents, withParentSink } from './shell-replay';
import { checkFlow, fail, inFlight, send, wait, type FlowSpec, type Live, type Rule } from './spec-model';

/** product §9, written here and not taken from the machine: after a drop, attempts 0, 2, 10 and 30 s apart, then stop. */
const SPEC_DELAYS_MS = [0, 2000, 10_000, 30_000];
const HOUR = 3_600_000;

const item: NotificationItem = { id: 9, title: 'Bonus eklendi', note: '...', type: 4, isRead: false, timeStamp: '2026-01-05T10:00:00.000Z' };
const wallet = { balance: 12.5, cash: 10, bonus: 2.5 };

// The language switch (a fresh connection in the new language) is checked in tests/unit/machines/realtime.test.ts.
const events = ownEvents({
  'realtime.closed': [{ type: 'realtime.closed', error: 'refused' } as never],
  'realtime.notification': [{ type: 'realtime.notification', item } as never],
  'realtime.balance': [{ type: 'realtime.balance', wallet } as never],
  'realtime.localeChanged': [],
  'xstate.error.actor.connection': [{ type: 'xstate.error.actor.connection', error: new Error('no WebSocket') } as never],
});
const input = { locale: 'tr' as const };
const paths = getShortestPaths(withParentSink(realtimeMachine), { events, input });

/**
 * The internal events of product §8 (error, disconnect, reconnected), as a listener on the actor hears them from the
 * moment it is first observed (the rules compare what was heard before and after their act).
 */
const heard = new WeakMap<object, RealtimeEmitted[]>();
function emittedOf(live: Live): RealtimeEmitted[] {
  let list = heard.get(live.actor);
  if (!list) {
    const events: RealtimeEmitted[] = [];
    heard.set(live.actor, (list = events));
    live.actor.on('*', (event: RealtimeEmitted) => events.push(event));
  }
  return list;
}

const observe = (live: Live) => {
  const emitted = emittedOf(live);
  return {
    /** What a view would show (product §4: disconnected, connecting, connected, reconnecting). */
    state: selectConnectionState(live.actor.getSnapshot()),
    attempts: live.requests.filter((r) => r.src === 'connection').length,
    open: inFlight(live, 'connection').length,
    emitted: [...emitted],
    /** The failed attempts since the drop, as a status line would show them ("attempt 2 of 4"). */
    failures: live.actor.getSnapshot().context.failures as number,
    sentUp: live.sentUp.map((e) => ({ ...e })),
  };
};
type Observed = ReturnType<typeof observe>;

const heardNext = (after: Observed, before: Observed, event: RealtimeEmitted) => expect(after.emitted).toEqual([...before.emitted, event]);
const noNewAttempt = (after: Observed, before: Observed) => expect(after.attempts).toBe(before.attempts);

const failsWith = (k: number): Rule<Observed> => ({
  act: send({ type: 'realtime.closed', error: 'refused' }, 'the attempt fails'),
  then: k + 1 < SPEC_DELAYS_MS.length ? `waiting after ${k + 1}` : 'stopped',
  check: (after, before) => {
    heardNext(after, before, { type: 'error', message: 'refused' });
    noNewAttempt(after, before);
  },
});

const waiting = (k: number): Array<Rule<Observed>> => [
  ...(SPEC_DELAYS_MS[k] > 0
    ? [{ act: wait(SPEC_DELAYS_MS[k] - 1), then: `waiting after ${k}`, check: noNewAttempt }]
    : []),
  {
    act: wait(SPEC_DELAYS_MS[k]),
    then: `retrying after ${k}`,
    check: (after, before) => expect(after.attempts).toBe(before.attempts + 1),
  },
];

const retrying = (k: number): Array<Rule<Observed>> => [
  {
    act: send({ type: 'realtime.opened' }, 'the attempt opens'),
    then: 'connected',
    check: (after, before) => {
      heardNext(after, before, { type: 'reconnected' });
      // The app is told, so the list is fetched again (what was pushed meanwhile is not missed).
      expect(after.sentUp).toEqual([...before.sentUp, { type: 'realtime.reconnected' }]);
    },
  },
  failsWith(k),
];

/** product §4 (connection states), §7 (pushes delivered to the app), §8 (internal events), §9 (reconnect delays). */
const realtimeSpec: FlowSpec<Observed> = {
  observe,
  situation: (o) => {
    if (o.state === 'connecting') return 'connecting';
    if (o.state === 'connected') return 'connected';
    if (o.state === 'disconnected') return 'stopped';
    return `${o.open > 0 ? 'retrying' : 'waiting'} after ${o.failures}`;
  },
  invariant: (o) => {
    expect(o.open, 'one connection at a time').toBeLessThanOrEqual(1);
    if (o.state === 'connected' || o.state === 'connecting') expect(o.open).toBe(1);
    if (o.state === 'disconnected') {
      expect(o.open).toBe(0);
      expect(o.failures, 'stops after the fourth failed attempt').toBe(SPEC_DELAYS_MS.length);
    }
  },
  rules: {
    connecting: [
      { act: send({ type: 'realtime.opened' }, 'the hub answers'), then: 'connected', check: (after) => expect(after.emitted).toEqual([]) },
      {
        act: send({ type: 'realtime.closed', error: 'refused' }, 'the first attempt fails'),
        then: 'waiting after 0',
        check: (after, before) => heardNext(after, before, { type: 'error', message: 'refused' }),
      },
      {
        act: fail('connection', new Error('no WebSocket')),
        then: 'waiting after 0',
        check: (after, before) => heardNext(after, before, { type: 'error', message: 'no WebSocket' }),
      },
    ],
    connected: [
      {
        act: send({ type: 'realtime.closed', error: null }, 'the connection drops'),
        then: 'waiting after 0',
        check: (after, before) => heardNext(after, before, { type: 'disconnect', message: null }),
      },
      {
        act: send({ type: 'realtime.notification', item }, 'a notification is pushed'),
        then: 'connected',
        check: (after, before) => expect(after.sentUp).toEqual([...before.sentUp, { type: 'realtime.notification', item }]),
      },
      {
        act: send({ type: 'realtime.balance', wallet }, 'a balance is pushed'),
        then: 'connected',
        check: (after, before) => expect(after.sentUp).toEqual([...before.sentUp, { type: 'realtime.balance', wallet }]),
      },
      { act: wait(HOUR), then: 'connected', check: noNewAttempt },
    ],
    ...Object.fromEntries(SPEC_DELAYS_MS.flatMap((_, k) => [[`waiting after ${k}`, waiting(k)], [`retrying after ${k}`, retrying(k)]])),
    stopped: [{ act: wait(HOUR), then: 'stopped', check: noNewAttempt }],
  },
};

describe('realtime against the user-level model', () => {
  it('every path agrees with the model; every situation is reached and every required act works there', async () => {
    await checkFlow({ machine: realtimeMachine, input }, paths, realtimeSpec);
  });
});
