import { describe, expect, it } from 'vitest';
import { createActor, createMachine, fromCallback, fromPromise, type AnyEventObject } from 'xstate';
import type { NotificationItem } from '../../../contracts/notifications';
import type { AuthData } from '../../../contracts/auth';
import type { WalletBalance } from '../../../contracts/account';
import { appMachine } from '../../../machines/app.machine';
import { sessionMachine } from '../../../machines/session.machine';
import { authData } from './shell-harness';

const item: NotificationItem = { id: 7, title: 'Bonus eklendi', note: '...', type: 4, isRead: false, timeStamp: '2026-01-05T10:00:00.000Z' };

/**
 * The root actor's part in real time: a player's realtime and notifications actors live from login to logout, and
 * it relays what the hub pushed (notifications to the list, balances to the session) and reconnects (the list again).
 */
function start(stored: AuthData | null) {
  const received: Record<string, AnyEventObject[]> = { realtime: [], notifications: [] };
  const spawned: Record<string, Array<{ input: unknown }>> = { realtime: [], notifications: [] };
  const recorder = (name: 'realtime' | 'notifications') =>
    fromCallback<AnyEventObject, unknown>(({ input, receive }) => {
      spawned[name].push({ input });
      receive((event) => received[name].push(event));
    });
  const machine = appMachine.provide({
    actors: {
      session: sessionMachine.provide({ actors: { loadBalance: fromPromise(() => new Promise<WalletBalance>(() => {})) } }),
      realtime: recorder('realtime') as never,
      notifications: recorder('notifications') as never,
      language: createMachine({}) as never,
      bootstrap: createMachine({}) as never,
    },
  });
  const actor = createActor(machine, { input: { cachedBootstrap: null, locale: 'tr', authData: stored } });
  actor.start();
  const children = () => Object.keys(actor.getSnapshot().children);
  return { actor, received, spawned, children, session: () => actor.system.get('session') };
}

describe('app: the player’s real-time actors', () => {
  it('starts none for a guest, both at login (in the current language), none after logout', () => {
    const run = start(null);
    expect(run.children()).not.toContain('realtime');
    expect(run.actor.system.get('notifications')).toBeUndefined();
    run.actor.send({ type: 'language.changed', locale: 'en' });
    run.session().send({ type: 'session.login', authData: authData() });
    expect(run.children()).toEqual(expect.arrayContaining(['realtime', 'notifications']));
    expect(run.spawned.realtime).toEqual([{ input: { locale: 'en' } }]);
    run.session().send({ type: 'session.logout' });
    expect(run.children()).not.toContain('realtime');
    expect(run.children()).not.toContain('notifications');
  });

  it('starts both for stored auth data, and fresh ones for each login', () => {
    const run = start(authData());
    expect(run.spawned.realtime).toHaveLength(1);
    run.session().send({ type: 'session.login', authData: authData({ token: 'other' }) });
    expect(run.spawned.realtime).toHaveLength(2);
    expect(run.spawned.notifications).toHaveLength(2);
  });

  it('relays pushes: a notification to the list, a balance to the session (shown at once)', () => {
    const run = start(authData({ balance: 5 }));
    run.actor.send({ type: 'realtime.notification', item });
    expect(run.received.notifications).toEqual([{ type: 'notifications.pushed', item }]);
    run.actor.send({ type: 'realtime.balance', wallet: { balance: 42.5, cash: 40, bonus: 2.5 } });
    expect(run.session().getSnapshot().context.balance).toBe(42.5);
    expect(run.session().getSnapshot().context.wallet).toEqual({ balance: 42.5, cash: 40, bonus: 2.5 });
  });

  it('asks for the list again after a reconnect and on a new language; the connection is told the language', () => {
    const run = start(authData());
    run.actor.send({ type: 'realtime.reconnected' });
    run.actor.send({ type: 'language.changed', locale: 'en' });
    expect(run.received.notifications).toEqual([{ type: 'notifications.reload' }, { type: 'notifications.reload' }]);
    expect(run.received.realtime).toEqual([{ type: 'realtime.localeChanged', locale: 'en' }]);
  });

  it('relays nothing for a guest (a late push after logout goes nowhere)', () => {
    const run = start(null);
    expect(() => {
      run.actor.send({ type: 'realtime.notification', item });
      run.actor.send({ type: 'realtime.reconnected' });
      run.actor.send({ type: 'language.changed', locale: 'en' });
    }).not.toThrow();
    expect(run.actor.getSnapshot().status).toBe('active');
  });
});

describe('session: a pushed balance', () => {
  it('applies it at once and stores it; the 3 s poll goes on', () => {
    const stored: AuthData[] = [];
    const machine = createMachine({
      invoke: {
        id: 'session',
        src: sessionMachine.provide({
          actors: { loadBalance: fromPromise(() => new Promise<WalletBalance>(() => {})) },
          actions: { storeAuthData: (_, { authData: data }) => void stored.push(data) },
        }),
        input: { authData: authData({ balance: 1 }) },
      },
    });
    const actor = createActor(machine).start();
    const session = actor.getSnapshot().children.session!;
    session.send({ type: 'session.balancePushed', wallet: { balance: 99, cash: 90, bonus: 9 } });
    expect(session.getSnapshot().context.balance).toBe(99);
    expect(stored.at(-1)?.balance).toBe(99);
    expect(session.getSnapshot().matches({ loggedIn: 'fetchingBalance' })).toBe(true);
  });
});
