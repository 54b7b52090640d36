import { expect } from 'vitest';
import {
  createActor,
  fromPromise,
  setup,
  SimulatedClock,
  type AnyActorRef,
  type AnyStateMachine,
  type AnyStateNode,
  type EventObject,
} from 'xstate';
import type { StatePath } from 'xstate/graph';

/* eslint-disable @typescript-eslint/no-explicit-any -- paths carry xstate.done/error events a machine's own event type omits */
type AnySnapshot = any;
type Path = StatePath<AnySnapshot, EventObject>;
type Deferred = { resolve: (value: unknown) => void; reject: (error: unknown) => void };

/**
 * The machine as traversal logic whose sendParent actions have a parent to go to (the graph walker runs
 * machines without one).
 */
export function withParentSink<T extends AnyStateMachine>(machine: T): T {
  const sink = { id: 'parent', sessionId: 'parent', send() {} };
  const patch = (scope: any) => ({ ...scope, self: Object.assign(Object.create(scope.self), { _parent: sink }) });
  const logic = Object.create(machine);
  logic.transition = (snapshot: any, event: any, scope: any) => machine.transition(snapshot, event, patch(scope));
  logic.getInitialSnapshot = (scope: any, input: any) => machine.getInitialSnapshot(patch(scope), input);
  return logic;
}

/**
 * Every event the current states handle, with payloads for the types that need data. A state's own
 * completion (xstate.done.state.*) is raised by the machine itself, never sent from outside.
 */
export function ownEvents(payloads: Record<string, EventObject[]>) {
  return (snapshot: AnySnapshot): any[] => {
    const nodes = (snapshot as { _nodes: AnyStateNode[] })._nodes;
    const types = [...new Set(nodes.flatMap((node) => node.ownEvents))].filter((type) => !type.startsWith('xstate.done.state.'));
    return types.flatMap((type) => payloads[type] ?? [{ type }]);
  };
}

/** A promise actor that settles when the replay reaches its done/error step. */
export function deferredActor(pending: Map<string, Deferred>) {
  return fromPromise<any, any>(
    ({ self }) => new Promise((resolve, reject) => pending.set(self.id, { resolve, reject })),
  );
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

export interface ReplayOptions {
  input?: unknown;
  provide: (pending: Map<string, Deferred>) => AnyStateMachine;
  /** The part of the context to compare (actor refs differ between the walk and the live run). */
  project?: (context: any) => unknown;
  /** Runs after each step with the live child and the events it sent up so far. */
  check?: (child: AnyActorRef, sentUp: EventObject[], step: Path['steps'][number]) => void;
}

/**
 * Replays one generated path on a live actor (run under a parent that records what it sends up):
 * user events are sent, delays advanced on a simulated clock, invoked promises settled; after every
 * step the live state must be the one the path predicts.
 */
export async function replayPath(machine: AnyStateMachine, path: Path, options: ReplayOptions) {
  const pending = new Map<string, Deferred>();
  const sentUp: EventObject[] = [];
  const parent = setup({ actors: { subject: options.provide(pending) } }).createMachine({
    invoke: { id: 'subject', src: 'subject', input: () => options.input },
    on: { '*': { actions: ({ event }) => sentUp.push(event) } },
  });
  const clock = new SimulatedClock();
  const root = createActor(parent, { clock }).start();
  const child = root.getSnapshot().children.subject as AnyActorRef;
  const delays = (machine.implementations.delays ?? {}) as Record<string, number>;
  const project = options.project ?? ((context: unknown) => context);
  for (const step of path.steps) {
    const { type } = step.event;
    if (type === 'xstate.init') {
      // started above
    } else if (type.startsWith('xstate.after.')) {
      const delay = type.slice('xstate.after.'.length).split('.')[0];
      clock.increment(delays[delay] ?? Number(delay));
    } else if (type.startsWith('xstate.done.actor.')) {
      pending.get(type.slice('xstate.done.actor.'.length))!.resolve((step.event as { output?: unknown }).output);
      await flush();
    } else if (type.startsWith('xstate.error.actor.')) {
      pending.get(type.slice('xstate.error.actor.'.length))!.reject((step.event as { error?: unknown }).error);
      await flush();
    } else {
      child.send(step.event);
    }
    expect(child.getSnapshot().value, `after ${type}`).toEqual(step.state.value);
    options.check?.(child, sentUp, step);
  }
  expect(project(child.getSnapshot().context)).toEqual(project(path.state.context));
  root.stop();
  return { sentUp };
}

function describeEvent(event: EventObject): string {
  const detail = Object.entries(event).find(([key, value]) => key !== 'type' && ['string', 'number', 'boolean'].includes(typeof value));
  return event.type.replace(/^xstate\./, '') + (detail ? `(${String(detail[1])})` : '');
}

export const describePath = (path: Path) =>
  `${JSON.stringify(path.state.value)} via ${path.steps.map((s) => describeEvent(s.event)).join(' → ')}`;
