import type { AuthData } from '../../../contracts/auth';
import { createActor, setup, SimulatedClock, type AnyActorLogic, type AnyActorRef, type EventObject } from 'xstate';

/**
 * Runs a machine as the child of a small parent that records every event the child sends up
 * (sendParent), the way the root app actor would receive them.
 */
export function startChild(logic: AnyActorLogic, options: { input?: unknown; clock?: SimulatedClock } = {}) {
  const received: EventObject[] = [];
  const parent = setup({ actors: { subject: logic } }).createMachine({
    invoke: { id: 'subject', src: 'subject', input: () => options.input },
    on: { '*': { actions: ({ event }) => received.push(event) } },
  });
  const clock = options.clock ?? new SimulatedClock();
  const root = createActor(parent, { clock });
  const errors: unknown[] = [];
  root.subscribe({ error: (error) => errors.push(error) });
  root.start();
  const child = root.getSnapshot().children.subject as AnyActorRef;
  return { root, child, received, clock, errors, types: () => received.map((e) => e.type) };
}

/** Lets settled promises land. */
export const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

/** A promise whose settling the test controls. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** Stored auth data of a demo player. */
export const authData = (overrides: Partial<AuthData> = {}): AuthData => ({
  token: 'token-1',
  balance: 125.5,
  username: 'deniz01',
  usercode: '7',
  betsyCid: null,
  betsyUrl: null,
  betsyToken: null,
  betcoToken: null,
  betcoUrl: null,
  smsVerified: false,
  phone: '905551112233',
  fingerprint: null,
  ...overrides,
});
