import { expect } from 'vitest';
import { createActor, fromPromise, setup, SimulatedClock, type AnyActorRef, type AnyStateMachine, type EventObject } from 'xstate';
import type { Path } from './replay-steps';

/* eslint-disable @typescript-eslint/no-explicit-any -- machines of every flow run through one harness */

/** A call the flow made (an invoked promise actor) that the test answers by hand. */
export interface Request {
  id: string;
  src: string;
  input: unknown;
  ref: AnyActorRef;
  settle: { resolve: (value: unknown) => void; reject: (error: unknown) => void };
  settled: boolean;
  /** What the test answered it with (the server's side, which an oracle may read). */
  answered?: { how: 'resolve' | 'reject'; value: unknown };
}

/** A live run of a flow: what it did so far, as an outsider (player, server, storage) can notice it. */
export interface Live {
  actor: AnyActorRef;
  clock: SimulatedClock;
  /** Every call started, in order. */
  requests: Request[];
  /** Every named effect (a provided action that is not an assign), in order, with its params. */
  effects: Array<{ type: string; params: any }>;
  /** Events sent to the parent (the app shell). */
  sentUp: EventObject[];
  /** Every event the flow received, with the (simulated) time it arrived. */
  received: Array<{ at: number; event: EventObject }>;
}

export const inFlight = (live: Live, name: string) =>
  live.requests.filter((r) => !r.settled && (r.id === name || r.src === name) && r.ref.getSnapshot().status === 'active');
export const effectsOf = (live: Live, type: string) => live.effects.filter((e) => e.type === type);
export const sentUpOf = (live: Live, type: string) => live.sentUp.filter((e) => e.type === type);

/** Something the player, the server or time does to the flow. */
export interface Act {
  label: string;
  run: (live: Live) => Promise<void> | void;
}

/** Lets settled calls deliver their answers (promise actors report on the microtask queue). */
const flush = async () => {
  for (let i = 0; i < 10; i += 1) await Promise.resolve();
};

export const send = (event: EventObject & Record<string, unknown>, label = event.type): Act => ({
  label,
  run: async (live) => {
    live.actor.send(event);
    await flush();
  },
});
export const wait = (ms: number): Act => ({
  label: `wait ${ms} ms`,
  run: async (run) => {
    run.clock.increment(ms);
    await flush();
  },
});

/** Several acts in a row, as one. */
export const seq = (...acts: Act[]): Act => ({
  label: acts.map((a) => a.label).join(', '),
  run: async (run) => {
    for (const act of acts) await act.run(run);
  },
});

function settleOne(name: string, how: 'resolve' | 'reject', value: unknown): Act {
  return {
    label: `${name} ${how === 'resolve' ? 'answers' : 'fails'}`,
    run: async (run) => {
      const open = inFlight(run, name);
      expect(open.length, `a ${name} call is in flight`).toBeGreaterThan(0);
      const request = open.at(-1)!;
      request.settled = true;
      request.answered = { how, value };
      request.settle[how](value);
      await flush();
    },
  };
}
export const answer = (name: string, output?: unknown) => settleOne(name, 'resolve', output);
export const fail = (name: string, error: unknown = new Error('503')) => settleOne(name, 'reject', error);

/** A rule of the user-level model: in a situation this act must be accepted and lead to `then`. */
export interface Rule<O> {
  act: Act;
  /** The situation the act leads to (may depend on what was observed before it). */
  then: string | ((before: O) => string);
  check?: (after: O, before: O, live: Live) => void;
}

/**
 * A hand-written user-level model of a flow (from the product description (docs/product.md), not from the machine): which situations a
 * player can be in (named from what can be observed), what must hold in each, and which acts must
 * work in each situation with what outcome.
 */
export interface FlowSpec<O> {
  observe: (live: Live) => O;
  situation: (observed: O) => string;
  rules: Record<string, Array<Rule<O>>>;
  invariant?: (observed: O, live: Live) => void;
  /** Situations the model knows but that need not be reached from this input. */
  optional?: string[];
}

export interface FlowRun {
  machine: AnyStateMachine;
  input?: unknown;
  /** Implementations that the test provides itself (others: calls are answered by hand, effects recorded). */
  provide?: Parameters<AnyStateMachine['provide']>[0];
}

const isAssign = (action: unknown) => typeof action === 'function' && (action as { type?: string }).type !== undefined;

