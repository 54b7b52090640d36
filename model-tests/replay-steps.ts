import { fromPromise, type EventObject } from 'xstate';
import type { StatePath } from 'xstate/graph';

/* eslint-disable @typescript-eslint/no-explicit-any -- paths carry xstate.done/error events a machine's own event type omits */
export type Path = StatePath<any, EventObject>;
export type Deferred = { resolve: (value: unknown) => void; reject: (error: unknown) => void };

/** A promise actor the test settles by hand (kept in `pending` under its invoke id). */
export function deferredActor(pending: Map<string, Deferred>) {
  return fromPromise<any, any>(({ self }) => new Promise((resolve, reject) => pending.set(self.id, { resolve, reject })));
}
