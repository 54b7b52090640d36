import { describe, expect, it } from 'vitest';
import { fromPromise } from 'xstate';
import type { NotificationItem, NotificationListPayload } from '../../../contracts/notifications';
import { notificationsMachine, selectOpenItem, selectUnreadCount } from '../../../machines/notifications.machine';
import { deferred, flush, startChild } from './shell-harness';

const item = (id: number, extra: Partial<NotificationItem> = {}): NotificationItem => ({
  id,
  title: `Bildirim ${id}`,
  note: `Not ${id}`,
  type: 5,
  isRead: false,
  timeStamp: '2026-01-05T10:00:00.000Z',
  ...extra,
});

/** The machine with both calls answered by hand. */
function start() {
  const loads: Array<{ input: NotificationListPayload } & ReturnType<typeof deferred<NotificationItem[]>>> = [];
  const reads: Array<{ id: number } & ReturnType<typeof deferred<void>>> = [];
  const machine = notificationsMachine.provide({
    actors: {
      loadNotifications: fromPromise<NotificationItem[], NotificationListPayload>(({ input }) => {
        const call = { input, ...deferred<NotificationItem[]>() };
        loads.push(call);
        return call.promise;
      }),
      markRead: fromPromise<void, { id: number }>(({ input }) => {
        const call = { id: input.id, ...deferred<void>() };
        reads.push(call);
        return call.promise;
      }),
    },
  });
  const run = startChild(machine);
  const snapshot = () => run.child.getSnapshot();
  const send = (event: Parameters<typeof run.child.send>[0]) => run.child.send(event);
  const ids = () => snapshot().context.items.map((i: NotificationItem) => i.id);
  const answer = async (list: NotificationItem[]) => {
    loads.at(-1)!.resolve(list);
    await flush();
  };
  return { ...run, loads, reads, snapshot, send, ids, answer };
}

describe('notifications', () => {
  it('asks for the newest 100 (skip 0, take 100) as soon as it starts, and counts the unread ones', async () => {
    const run = start();
    expect(run.loads.map((l) => l.input)).toEqual([{ skip: 0, take: 100 }]);
    await run.answer([item(3), item(2, { isRead: true }), item(1)]);
    expect(run.snapshot().matches({ feed: 'loaded' })).toBe(true);
    expect(selectUnreadCount(run.snapshot())).toBe(2);
  });

  it('shows a failed load with its message until Try again', async () => {
    const run = start();
    run.loads[0].reject(new Error('Sunucuya ulaşılamadı.'));
    await flush();
    expect(run.snapshot().matches({ feed: 'failed' })).toBe(true);
    expect(run.snapshot().context.error).toBe('Sunucuya ulaşılamadı.');
    run.send({ type: 'notifications.retry' });
    expect(run.loads).toHaveLength(2);
    await run.answer([item(1)]);
    expect(run.snapshot().context.error).toBeNull();
  });

  it('opens one (detail) and back (list)', async () => {
    const run = start();
    await run.answer([item(2), item(1)]);
    run.send({ type: 'notifications.open', id: 1 });
    expect(run.snapshot().matches({ panel: 'detail' })).toBe(true);
    expect(selectOpenItem(run.snapshot())?.id).toBe(1);
    run.send({ type: 'notifications.back' });
    expect(run.snapshot().matches({ panel: 'list' })).toBe(true);
    expect(selectOpenItem(run.snapshot())).toBeNull();
  });

  it('ignores opening one that is not listed', async () => {
    const run = start();
    await run.answer([item(1)]);
    run.send({ type: 'notifications.open', id: 99 });
    expect(run.snapshot().matches({ panel: 'list' })).toBe(true);
    expect(run.reads).toEqual([]);
  });

  it('marks an opened unread one read only when the server answers success', async () => {
    const run = start();
    await run.answer([item(2), item(1)]);
    run.send({ type: 'notifications.open', id: 2 });
    expect(run.reads.map((r) => r.id)).toEqual([2]);
    expect(selectUnreadCount(run.snapshot())).toBe(2);
    run.reads[0].resolve();
    await flush();
    expect(selectUnreadCount(run.snapshot())).toBe(1);
    expect(run.snapshot().context.items[0].isRead).toBe(true);
  });

  it('keeps it unread when the server refuses, and asks again on the next open', async () => {
    const run = start();
    await run.answer([item(1)]);
    run.send({ type: 'notifications.open', id: 1 });
    run.reads[0].reject(new Error('Bildirim bulunamadı.'));
    await flush();
    expect(selectUnreadCount(run.snapshot())).toBe(1);
    run.send({ type: 'notifications.back' });
    run.send({ type: 'notifications.open', id: 1 });
    expect(run.reads.map((r) => r.id)).toEqual([1, 1]);
  });

  it('asks nothing for one already read, and once for one whose read is under way', async () => {
    const run = start();
    await run.answer([item(2, { isRead: true }), item(1)]);
    run.send({ type: 'notifications.open', id: 2 });
    run.send({ type: 'notifications.back' });
    run.send({ type: 'notifications.open', id: 1 });
    run.send({ type: 'notifications.back' });
    run.send({ type: 'notifications.open', id: 1 });
    expect(run.reads.map((r) => r.id)).toEqual([1]);
  });

  it('marks several opened in a row, one call at a time, each on its own answer', async () => {
    const run = start();
    await run.answer([item(3), item(2), item(1)]);
    for (const id of [3, 2]) {
      run.send({ type: 'notifications.open', id });
      run.send({ type: 'notifications.back' });
    }
    expect(run.reads.map((r) => r.id)).toEqual([3]);
    run.reads[0].resolve();
    await flush();
    expect(run.reads.map((r) => r.id)).toEqual([3, 2]);
    run.reads[1].reject(new Error('no'));
    await flush();
    expect(run.snapshot().context.items.map((i: NotificationItem) => [i.id, i.isRead])).toEqual([
      [3, true],
      [2, false],
      [1, false],
    ]);
  });

  it('puts a pushed one on top, without listing the same id twice', async () => {
    const run = start();
    await run.answer([item(2), item(1)]);
    run.send({ type: 'notifications.pushed', item: item(3) });
    run.send({ type: 'notifications.pushed', item: item(3) });
    expect(run.ids()).toEqual([3, 2, 1]);
    run.send({ type: 'notifications.pushed', item: item(1, { title: 'again' }) });
    expect(run.ids()).toEqual([1, 3, 2]);
  });

  it('keeps one pushed while the list was loading if the answer does not have it yet', async () => {
    const run = start();
    run.send({ type: 'notifications.pushed', item: item(5) });
    await run.answer([item(2), item(1)]);
    expect(run.ids()).toEqual([5, 2, 1]);
    run.send({ type: 'notifications.reload' });
    run.send({ type: 'notifications.pushed', item: item(6) });
    await run.answer([item(6, { isRead: true }), item(5), item(2), item(1)]);
    expect(run.ids()).toEqual([6, 5, 2, 1]);
    expect(selectUnreadCount(run.snapshot())).toBe(3);
  });

  it('loads again on reload (a new language, a reconnect), also while loading or failed', async () => {
    const run = start();
    run.send({ type: 'notifications.reload' });
    expect(run.loads).toHaveLength(2);
    await run.answer([item(1)]);
    run.send({ type: 'notifications.reload' });
    expect(run.loads).toHaveLength(3);
    run.loads[2].reject(new Error('503'));
    await flush();
    run.send({ type: 'notifications.reload' });
    expect(run.loads).toHaveLength(4);
  });
});
