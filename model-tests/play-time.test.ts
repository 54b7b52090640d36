import { describe, expect, it } from 'vitest';
import { getShortestPaths } from 'xstate/graph';
import type { PlaySession } from '../contracts/limits';
import { realityCheckMachine, type SessionFigures } from '../machines/reality-check.machine';
import { sessionLimitMachine } from '../machines/session-limit.machine';
import { ownEvents, withParentSink } from './shell-replay';
import { answer, checkFlow, effectsOf, fail, inFlight, send, seq, wait, type Act, type FlowSpec, type Live, type Rule } from './spec-model';

/*
 * Issue 14, written here and not taken from the machines: a session-time limit warns one minute before it ends the
 * session and logs the player out at its end; the reality check stops the game on every whole interval of the
 * session (default 60 minutes) until the player chooses Continue (the next check a whole interval later), Game
 * history or Log out; the game bar's figures are asked again every 30 s.
 */
const MINUTE = 60_000;
const WARNING_BEFORE_MS = MINUTE;

const session = (over: Partial<PlaySession>): PlaySession => ({
  startedAt: '2026-11-27T10:00:00.000Z', elapsedMs: 0, endsAt: null, msLeft: null, netMinor: -700, wageredMinor: 1_000, realityCheckMinutes: 60, ...over,
});
const fiveMinutesLeft = session({ endsAt: '2026-11-27T10:05:00.000Z', msLeft: 5 * MINUTE });
const halfMinuteLeft = session({ endsAt: '2026-11-27T10:00:30.000Z', msLeft: 30_000 });
const unlimited = session({});

describe('session-time limit paths', () => {
  const events = ownEvents({
    'sessionLimit.reload': [{ type: 'sessionLimit.reload' } as never],
    'xstate.done.actor.loadSession': [
      // (Less than a minute left is the rules' and the second test's: its warning timer of 0 ms needs a step to fire.)
      { type: 'xstate.done.actor.loadSession', output: fiveMinutesLeft } as never,
      { type: 'xstate.done.actor.loadSession', output: unlimited } as never,
    ],
    'xstate.error.actor.loadSession': [{ type: 'xstate.error.actor.loadSession', error: new Error('503') } as never],
  });
  const paths = getShortestPaths(withParentSink(sessionLimitMachine), { events });

  const observe = (live: Live) => {
    const answered = live.requests.filter((r) => r.answered);
    const last = answered.at(-1)?.answered;
    return {
      asking: inFlight(live, 'loadSession').length > 0,
      /** What the server last said is left (null: no limit, or no answer). */
      msLeft: last?.how === 'resolve' ? (last.value as PlaySession).msLeft : null,
      notices: effectsOf(live, 'notify').map((e) => (e.params as { key: string }).key),
      logouts: effectsOf(live, 'logOut').length,
      loads: live.requests.length,
    };
  };
  type Observed = ReturnType<typeof observe>;
  const situation = (o: Observed) => {
    if (o.logouts > 0) return 'logged out';
    if (o.asking) return 'asking';
    const warned = o.notices.lastIndexOf('sessionLimit.warning') > -1;
    if (warned) return 'warned';
    return o.msLeft === null ? 'unlimited' : 'counting';
  };
  const reload: Rule<Observed> = { act: send({ type: 'sessionLimit.reload' }), then: 'asking', check: (after, before) => expect(after.loads).toBe(before.loads + 1) };

  const spec: FlowSpec<Observed> = {
    observe,
    situation,
    invariant: (o) => {
      expect(o.logouts).toBeLessThanOrEqual(1);
      // Logged out only once warned, and told why.
      if (o.logouts > 0) expect(o.notices.slice(-2)).toEqual(['sessionLimit.warning', 'sessionLimit.ended']);
    },
    rules: {
      asking: [
        { act: answer('loadSession', fiveMinutesLeft), then: 'counting', check: (after) => expect(after.notices).toEqual([]) },
        // Less than a minute left: the warning at once.
        { act: seq(answer('loadSession', halfMinuteLeft), wait(0)), then: 'warned' },
        { act: answer('loadSession', unlimited), then: 'unlimited' },
        { act: fail('loadSession'), then: 'unlimited' },
      ],
      counting: [
        { act: wait(5 * MINUTE - WARNING_BEFORE_MS - 1), then: 'counting', check: (after) => expect(after.notices).toEqual([]) },
        {
          act: wait(5 * MINUTE - WARNING_BEFORE_MS),
          then: 'warned',
          check: (after, before) => expect(after.notices).toEqual([...before.notices, 'sessionLimit.warning']),
        },
        // Timers started by a step run from that step on: the warning, then the minute after it.
        { act: seq(wait(5 * MINUTE - WARNING_BEFORE_MS), wait(WARNING_BEFORE_MS)), then: 'logged out' },
        reload,
      ],
      warned: [
        {
          act: wait(1),
          then: 'warned',
          check: (after, before) => expect(after.notices).toEqual(before.notices),
        },
        // Whatever was left when warned (a minute, or less), the logout comes at the limit, not later.
        { act: wait(WARNING_BEFORE_MS), then: 'logged out' },
      ],
      unlimited: [{ act: wait(24 * 60 * MINUTE), then: 'unlimited', check: (after) => expect(after.notices).toEqual([]) }, reload],
      'logged out': [],
    },
  };

  it('every path agrees with the user-level model; every situation is reached and every required act works there', async () => {
    await checkFlow({ machine: sessionLimitMachine }, paths, spec);
  });

  it('a session with 30 s left: warned at once, logged out 30 s later, not before', async () => {
    await checkFlow({ machine: sessionLimitMachine }, paths.slice(0, 1), {
      ...spec,
      rules: {
        ...spec.rules,
        asking: [
          {
            act: seq(answer('loadSession', halfMinuteLeft), wait(30_000 - 1)),
            then: 'warned',
            check: (after) => expect(after.notices).toEqual(['sessionLimit.warning']),
          },
        ],
      },
      optional: ['counting', 'warned', 'unlimited', 'logged out'],
    });
  });
});

