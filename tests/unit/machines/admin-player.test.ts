import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { OperatorRole } from '../../../contracts/admin';
import type { AdjustPayload, AdminBetsPage, AdminLedgerPage, AdminNotificationItem, AdminNotificationsPage, AdminPlayerDetail, AdminSessionItem } from '../../../contracts/admin-calls';
import { adminPlayerMachine, type BlockRequest, type LedgerRequest } from '../../../machines/admin-player.machine';
import { adminPlayersMachine, type PlayerSearch } from '../../../machines/admin-players.machine';
import { flush } from './shell-harness';

const REQUEST_ID = '6f1c2a9e-3b4d-4e5f-8a7b-1c2d3e4f5a6b';
const detail = (cashMinor = 10000, blockedAt: string | null = null): AdminPlayerDetail => ({
  profile: {
    id: 12, username: 'deniz01', name: 'Deniz', surname: 'Yılmaz', email: 'd@example.com', phone: '905321234567', personalNo: null,
    createdAt: '2025-01-02T10:30:00.000Z', blockedAt, smsVerified: false, birthDate: null, locale: 'tr', countryId: 235, currencyId: 1,
  },
  verification: { smsVerified: false },
  balances: { cashMinor, bonusMinor: 0, heldMinor: 0 },
  blockedAt,
  selfExcludedUntil: null,
  bettingPartnerAccess: false,
  lastLoginAt: null,
  lastLoginIp: null,
});

/** The player machine for an operator of `role`, each call recorded; `refuse` names calls that fail. */
async function player(role: OperatorRole, refuse: string[] = []) {
  const calls = { notifications: [] as Array<{ id: number; cursor?: string }>, ledger: [] as LedgerRequest[], adjust: [] as AdjustPayload[], block: [] as BlockRequest[], partner: [] as boolean[] };
  const toasts: string[] = [];
  const refusal = (name: string) => (refuse.includes(name) ? Promise.reject(new Error(`${name} refused`)) : null);
  const machine = adminPlayerMachine.provide({
    actors: {
      loadPlayer: fromPromise(async () => detail()),
      loadLedger: fromPromise(async ({ input }: { input: LedgerRequest }): Promise<AdminLedgerPage> => {
        calls.ledger.push(input);
        return { items: [], nextCursor: null };
      }),
      loadSessions: fromPromise(async (): Promise<AdminSessionItem[]> => []),
      endSession: fromPromise(async () => ({ message: 'ended' })),
      loadBets: fromPromise(async (): Promise<AdminBetsPage> => ({ items: [], nextCursor: null })),
      loadNotifications: fromPromise(async ({ input }: { input: { id: number; cursor?: string } }): Promise<AdminNotificationsPage> => {
        calls.notifications.push(input);
        if (refuse.includes(`notifications${calls.notifications.length}`)) throw new Error('notifications refused');
        return input.cursor ? { items: [note(1)], nextCursor: null } : { items: [note(3), note(2)], nextCursor: '2025-01-03T10:00:00.000Z~2' };
      }),
      setBlocked: fromPromise(async ({ input }) => {
        calls.block.push(input);
        return (await refusal('block')) ?? { blockedAt: input.block ? '2025-01-04T12:00:00.000Z' : null, sessionsEnded: 0, message: input.block ? 'blocked' : 'unblocked' };
      }),
      adjust: fromPromise(async ({ input }) => {
        calls.adjust.push(input.payload);
        return (await refusal('adjust')) ?? { balances: { cashMinor: 10000 + input.payload.amountMinor, bonusMinor: 0, heldMinor: 0 }, message: 'adjusted' };
      }),
      setPartnerAccess: fromPromise(async ({ input }) => {
        calls.partner.push(input.granted);
        return { bettingPartnerAccess: input.granted, message: 'changed' };
      }),
    },
    actions: { toast: (_, params) => void toasts.push(params.message) },
  });
  const actor = createActor(machine, { input: { id: 12, role } }).start();
  await flush();
  return { actor, calls, toasts };
}

