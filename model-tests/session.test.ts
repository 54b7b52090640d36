// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { getShortestPaths } from 'xstate/graph';
import type { WalletBalance } from '../contracts/account';
import type { AuthData } from '../contracts/auth';
import { selectLoggedIn, sessionMachine } from '../machines/session.machine';
import { renderApp } from '../tests/components/render-app';
import { authData } from '../tests/unit/machines/shell-harness';
import { describePath, ownEvents, withParentSink } from './shell-replay';
import { answer, checkFlow, effectsOf, fail, inFlight, send, sentUpOf, wait, type FlowSpec, type Live, type Rule } from './spec-model';

const player = authData({ token: 'fresh', username: 'ayse02', balance: 40 });
const events = ownEvents({
  'session.login': [{ type: 'session.login', authData: player } as never],
  'session.phoneVerified': [{ type: 'session.phoneVerified', phone: '905320001122' } as never],
  'session.balancePushed': [{ type: 'session.balancePushed', wallet: { balance: 310.25, cash: 300, bonus: 10.25 } } as never],
  'xstate.done.actor.loadBalance': [{ type: 'xstate.done.actor.loadBalance', output: { balance: 75.5, cash: 70, bonus: 5.5 } } as never],
  'xstate.error.actor.loadBalance': [{ type: 'xstate.error.actor.loadBalance', error: new Error('Sunucuya ulaşılamadı.') } as never],
});
const inputs: Array<{ name: string; authData: AuthData | null }> = [
  { name: 'guest', authData: null },
  { name: 'stored auth data', authData: authData() },
];
const lira = (amount: number) => new Intl.NumberFormat('tr-TR', { style: 'currency', currency: 'TRY' }).format(amount);
const top = (value: unknown) => (typeof value === 'string' ? value : Object.keys(value as object)[0]);

afterEach(() => {
  vi.useRealTimers();
});

type Observed = ReturnType<typeof observe>;
const observe = (live: Live) => {
  const snapshot = live.actor.getSnapshot();
  const storage = live.effects.filter((e) => e.type === 'storeAuthData' || e.type === 'clearStorage').at(-1);
  return {
    loggedIn: selectLoggedIn(snapshot),
    username: (snapshot.context.authData?.username ?? null) as string | null,
    balance: snapshot.context.balance as number,
    balanceCalls: inFlight(live, 'loadBalance').length,
    calls: live.requests.filter((r) => r.src === 'loadBalance').length,
    /** The 401 watcher (an API answer with status 401 logs out). */
    watching: inFlight(live, 'watchUnauthorized').length,
    storage: (storage === undefined ? 'untouched' : storage.type === 'clearStorage' ? null : storage.params.authData) as AuthData | null | 'untouched',
    cleared: effectsOf(live, 'clearStorage').length,
    reloads: effectsOf(live, 'reload').length,
    wentHome: effectsOf(live, 'navigateHome').length,
    serverLogouts: effectsOf(live, 'notifyServerLogout').length,
    token: effectsOf(live, 'applyToken').at(-1)?.params.token as string | null | undefined,
    announced: (sentUpOf(live, 'session.changed').at(-1) as { loggedIn?: boolean } | undefined)?.loggedIn,
  };
};

const other = authData({ token: 'other', username: 'mert77', balance: 12 });
const wallet = { balance: 75.5, cash: 70, bonus: 5.5 };
const leaves = (how: 'logout' | 'expired'): Rule<Observed> => ({
  act: send({ type: `session.${how}` }),
  then: 'leaving',
  check: (after, before) => {
    // product §4/§8: logout or any 401 clears all storage, shows the home page, stops the balance poll.
    expect(after.cleared).toBe(before.cleared + 1);
    expect(after.storage).toBeNull();
    expect(after.wentHome).toBe(before.wentHome + 1);
    expect(after.serverLogouts).toBe(before.serverLogouts + (how === 'logout' ? 1 : 0));
  },
});
const logsIn = (who: AuthData, then = 'player, balance loading'): Rule<Observed> => ({
  act: send({ type: 'session.login', authData: who }),
  then,
  check: (after, before) => {
    expect(after.username).toBe(who.username);
    expect(after.storage).toEqual(who);
    expect(after.token).toBe(who.token);
    // The balance is fetched once at login.
    expect(after.calls).toBe(before.calls + 1);
  },
});
const phoneVerified = (situation: string): Rule<Observed> => ({
  act: send({ type: 'session.phoneVerified', phone: '905320001122' }),
  then: situation,
  check: (after) => expect(after.storage).toMatchObject({ smsVerified: true, phone: '905320001122' }),
});
/** Money moved elsewhere (a bonus claimed): a logged-in player's balance is fetched again at once. */
const balanceChanged = (situation: string, calls: number): Rule<Observed> => ({
  act: send({ type: 'session.balanceChanged' }),
  then: situation,
  check: (after, before) => expect(after.calls).toBe(before.calls + calls),
});
/** The hub pushed the balance after money moved: a player sees it at once, with no request; a guest sees nothing. */
const pushed = { balance: 310.25, cash: 300, bonus: 10.25 };
const balancePushed = (situation: string, shown: boolean): Rule<Observed> => ({
  act: send({ type: 'session.balancePushed', wallet: pushed }),
  then: situation,
  check: (after, before) => {
    expect(after.calls).toBe(before.calls);
    expect(after.balance).toBe(shown ? pushed.balance : before.balance);
    if (shown) expect(after.storage).toMatchObject({ balance: pushed.balance });
  },
});
const noPoll = (situation: string, ms: number): Rule<Observed> => ({
  act: wait(ms),
  then: situation,
  check: (after, before) => expect(after.calls).toBe(before.calls),
});