describe('reality check paths', () => {
  const figures = (over: Partial<SessionFigures>): SessionFigures => ({ ...session({}), receivedAt: 0, ...over });
  // Logged in 50 minutes ago, checks every 60: the first check in 10 minutes.
  const fiftyMinutesIn = figures({ elapsedMs: 50 * MINUTE });
  const events = ownEvents({
    'reality.continue': [{ type: 'reality.continue' } as never],
    'reality.history': [{ type: 'reality.history' } as never],
    'reality.logout': [{ type: 'reality.logout' } as never],
    'reality.loaded': [],
    'reality.refresh': [],
    'xstate.done.actor.loadFigures': [{ type: 'xstate.done.actor.loadFigures', output: fiftyMinutesIn } as never],
    'xstate.error.actor.loadFigures': [{ type: 'xstate.error.actor.loadFigures', error: new Error('503') } as never],
  });
  // The 30 s refresh of the bar's figures is the second test's; here time passes only in the model's own acts, so
  // each check's time counts from the moment the model knows (the answer, or Continue).
  const paths = getShortestPaths(withParentSink(realityCheckMachine), { events }).filter((p) => !p.steps.some((s) => s.event.type.includes('refreshAfter')));

  const observe = (live: Live) => {
    const dialog = live.actor.getSnapshot().matches({ check: 'asking' }) as boolean;
    return {
      /** The dialog over the game (what the view shows: GamePlay reads this match). */
      dialog,
      loads: live.requests.length,
      loading: inFlight(live, 'loadFigures').length > 0,
      answered: live.requests.some((r) => r.answered?.how === 'resolve'),
      history: effectsOf(live, 'openHistory').length,
      logouts: effectsOf(live, 'logOut').length,
    };
  };
  /** Time passes up to the next check (plus `offset`): the session's next whole hour, or an hour after Continue. */
  const untilDue = (offset: number): Act => ({
    label: `wait until the check is due${offset ? ` (${offset} ms)` : ''}`,
    run: (live) => {
      const at = (type: string) => live.received.filter((r) => r.event.type === type).map((r) => r.at);
      const continued = at('reality.continue').at(-1);
      const answered = at('xstate.done.actor.loadFigures')[0]!;
      const due = continued !== undefined ? continued + 60 * MINUTE : answered + 10 * MINUTE;
      return wait(due - live.clock.now() + offset).run(live);
    },
  });
  type Observed = ReturnType<typeof observe>;
  const situation = (o: Observed) => {
    if (o.history > 0) return 'left for history';
    if (o.logouts > 0) return 'logged out';
    if (o.dialog) return 'checking';
    if (o.answered) return 'playing';
    return o.loading ? 'starting' : 'no figures';
  };
  // When a check opens, fresh figures are on their way (what the dialog shows is current).
  const figuresAsked = (after: Observed) => expect(after.loading).toBe(true);

  const spec: FlowSpec<Observed> = {
    observe,
    situation,
    invariant: (o) => expect(o.history + o.logouts).toBeLessThanOrEqual(1),
    // History and Log out end in the same place of the machine, so one generated path ends there; the checking
    // situation's rules still demand both.
    optional: ['logged out'],
    rules: {
      starting: [
        { act: answer('loadFigures', fiftyMinutesIn), then: 'playing' },
        { act: fail('loadFigures'), then: 'no figures' },
      ],
      // No figures yet, no check: the bar stays empty and the figures are asked again in 30 s.
      'no figures': [
        { act: wait(30_000 - 1), then: 'no figures' },
        { act: wait(30_000), then: 'starting', check: (after, before) => expect(after.loads).toBe(before.loads + 1) },
      ],
      playing: [
        // The first check falls on the session's next whole hour (10 minutes after a login 50 minutes ago); after
        // Continue, a whole hour later.
        { act: untilDue(-1), then: 'playing' },
        { act: untilDue(0), then: 'checking', check: figuresAsked },
      ],
      checking: [
        {
          act: seq(send({ type: 'reality.continue' }), wait(60 * MINUTE - 1)),
          then: 'playing',
        },
        { act: seq(send({ type: 'reality.continue' }), wait(60 * MINUTE)), then: 'checking' },
        { act: send({ type: 'reality.history' }), then: 'left for history' },
        { act: send({ type: 'reality.logout' }), then: 'logged out' },
        // Time alone never dismisses the check.
        { act: wait(3 * 60 * MINUTE), then: 'checking' },
      ],
      'left for history': [],
      'logged out': [],
    },
  };

  it('every path agrees with the user-level model; every situation is reached and every required act works there', async () => {
    await checkFlow({ machine: realityCheckMachine }, paths, spec);
  });

  it('the bar\'s figures are asked again every 30 s while playing', async () => {
    await checkFlow({ machine: realityCheckMachine }, paths.slice(0, 1), {
      ...spec,
      rules: {
        ...spec.rules,
        starting: [
          {
            act: seq(answer('loadFigures', fiftyMinutesIn), wait(30_000)),
            then: 'playing',
            check: (after) => expect(after.loads).toBe(2),
          },
        ],
      },
      optional: ['playing', 'checking', 'left for history', 'logged out', 'no figures'],
    });
  });
});
