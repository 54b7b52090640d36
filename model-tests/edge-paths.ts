import { createActor, fromPromise, setup, SimulatedClock, type AnyActorRef, type AnyStateMachine, type EventObject } from 'xstate';
import { adjacencyMapToArray, getAdjacencyMap, getShortestPaths } from 'xstate/graph';
import type { Deferred, Path } from './replay-steps';
import { withParentSink } from './shell-replay';

/* eslint-disable @typescript-eslint/no-explicit-any -- generated paths carry events outside a machine's own type */

/**
 * One path per transition (the shortest way to its source state, then the transition), with every event offered
 * at every state whether the state handles it or not: a transition the machine lacks is a step where the machine
 * does nothing, which a model that expects something catches.
 */
export function edgePaths(machine: AnyStateMachine, events: EventObject[], input: unknown, serializeState: (s: any) => string): Path[] {
  const logic = withParentSink(machine);
  const options = { events, serializeState, input } as any;
  const shortest = new Map(getShortestPaths(logic, options).map((p) => [serializeState(p.state), p]));
  return adjacencyMapToArray(getAdjacencyMap(logic, options))
    .filter((edge) => edge.state.status === 'active')
    .map((edge) => {
      const to = shortest.get(serializeState(edge.state))!;
      return { ...to, state: edge.nextState, steps: [...to.steps, { event: edge.event, state: edge.nextState }] } as Path;
    });
}

/** A promise actor that records its input and settles when the path answers it. */
export function answeredLater(pending: Map<string, Deferred>, inputs: Array<{ id: string; input: unknown }>) {
  return fromPromise<any, any>(({ input, self }) => {
    inputs.push({ id: self.id, input });
    return new Promise((resolve, reject) => pending.set(self.id, { resolve, reject }));
  });
}

/**
 * Runs a machine under a recording parent on a simulated clock; play() performs one generated event the way the
 * world would: a user event is sent, a delay passes, an answer settles its call (if that call is under way).
 */
export function startLive(machine: AnyStateMachine, input: unknown, pending: Map<string, Deferred>) {
  const sentUp: EventObject[] = [];
  const root = setup({ actors: { subject: machine } }).createMachine({
    invoke: { id: 'subject', src: 'subject', input: () => input },
    on: { '*': { actions: ({ event }) => sentUp.push(event) } },
  });
  const clock = new SimulatedClock();
  const actor = createActor(root, { clock }).start();
  const child = actor.getSnapshot().children.subject as AnyActorRef;
  const delays = (machine.implementations.delays ?? {}) as Record<string, number>;
  async function play(event: EventObject) {
    const answer = /^xstate\.(done|error)\.actor\.(\w+)$/.exec(event.type);
    if (answer) {
      if (!child.getSnapshot().children[answer[2]!]) return;
      const call = pending.get(answer[2]!)!;
      if (answer[1] === 'done') call.resolve((event as { output?: unknown }).output);
      else call.reject((event as { error?: unknown }).error);
      await new Promise((resolve) => setTimeout(resolve, 0));
    } else if (event.type.startsWith('xstate.after.')) {
      clock.increment(delays[event.type.split('.')[2]!]!);
    } else child.send(event);
  }
  return { child, sentUp, play, stop: () => actor.stop() };
}
