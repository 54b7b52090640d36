import { describe, expect, it, vi } from 'vitest';
import { fromCallback, fromPromise, SimulatedClock } from 'xstate';
import type { WalletBalance } from '../../../contracts/account';
import type { AuthData } from '../../../contracts/auth';
import { selectBetcoAccess, sessionMachine } from '../../../machines/session.machine';
import { authData, flush, startChild } from './shell-harness';

function start(stored: AuthData | null, loadBalance: () => Promise<WalletBalance> = () => new Promise(() => {})) {
  const effects = {
    storeAuthData: vi.fn(),
    applyToken: vi.fn(),
    notifyServerLogout: vi.fn(),
    clearStorage: vi.fn(),
    navigateHome: vi.fn(),
    reload: vi.fn(),
  };
  const balanceCalls = vi.fn(loadBalance);
  // The API's 401 channel: the session listens only while it runs watchUnauthorized.
  const unauthorized = new Set<() => void>();
  const machine = sessionMachine.provide({
    actors: {
      loadBalance: fromPromise(() => balanceCalls()),
      watchUnauthorized: fromCallback(({ sendBack }) => {
        const listener = () => sendBack({ type: 'session.expired' });
        unauthorized.add(listener);
        return () => unauthorized.delete(listener);
      }),
    },
    actions: {
      storeAuthData: (_, params) => effects.storeAuthData(params.authData),
      applyToken: (_, params) => effects.applyToken(params.token),
      notifyServerLogout: () => effects.notifyServerLogout(),
      clearStorage: () => effects.clearStorage(),
      navigateHome: () => effects.navigateHome(),
      reload: () => effects.reload(),
    },
  });
  const clock = new SimulatedClock();
  const answer401 = () => [...unauthorized].forEach((listener) => listener());
  return { ...startChild(machine, { input: { authData: stored }, clock }), effects: { ...effects, loadBalance: balanceCalls }, unauthorized, answer401 };
}