const note = (id: number): AdminNotificationItem => ({ id, title: `t${id}`, note: `n${id}`, type: 5, isRead: false, timeStamp: '2025-01-03T10:00:00.000Z', byOperator: true });

const adjustment = { account: 'cash' as const, direction: 'debit' as const, amount: '12,50', reason: 'Correction' };

describe('back-office player machine', () => {
  it('offers each change only to the roles the server allows', async () => {
    for (const role of ['support', 'content'] as const) {
      const { actor } = await player(role);
      actor.send({ type: 'adjust.open' });
      expect(actor.getSnapshot().matches({ ready: { actions: 'idle' } }), role).toBe(true);
      actor.send({ type: 'partner.set', granted: true });
      expect(actor.getSnapshot().matches({ ready: { actions: 'idle' } }), role).toBe(true);
    }
    const { actor, calls } = await player('finance');
    actor.send({ type: 'block.open' });
    expect(actor.getSnapshot().matches({ ready: { actions: 'idle' } })).toBe(true);
    actor.send({ type: 'adjust.open' });
    expect(actor.getSnapshot().matches({ ready: { actions: 'askingAdjustment' } })).toBe(true);
    expect(calls.partner).toEqual([]);
  });

  it('sends an adjustment in kuruş with its sign, keeps a refusal in the dialog, and re-reads the ledger once it is made', async () => {
    const refused = await player('finance', ['adjust']);
    refused.actor.send({ type: 'adjust.open' });
    refused.actor.send({ type: 'adjust.submit', values: { ...adjustment, reason: 'no' }, requestId: REQUEST_ID });
    refused.actor.send({ type: 'adjust.submit', values: { ...adjustment, amount: '0' }, requestId: REQUEST_ID });
    refused.actor.send({ type: 'adjust.submit', values: { ...adjustment, amount: '1.234,5' }, requestId: REQUEST_ID });
    expect(refused.calls.adjust).toEqual([]);
    refused.actor.send({ type: 'adjust.submit', values: adjustment, requestId: REQUEST_ID });
    await flush();
    expect(refused.calls.adjust).toEqual([{ account: 'cash', amountMinor: -1250, reason: 'Correction', requestId: REQUEST_ID }]);
    expect(refused.actor.getSnapshot().matches({ ready: { actions: 'askingAdjustment' } })).toBe(true);
    expect(refused.actor.getSnapshot().context.formError).toBe('adjust refused');
    expect(refused.actor.getSnapshot().context.detail?.balances.cashMinor).toBe(10000);

    const { actor, calls, toasts } = await player('admin');
    actor.send({ type: 'adjust.open' });
    actor.send({ type: 'adjust.submit', values: { ...adjustment, direction: 'credit', account: 'bonus', amount: '50' }, requestId: REQUEST_ID });
    await flush();
    expect(calls.adjust).toEqual([{ account: 'bonus', amountMinor: 5000, reason: 'Correction', requestId: REQUEST_ID }]);
    expect(actor.getSnapshot().context.detail?.balances.cashMinor).toBe(15000);
    expect(actor.getSnapshot().matches({ ready: { actions: 'idle' } })).toBe(true);
    expect(toasts).toEqual(['adjusted']);
    expect(calls.ledger).toHaveLength(2);
  });

  it('blocks with a reason, then unblocks; the ledger filter is kept while it pages', async () => {
    const { actor, calls } = await player('support');
    actor.send({ type: 'block.open' });
    actor.send({ type: 'block.submit', reason: '  ' });
    expect(calls.block).toEqual([]);
    actor.send({ type: 'block.submit', reason: ' Suspicious ' });
    await flush();
    expect(actor.getSnapshot().context.detail?.blockedAt).toBe('2025-01-04T12:00:00.000Z');
    actor.send({ type: 'block.open' });
    actor.send({ type: 'block.submit', reason: 'Cleared' });
    await flush();
    expect(calls.block).toEqual([
      { id: 12, block: true, reason: 'Suspicious' },
      { id: 12, block: false, reason: 'Cleared' },
    ]);
    expect(actor.getSnapshot().context.detail?.blockedAt).toBeNull();

    actor.send({ type: 'ledger.filter', filter: { kind: 'deposit', from: '2025-02-01', to: '2025-01-01' } });
    actor.send({ type: 'ledger.filter', filter: { kind: 'deposit', from: '2025-01-01', to: '' } });
    await flush();
    expect(calls.ledger.map((call) => call.filter)).toEqual([
      { kind: '', from: '', to: '' },
      { kind: 'deposit', from: '2025-01-01', to: '' },
    ]);
  });
});

