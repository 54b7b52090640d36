// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { getShortestPaths } from 'xstate/graph';
import type { WalletBalance } from '../contracts/account';
import type { AuthData } from '../contracts/auth';
import { sessionMachine } from '../machines/session.machine';
import { renderApp } from '../tests/components/render-app';
import { authData } from '../tests/unit/machines/shell-harness';
import { deferredActor, describePath, ownEvents, replayPath, withParentSink } from './shell-replay';

const player = authData({ token: 'fresh', username: 'ayse02', balance: 40 });
const events = ownEvents({
  'session.login': [{ type: 'session.login', authData: player } as never],
  'session.phoneVerified': [{ type: 'session.phoneVerified', phone: '905320001122' } as never],
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

describe.each(inputs)('session paths ($name)', (input) => {
  const paths = getShortestPaths(withParentSink(sessionMachine), { events, input });

  it('poll the balance only while logged in, and reload only 300 ms after a logout', () => {
    for (const path of paths) {
      path.steps.forEach((step, i) => {
        if (step.state.matches({ loggedIn: 'fetchingBalance' })) expect(step.state.context.authData).not.toBeNull();
        if (step.event.type.startsWith('xstate.after.logoutReload')) expect(top(path.steps[i - 1]!.state.value)).toBe('loggedOut');
        if (top(step.state.value) === 'loggedOut') expect(step.state.context.authData).toBeNull();
      });
    }
  });

  it.each(paths.map((path) => [describePath(path), path] as const))('%s', async (_, path) => {
    const effects = { stored: [] as AuthData[], cleared: 0, reloads: 0 };
    const { sentUp } = await replayPath(sessionMachine, path, {
      input,
      provide: (pending) =>
        sessionMachine.provide({
          actors: { loadBalance: deferredActor(pending) },
          actions: {
            storeAuthData: (_, { authData }) => effects.stored.push(authData),
            clearStorage: () => (effects.cleared += 1),
            reload: () => (effects.reloads += 1),
          },
        }),
    });
    const count = (prefix: string) => path.steps.filter((s) => s.event.type.startsWith(prefix)).length;
    expect(effects.reloads).toBe(count('xstate.after.logoutReload'));
    const loggedOut = path.steps.filter((s, i) => top(s.state.value) === 'loggedOut' && top(path.steps[i - 1]?.state.value) !== 'loggedOut');
    expect(effects.cleared).toBe(loggedOut.length);
    expect(effects.stored.length).toBe(count('session.login') + count('xstate.done.actor.loadBalance') + count('session.phoneVerified'));
    const changes = sentUp.filter((e) => e.type === 'session.changed') as unknown as Array<{ loggedIn: boolean }>;
    expect(changes.at(-1)?.loggedIn).toBe(top(path.state.value) === 'loggedIn');
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
        const starts = ['xstate.init', 'session.login', 'xstate.after.balancePoll'];
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
