import { describe, expect, it, vi } from 'vitest';
import { SimulatedClock } from 'xstate';
import type { AuthData } from '../../../contracts/auth';
import { selectBetcoAccess, sessionMachine } from '../../../machines/session.machine';
import { authData, startChild } from './shell-harness';

function start(stored: AuthData | null) {
  const effects = {
    storeAuthData: vi.fn(),
    applyToken: vi.fn(),
    notifyServerLogout: vi.fn(),
    clearStorage: vi.fn(),
    navigateHome: vi.fn(),
    reload: vi.fn(),
  };
  const machine = sessionMachine.provide({
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
  return { ...startChild(machine, { input: { authData: stored }, clock }), effects };
}

describe('session', () => {
  it('is a guest without stored auth data', () => {
    const { child, received } = start(null);
    expect(child.getSnapshot().value).toBe('guest');
    expect(received).toContainEqual({ type: 'session.changed', loggedIn: false });
  });

  it('is logged in while stored auth data exists, with its token on every request', () => {
    const { child, received, effects } = start(authData());
    expect(child.getSnapshot().value).toBe('loggedIn');
    expect(child.getSnapshot().context.balance).toBe(125.5);
    expect(effects.applyToken).toHaveBeenLastCalledWith('token-1');
    expect(received).toContainEqual({ type: 'session.changed', loggedIn: true });
  });

  it('signs in on session.login: stores the auth data and tells the app', () => {
    const { child, received, effects } = start(null);
    child.send({ type: 'session.login', authData: authData({ token: 'fresh', balance: 10 }) });
    expect(child.getSnapshot().value).toBe('loggedIn');
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
});