/** product §4 Session, §8 (401), §9 (poll 3000 ms, reload 300 ms), written as what a player and the storage see. */
const sessionSpec: FlowSpec<Observed> = {
  observe,
  situation: (o) => (o.loggedIn ? (o.balanceCalls > 0 ? 'player, balance loading' : 'player, balance shown') : o.cleared > o.reloads ? 'leaving' : 'guest'),
  invariant: (o) => {
    // (While leaving, the API client keeps the old token until the reload: not asserted.)
    // product §4/§8: a 401 logs out while logged in, so 401s are watched exactly then.
    expect(o.watching).toBe(o.loggedIn ? 1 : 0);
    if (o.loggedIn) {
      expect(o.announced).toBe(true);
      expect(o.token).toBeTruthy();
    } else {
      expect(o.balanceCalls).toBe(0);
      expect(o.announced).toBe(false);
      if (o.cleared === o.reloads) expect(o.token ?? null).toBeNull();
      expect(o.balance).toBe(0);
    }
  },
  rules: {
    guest: [logsIn(player), noPoll('guest', 3000), balanceChanged('guest', 0), balancePushed('guest', false)],
    'player, balance loading': [
      {
        act: answer('loadBalance', wallet),
        then: 'player, balance shown',
        check: (after) => {
          expect(after.balance).toBe(75.5);
          expect(after.storage).toMatchObject({ balance: 75.5 });
        },
      },
      { act: fail('loadBalance', new Error('Sunucuya ulaşılamadı.')), then: 'player, balance shown', check: (a, b) => expect(a.balance).toBe(b.balance) },
      leaves('logout'),
      leaves('expired'),
      logsIn(other),
      phoneVerified('player, balance loading'),
      balanceChanged('player, balance loading', 1),
      balancePushed('player, balance loading', true),
    ],
    'player, balance shown': [
      noPoll('player, balance shown', 2999),
      { act: wait(3000), then: 'player, balance loading', check: (after, before) => expect(after.calls).toBe(before.calls + 1) },
      leaves('logout'),
      leaves('expired'),
      logsIn(other),
      phoneVerified('player, balance shown'),
      balanceChanged('player, balance loading', 1),
      balancePushed('player, balance shown', true),
    ],
    leaving: [
      noPoll('leaving', 299),
      balanceChanged('leaving', 0),
      balancePushed('leaving', false),
      { act: wait(300), then: 'guest', check: (after, before) => expect(after.reloads).toBe(before.reloads + 1) },
    ],
  },
};

describe.each(inputs)('session against the user-level model ($name)', (input) => {
  const paths = getShortestPaths(withParentSink(sessionMachine), { events, input });

  it('every path agrees with the model; every situation is reached and every required act works there', async () => {
    await checkFlow({ machine: sessionMachine, input }, paths, sessionSpec);
  });
});

describe.each(inputs)('session paths on the rendered header ($name)', (input) => {
  const paths = getShortestPaths(withParentSink(sessionMachine), { events, input });

  it.each(paths.map((path) => [describePath(path), path] as const))('%s', async (_, path) => {
    vi.useFakeTimers();
    const calls: Array<{ resolve: (b: WalletBalance) => void; reject: (e: Error) => void }> = [];
    const { actor, effects, location } = renderApp({
      path: '/promotions',
      authData: input.authData,
      balance: () => new Promise<WalletBalance>((resolve, reject) => calls.push({ resolve, reject })),
    });
    const session = actor.system.get('session')!;
    const flush = (ms = 0) => act(() => vi.advanceTimersByTimeAsync(ms));
    await flush();
    for (const step of path.steps.slice(1)) {
      const event = step.event as { type: string; output?: WalletBalance; error?: Error };
      if (event.type === 'session.logout') fireEvent.click(within(screen.getByRole('banner')).getByRole('button', { name: 'Çıkış Yap' }));
      else if (event.type === 'xstate.done.actor.loadBalance') await act(async () => calls.at(-1)!.resolve(event.output!));
      else if (event.type === 'xstate.error.actor.loadBalance') await act(async () => calls.at(-1)!.reject(event.error!));
      else if (event.type.startsWith('xstate.after.balancePoll')) await flush(3000);
      else if (event.type.startsWith('xstate.after.logoutReload')) await flush(300);
      else act(() => session.send(step.event as never));
      await flush();
      const bar = within(screen.getByRole('banner'));
      const state = top(step.state.value);
      expect(top(session.getSnapshot().value), describePath(path)).toBe(state);
      if (state === 'loggedIn') {
        expect(bar.getByText(lira(step.state.context.balance))).toBeTruthy();
        expect(bar.getByText(step.state.context.authData!.username)).toBeTruthy();
        // A call starts on entering fetchingBalance: at start, at each login and after each pause.
        const starts = ['xstate.init', 'session.login', 'xstate.after.balancePoll', 'session.balanceChanged'];
        const polls = path.steps.slice(0, path.steps.indexOf(step) + 1).filter((s) =>
          s.state.matches({ loggedIn: 'fetchingBalance' }) && starts.some((type) => s.event.type.startsWith(type)));
        expect(calls.length).toBe(polls.length);
      } else {
        expect(bar.getByRole('button', { name: 'Giriş Yap' })).toBeTruthy();
      }
      if (state === 'loggedOut') expect(location.history.at(-1)).toBe('/');
      expect(effects.reloads).toBe(path.steps.slice(0, path.steps.indexOf(step) + 1).filter((s) => s.event.type.startsWith('xstate.after.logoutReload')).length);
    }
  });
});
