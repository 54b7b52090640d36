import { expect } from 'vitest';
import { createActor, fromPromise, SimulatedClock, type AnyStateMachine, type AnyStateNode, type EventObject } from 'xstate';
import type { StatePath } from 'xstate/graph';

type Snapshot = ReturnType<AnyStateMachine['transition']>;

/**
 * Traversal events: every event the current state handles, with the given payloads for the types that
 * need data (done events carry their output). Unlisted types are sent bare.
 */
type LooseEvent = { type: string } & Record<string, unknown>;

// Typed loosely on purpose: payloads include the xstate.done/error events a machine's own event type omits.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function ownEvents(payloads: Record<string, LooseEvent[]>): (snapshot: any) => any[] {
  return (snapshot: Snapshot) => {
    const nodes = (snapshot as unknown as { _nodes: AnyStateNode[] })._nodes;
    const types = [...new Set(nodes.flatMap((node) => node.ownEvents))];
    return types.flatMap((type) => payloads[type] ?? [{ type }]);
  };
}

type Deferred = { resolve: (value: unknown) => void; reject: (error: unknown) => void };

/** A promise actor that settles only when the replay reaches its done/error step. */
export function deferredActors(pending: Map<string, Deferred>) {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  return fromPromise<any, any>(({ self }) => new Promise((resolve, reject) => pending.set(self.id, { resolve: resolve as Deferred['resolve'], reject })));
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

/**
 * Replays one generated path against a live actor of the machine: user events are sent, delays are
 * advanced on a simulated clock, invoked promises are settled; after each step the live state must be
 * the state the path predicts.
 */
export async function replayPath(
  machine: AnyStateMachine,
  path: StatePath<Snapshot, EventObject>,
  options: { input: unknown; provide: (pending: Map<string, Deferred>) => AnyStateMachine },
) {
  const pending = new Map<string, Deferred>();
  const clock = new SimulatedClock();
  const actor = createActor(options.provide(pending), { clock, input: options.input });
  actor.start();
  const delays = (machine.implementations.delays ?? {}) as Record<string, number>;
  for (const step of path.steps) {
    const { type } = step.event;
    if (type === 'xstate.init') {
      // the actor is already started
    } else if (type.startsWith('xstate.after.')) {
      const delay = type.slice('xstate.after.'.length).split('.')[0];
      clock.increment(delays[delay] ?? Number(delay));
    } else if (type.startsWith('xstate.done.actor.')) {
      pending.get(type.slice('xstate.done.actor.'.length))!.resolve((step.event as EventObject & { output: unknown }).output);
      await flush();
    } else if (type.startsWith('xstate.error.actor.')) {
      pending.get(type.slice('xstate.error.actor.'.length))!.reject((step.event as EventObject & { error: unknown }).error);
      await flush();
    } else {
      actor.send(step.event);
    }
    expect(actor.getSnapshot().value, `after ${type}`).toEqual(step.state.value);
  }
  expect(actor.getSnapshot().context).toEqual(path.state.context);
  actor.stop();
}

export const describePath = (path: StatePath<Snapshot, EventObject>) =>
  `${JSON.stringify(path.state.value)} via ${path.steps.map((s) => s.event.type.replace(/^xstate\./, '')).join(' → ')}`;
