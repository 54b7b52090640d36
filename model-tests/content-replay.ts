import type { AnyStateMachine, AnyStateNode, EventObject } from 'xstate';
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

export const describePath = (path: StatePath<Snapshot, EventObject>) =>
  `${JSON.stringify(path.state.value)} via ${path.steps.map((s) => s.event.type.replace(/^xstate\./, '')).join(' → ')}`;
