import type { AnyStateMachine, AnyStateNode, EventObject } from 'xstate';
import type { Path } from './replay-steps';

export { deferredActor } from './replay-steps';

/* eslint-disable @typescript-eslint/no-explicit-any -- paths carry xstate.done/error events a machine's own event type omits */
type AnySnapshot = any;

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

function describeEvent(event: EventObject): string {
  const detail = Object.entries(event).find(([key, value]) => key !== 'type' && ['string', 'number', 'boolean'].includes(typeof value));
  return event.type.replace(/^xstate\./, '') + (detail ? `(${String(detail[1])})` : '');
}

export const describePath = (path: Path) =>
  `${JSON.stringify(path.state.value)} via ${path.steps.map((s) => describeEvent(s.event)).join(' → ')}`;