describe('back-office player notifications', () => {
  it('are read when their tab is first opened (not again when it is reopened), and page by the cursor until there is none', async () => {
    const { actor, calls } = await player('support');
    expect(calls.notifications).toEqual([]);
    actor.send({ type: 'player.tab', tab: 'notifications' });
    await flush();
    expect(actor.getSnapshot().context.notifications.map((n) => n.id)).toEqual([3, 2]);
    actor.send({ type: 'notifications.more' });
    await flush();
    expect(actor.getSnapshot().context.notifications.map((n) => n.id)).toEqual([3, 2, 1]);
    actor.send({ type: 'notifications.more' });
    actor.send({ type: 'player.tab', tab: 'ledger' });
    actor.send({ type: 'player.tab', tab: 'notifications' });
    await flush();
    expect(calls.notifications).toEqual([{ id: 12 }, { id: 12, cursor: '2025-01-03T10:00:00.000Z~2' }]);
  });

  it('shows a failed read with a retry, and a failed next page under the list', async () => {
    const failed = await player('finance', ['notifications1']);
    failed.actor.send({ type: 'player.tab', tab: 'notifications' });
    await flush();
    expect(failed.actor.getSnapshot().matches({ ready: { notifications: 'failed' } })).toBe(true);
    expect(failed.actor.getSnapshot().context.notificationsError).toBe('notifications refused');
    failed.actor.send({ type: 'notifications.retry' });
    await flush();
    expect(failed.actor.getSnapshot().context.notifications.map((n) => n.id)).toEqual([3, 2]);

    const later = await player('admin', ['notifications2']);
    later.actor.send({ type: 'player.tab', tab: 'notifications' });
    await flush();
    later.actor.send({ type: 'notifications.more' });
    await flush();
    expect(later.actor.getSnapshot().matches({ ready: { notifications: 'shown' } })).toBe(true);
    expect(later.actor.getSnapshot().context.notifications.map((n) => n.id)).toEqual([3, 2]);
    expect(later.actor.getSnapshot().context.notificationsError).toBe('notifications refused');
  });
});

describe('back-office player search', () => {
  it('appends the next page with the same query, and a new search starts over', async () => {
    const searches: PlayerSearch[] = [];
    const row = (id: number) => ({ id, username: `p${id}`, name: 'A', surname: 'B', email: '', phone: '', personalNo: null, createdAt: '', blockedAt: null, smsVerified: false, cashMinor: 0 });
    const machine = adminPlayersMachine.provide({
      actors: {
        search: fromPromise(async ({ input }) => {
          searches.push(input);
          return input.cursor ? { items: [row(1)], nextCursor: null } : { items: [row(3), row(2)], nextCursor: 2 };
        }),
      },
    });
    const actor = createActor(machine, { input: { q: ' deniz ' } }).start();
    await flush();
    actor.send({ type: 'players.more' });
    await flush();
    expect(actor.getSnapshot().context.items.map((p) => p.id)).toEqual([3, 2, 1]);
    actor.send({ type: 'players.more' });
    actor.send({ type: 'players.search', q: 'ali' });
    await flush();
    expect(searches).toEqual([{ q: 'deniz' }, { q: 'deniz', cursor: 2 }, { q: 'ali' }]);
    expect(actor.getSnapshot().context.items.map((p) => p.id)).toEqual([3, 2]);
  });
});
