import { expect } from 'vitest';
import { fromPromise, type AnyActorRef, type AnyStateMachine, type EventObject, type SimulatedClock } from 'xstate';
import type { StatePath } from 'xstate/graph';

/* eslint-disable @typescript-eslint/no-explicit-any -- paths carry xstate.done/error events a machine's own event type omits */
export type Path = StatePath<any, EventObject>;
export type Deferred = { resolve: (value: unknown) => void; reject: (error: unknown) => void };

/** A promise actor that settles when the replay reaches its done/error step. */
export function deferredActor(pending: Map<string, Deferred>) {
  return fromPromise<any, any>(({ self }) => new Promise((resolve, reject) => pending.set(self.id, { resolve, reject })));
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

/**
 * Plays a generated path's steps on a live actor started from it: user events are sent, delays are
 * advanced on the simulated clock, invoked promises (deferred actors in `pending`) are settled; after
 * each step the live state must be the state the path predicts.
 */
export async function replaySteps(
  actor: AnyActorRef,
  machine: AnyStateMachine,
  path: Path,
  options: { clock: SimulatedClock; pending: Map<string, Deferred>; afterStep?: (step: Path['steps'][number]) => void },
) {
  const { clock, pending } = options;
  const delays = (machine.implementations.delays ?? {}) as Record<string, number>;
  for (const step of path.steps) {
    const { type } = step.event;
    if (type === 'xstate.init') {
      // the actor is already started
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
      actor.send(step.event);
    }
    expect(actor.getSnapshot().value, `after ${type}`).toEqual(step.state.value);
    options.afterStep?.(step);
  }
}