describe('session', () => {
  it('logs out on any 401 answer while logged in, and stops listening once logged out', () => {
    const { child, effects, unauthorized, answer401 } = start(authData());
    expect(unauthorized.size).toBe(1);
    answer401();
    expect(child.getSnapshot().matches('loggedOut')).toBe(true);
    expect(effects.clearStorage).toHaveBeenCalledTimes(1);
    expect(effects.notifyServerLogout).not.toHaveBeenCalled();
    expect(unauthorized.size).toBe(0);
  });

  it('ignores 401 answers as a guest (a refused login is not a logout)', () => {
    const { child, effects, unauthorized } = start(null);
    expect(unauthorized.size).toBe(0);
    expect(child.getSnapshot().value).toBe('guest');
    expect(effects.clearStorage).not.toHaveBeenCalled();
  });

  it('is a guest without stored auth data', () => {
    const { child, received } = start(null);
    expect(child.getSnapshot().value).toBe('guest');
    expect(received).toContainEqual({ type: 'session.changed', loggedIn: false });
  });

  it('is logged in while stored auth data exists, with its token on every request', () => {
    const { child, received, effects } = start(authData());
    expect(child.getSnapshot().matches('loggedIn')).toBe(true);
    expect(child.getSnapshot().context.balance).toBe(125.5);
    expect(effects.applyToken).toHaveBeenLastCalledWith('token-1');
    expect(received).toContainEqual({ type: 'session.changed', loggedIn: true });
  });

  it('signs in on session.login: stores the auth data and tells the app', () => {
    const { child, received, effects } = start(null);
    child.send({ type: 'session.login', authData: authData({ token: 'fresh', balance: 10 }) });
    expect(child.getSnapshot().matches('loggedIn')).toBe(true);
    expect(child.getSnapshot().context.balance).toBe(10);
    expect(effects.storeAuthData).toHaveBeenCalledWith(expect.objectContaining({ token: 'fresh' }));
    expect(effects.applyToken).toHaveBeenLastCalledWith('fresh');
    expect(received.at(-1)).toEqual({ type: 'session.changed', loggedIn: true });
  });

  it('logs out: storage cleared and home shown at once, the page reloads only after 300 ms', () => {
    const { child, clock, effects } = start(authData());
    child.send({ type: 'session.logout' });
    expect(effects.notifyServerLogout).toHaveBeenCalledTimes(1);
    expect(effects.clearStorage).toHaveBeenCalledTimes(1);
    expect(effects.navigateHome).toHaveBeenCalledTimes(1);
    expect(child.getSnapshot().context.authData).toBeNull();
    clock.increment(299);
    expect(effects.reload).not.toHaveBeenCalled();
    clock.increment(1);
    expect(effects.reload).toHaveBeenCalledTimes(1);
    expect(child.getSnapshot().value).toBe('guest');
  });

  it('logs out on a 401 answer without calling the server again', () => {
    const { child, clock, effects, received } = start(authData());
    child.send({ type: 'session.expired' });
    expect(effects.notifyServerLogout).not.toHaveBeenCalled();
    expect(effects.clearStorage).toHaveBeenCalledTimes(1);
    expect(received.at(-1)).toEqual({ type: 'session.changed', loggedIn: false });
    clock.increment(300);
    expect(effects.reload).toHaveBeenCalledTimes(1);
  });

  it('ignores a 401 while a guest (a failed login is not a logout)', () => {
    const { child, clock, effects } = start(null);
    child.send({ type: 'session.expired' });
    clock.increment(1000);
    expect(child.getSnapshot().value).toBe('guest');
    expect(effects.clearStorage).not.toHaveBeenCalled();
    expect(effects.reload).not.toHaveBeenCalled();
  });

  it('grants betting-partner access only with a non-empty betcoUrl', () => {
    expect(start(authData({ betcoUrl: 'https://partner.example/sport' })).child.getSnapshot()).toSatisfy(selectBetcoAccess);
    expect(selectBetcoAccess(start(authData({ betcoUrl: '' })).child.getSnapshot())).toBe(false);
    expect(selectBetcoAccess(start(null).child.getSnapshot())).toBe(false);
  });

  it('fetches the balance at login, then every 3000 ms while logged in, into the context and the stored auth data', async () => {
    let balance = 10;
    const { child, clock, effects } = start(null, async () => ({ balance, cash: balance - 4, bonus: 4 }));
    expect(effects.loadBalance).not.toHaveBeenCalled();
    child.send({ type: 'session.login', authData: authData({ balance: 1 }) });
    await flush();
    expect(effects.loadBalance).toHaveBeenCalledTimes(1);
    expect(child.getSnapshot().context.balance).toBe(10);
    expect(child.getSnapshot().context.wallet).toEqual({ balance: 10, cash: 6, bonus: 4 });
    expect(effects.storeAuthData).toHaveBeenLastCalledWith(expect.objectContaining({ token: 'token-1', balance: 10 }));
    balance = 25;
    clock.increment(2999);
    await flush();
    expect(effects.loadBalance).toHaveBeenCalledTimes(1);
    clock.increment(1);
    await flush();
    expect(effects.loadBalance).toHaveBeenCalledTimes(2);
    expect(child.getSnapshot().context.balance).toBe(25);
    clock.increment(3000);
    await flush();
    expect(effects.loadBalance).toHaveBeenCalledTimes(3);
  });

  it('keeps polling after a failed balance call, and stops polling once logged out', async () => {
    const { child, clock, effects } = start(authData(), () => Promise.reject(new Error('offline')));
    await flush();
    expect(child.getSnapshot().context.balance).toBe(125.5);
    clock.increment(3000);
    await flush();
    expect(effects.loadBalance).toHaveBeenCalledTimes(2);
    child.send({ type: 'session.logout' });
    clock.increment(30_000);
    await flush();
    expect(effects.loadBalance).toHaveBeenCalledTimes(2);
  });

  it('a revoked session: the next poll answers 401, which logs out, and the page reloads 300 ms later', async () => {
    let revoked = false;
    let expire = () => {};
    const { child, clock, effects } = start(authData(), async () => {
      if (!revoked) return { balance: 5, cash: 5, bonus: 0 };
      expire(); // what the API client's 401 hook does before the call fails
      throw new Error('Oturumunuz sona erdi.');
    });
    expire = () => child.send({ type: 'session.expired' });
    await flush();
    revoked = true;
    clock.increment(3000);
    await flush();
    expect(child.getSnapshot().value).toBe('loggedOut');
    expect(effects.clearStorage).toHaveBeenCalledTimes(1);
    expect(effects.navigateHome).toHaveBeenCalledTimes(1);
    clock.increment(299);
    expect(effects.reload).not.toHaveBeenCalled();
    clock.increment(1);
    expect(effects.reload).toHaveBeenCalledTimes(1);
  });

  it('marks the stored user SMS-verified with the proved phone', () => {
    const { child, effects } = start(authData({ smsVerified: false, phone: '905551112233' }));
    child.send({ type: 'session.phoneVerified', phone: '905559998877' });
    expect(child.getSnapshot().context.authData).toMatchObject({ smsVerified: true, phone: '905559998877' });
    expect(effects.storeAuthData).toHaveBeenLastCalledWith(expect.objectContaining({ smsVerified: true, phone: '905559998877' }));
  });
});
