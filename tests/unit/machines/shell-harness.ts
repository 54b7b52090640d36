import type { Profile, SessionItem } from '../../../contracts/account';
import type { AuthData } from '../../../contracts/auth';
import type { GameItem } from '../../../contracts/casino';
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

/** The demo player's profile (GET customer/profile). */
export const profile: Profile = {
  username: 'deniz01',
  usercode: '7',
  name: 'Deniz',
  surname: 'Yılmaz',
  email: 'deniz01@example.com',
  phone: '905551112233',
  smsVerified: false,
  country: { id: 235, name: 'Türkiye' },
  currencyId: 1,
  birthDate: '1990-01-01',
  createdAt: '2026-11-01T09:30:00.000Z',
};

/** One of the demo player's sessions (GET customer/sessions). */
export const sessionItem = (id: number, extra: Partial<SessionItem> = {}): SessionItem => ({
  id,
  ip: '10.0.0.1',
  userAgent: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36',
  startedAt: '2026-11-21T08:00:00.000Z',
  lastSeenAt: '2026-11-21T09:00:00.000Z',
  endedAt: null,
  endReason: null,
  active: true,
  current: false,
  ...extra,
});

/** The game the side menu's Aviator entry finds. */
export const aviator: GameItem = {
  id: 113,
  name: 'Aviator',
  providerName: 'Kasa Games',
  gameCode: 'aviator',
  system: '1000',
  productId: 0,
  mainProviderId: 7,
  systemCategory: 4,
  imageUrl: '/media/games/aviator.svg',
};
