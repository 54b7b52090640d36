import { describe, expect, it, vi } from 'vitest';
import { fromPromise } from 'xstate';
import type { SessionItem } from '../../../contracts/account';
import { profileMachine } from '../../../machines/profile.machine';
import { sessionHistoryMachine } from '../../../machines/session-history.machine';
import { flush, profile, sessionItem, startChild } from './shell-harness';

describe('session history', () => {
  it('lists the sessions, ends another active one and reloads the list', async () => {
    let sessions = [sessionItem(2, { current: true }), sessionItem(1)];
    const endSession = vi.fn(async ({ id }: { id: number }) => {
      sessions = sessions.map((s) => (s.id === id ? { ...s, active: false, endedAt: '2026-11-21T10:06:00.000Z' } : s));
      return { message: 'Oturum sonlandırıldı.' };
    });
    const toasts: unknown[] = [];
    const { child } = startChild(
      sessionHistoryMachine.provide({
        actors: { loadSessions: fromPromise(async () => sessions), endSession: fromPromise(({ input }) => endSession(input)) },
        actions: { toast: (_, params) => toasts.push(params) },
      }),
    );
    await flush();
    expect(child.getSnapshot().value).toBe('listed');
    child.send({ type: 'sessions.end', id: 2 });
    expect(child.getSnapshot().value).toBe('listed');
    child.send({ type: 'sessions.end', id: 1 });
    await flush();
    await flush();
    expect(endSession).toHaveBeenCalledWith({ id: 1 });
    expect(child.getSnapshot().value).toBe('listed');
    expect(child.getSnapshot().context.sessions.find((s: SessionItem) => s.id === 1).active).toBe(false);
    expect(toasts).toEqual([{ kind: 'success', message: 'Oturum sonlandırıldı.' }]);
    child.send({ type: 'sessions.end', id: 1 });
    expect(child.getSnapshot().value).toBe('listed');
  });

  it('shows the message when the list cannot load, and tries again on request', async () => {
    let fail = true;
    const { child } = startChild(
      sessionHistoryMachine.provide({
        actors: {
          loadSessions: fromPromise(async () => {
            if (fail) throw new Error('Sunucuya ulaşılamadı.');
            return [sessionItem(1, { current: true })];
          }),
        },
      }),
    );
    await flush();
    expect(child.getSnapshot().value).toBe('failed');
    expect(child.getSnapshot().context.error).toBe('Sunucuya ulaşılamadı.');
    fail = false;
    child.send({ type: 'sessions.retry' });
    await flush();
    expect(child.getSnapshot().context.sessions).toHaveLength(1);
  });
});

describe('profile', () => {
  it('loads the profile, or shows the message and retries', async () => {
    let fail = true;
    const { child } = startChild(
      profileMachine.provide({
        actors: {
          loadProfile: fromPromise(async () => {
            if (fail) throw new Error('Sunucuya ulaşılamadı.');
            return profile;
          }),
        },
      }),
    );
    await flush();
    expect(child.getSnapshot().value).toBe('failed');
    fail = false;
    child.send({ type: 'profile.retry' });
    await flush();
    expect(child.getSnapshot().value).toBe('loaded');
    expect(child.getSnapshot().context.profile).toEqual(profile);
  });
});
