import { expect } from 'vitest';
import { createActor, SimulatedClock, type AnyStateMachine, type AnyStateNode, type EventObject } from 'xstate';
import type { StatePath } from 'xstate/graph';
import { replaySteps, type Deferred } from './replay-steps';

export { deferredActor } from './replay-steps';

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

/**
 * Replays one generated path against a live actor of the machine (see replaySteps); at the end its
 * context must be the one the path predicts.
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
  await replaySteps(actor, machine, path, { clock, pending });
  expect(actor.getSnapshot().context).toEqual(path.state.context);
  actor.stop();
}

export const describePath = (path: StatePath<Snapshot, EventObject>) =>
  `${JSON.stringify(path.state.value)} via ${path.steps.map((s) => s.event.type.replace(/^xstate\./, '')).join(' → ')}`;