export function start(run: FlowRun): Live & { stop: () => void } {
  const clock = new SimulatedClock();
  const result = { clock, requests: [] as Request[], effects: [] as Live['effects'], sentUp: [] as EventObject[], received: [] as Live['received'] };
  const { actors = {}, actions = {} } = run.machine.implementations as { actors: Record<string, unknown>; actions: Record<string, unknown> };
  const calls = Object.fromEntries(
    Object.keys(actors).map((src) => [
      src,
      fromPromise<any, any>(
        ({ input, self }) =>
          new Promise((resolve, reject) =>
            result.requests.push({ id: self.id, src, input, ref: self, settle: { resolve, reject }, settled: false }),
          ),
      ),
    ]),
  );
  const recorders = Object.fromEntries(
    Object.entries(actions)
      .filter(([, action]) => !isAssign(action))
      .map(([type]) => [type, (_: unknown, params: unknown) => result.effects.push({ type, params })]),
  );
  const subject = run.machine.provide({
    ...run.provide,
    actors: { ...calls, ...run.provide?.actors },
    actions: { ...recorders, ...run.provide?.actions },
  });
  const parent = setup({ actors: { subject } }).createMachine({
    invoke: { id: 'subject', src: 'subject', input: () => run.input },
    on: { '*': { actions: ({ event }) => result.sentUp.push(event) } },
  });
  const root = createActor(parent, {
    clock,
    inspect: (inspected) => {
      if (inspected.type === '@xstate.event' && (inspected.actorRef as AnyActorRef).id === 'subject') result.received.push({ at: clock.now(), event: inspected.event });
    },
  }).start();
  const actor = root.getSnapshot().children.subject as AnyActorRef;
  return { ...result, actor, stop: () => root.stop() };
}

/** The act that plays one step of a generated path (a user event, a delay, a call's answer). */
export function actOf(machine: AnyStateMachine, event: EventObject & Record<string, unknown>): Act {
  const { type } = event;
  if (type.startsWith('xstate.after.')) {
    const delays = (machine.implementations.delays ?? {}) as Record<string, number | ((args: { context: unknown; event: unknown }) => number)>;
    const delay = type.slice('xstate.after.'.length).split('.')[0]!;
    const ms = delays[delay];
    // A delay computed from the context: read it from the live run when the step plays.
    if (typeof ms === 'function') {
      return { label: `wait for ${delay}`, run: (live) => wait(ms({ context: live.actor.getSnapshot().context, event })).run(live) };
    }
    return wait(ms ?? Number(delay));
  }
  if (type.startsWith('xstate.done.actor.')) return answer(type.slice('xstate.done.actor.'.length), event.output);
  if (type.startsWith('xstate.error.actor.')) return fail(type.slice('xstate.error.actor.'.length), event.error);
  return send(event);
}

async function replay(run: FlowRun, path: Path, onStep?: (live: Live, label: string) => void) {
  const current = start(run);
  await flush();
  onStep?.(current, 'start');
  for (const step of path.steps.slice(1)) {
    const act = actOf(run.machine, step.event as never);
    await act.run(current);
    onStep?.(current, act.label);
  }
  return current;
}

function labelled(where: string, check: () => void) {
  try {
    check();
  } catch (error) {
    if (error instanceof Error) error.message = `${where}: ${error.message}`;
    throw error;
  }
}

const pathLabel = (run: FlowRun, path: Path) => path.steps.slice(1).map((s) => actOf(run.machine, s.event as never).label).join(' → ') || 'start';

/**
 * Checks a flow against its user-level model along the generated paths: after every step the run must be
 * in a situation the model knows and satisfy its invariant; at the end of every path each act the model
 * requires in that situation is tried (on a fresh replay) and must lead where the model says. Finally every
 * situation of the model must have been reached, so a transition deleted from the machine (which also
 * deletes the paths through it) still fails.
 */
export async function checkFlow<O>(
  run: FlowRun,
  paths: Path[],
  spec: FlowSpec<O>,
  /** ruleKey: try the rules once per distinct key of the situation and what was observed (default: at every path end). */
  options: { ruleKey?: (observed: O) => string } = {},
) {
  const tried = new Set<string>();
  const reached = new Map<string, number>();
  const known = (observed: O, where: string) => {
    const situation = spec.situation(observed);
    if (!(situation in spec.rules)) expect.fail(`${where}: ${situation} is no situation of the model (${JSON.stringify(observed)})`);
    return situation;
  };
  for (const path of paths) {
    const label = pathLabel(run, path);
    let seen = '';
    let last: O | undefined;
    const ended = await replay(run, path, (live, step) => {
      const observed = spec.observe(live);
      last = observed;
      seen = known(observed, `${label} (after ${step})`);
      labelled(`${label} (after ${step})`, () => spec.invariant?.(observed, live));
    });
    ended.stop();
    reached.set(seen, (reached.get(seen) ?? 0) + 1);
    if (options.ruleKey) {
      const key = `${seen} ${options.ruleKey(last!)}`;
      if (tried.has(key)) continue;
      tried.add(key);
    }
    for (const rule of spec.rules[seen] ?? []) {
      const current = await replay(run, path);
      const before = spec.observe(current);
      await rule.act.run(current);
      const after = spec.observe(current);
      const where = `${label} → ${rule.act.label}`;
      const then = typeof rule.then === 'string' ? rule.then : rule.then(before);
      expect(spec.situation(after), `${where}: the model expects ${then}`).toBe(then);
      labelled(where, () => {
        spec.invariant?.(after, current);
        rule.check?.(after, before, current);
      });
      current.stop();
    }
  }
  const missing = Object.keys(spec.rules).filter((s) => !reached.has(s) && !spec.optional?.includes(s));
  expect(missing, 'situations of the model no path reaches').toEqual([]);
  return reached;
}
