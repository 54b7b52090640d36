// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { getShortestPaths } from 'xstate/graph';
import type { NotificationItem } from '../contracts/notifications';
import { notificationsMachine, selectPanelView, selectUnreadCount } from '../machines/notifications.machine';
import { badgeText } from '../src/features/notifications/badge';
import { renderApp } from '../tests/components/render-app';
import { authData } from '../tests/unit/machines/shell-harness';
import type { Path } from './replay-steps';
import { describePath, ownEvents, withParentSink } from './shell-replay';
// Loaded up front, as the page does while the bell is on screen.
import '../src/features/notifications/notifications-surfaces';
import { answer, checkFlow, fail, inFlight, send, seq, type FlowSpec, type Live, type Rule } from './spec-model';

const note = (id: number, extra: Partial<NotificationItem> = {}): NotificationItem => ({
  id,
  title: `Bildirim ${id}`,
  note: `Not ${id}`,
  type: 4,
  isRead: false,
  timeStamp: '2026-01-05T10:00:00.000Z',
  ...extra,
});
/** What the server lists: one unread, one read. */
const LISTED = [note(2), note(1, { isRead: true })];
const PUSHED = note(3);

const events = ownEvents({
  'notifications.open': [1, 2].map((id) => ({ type: 'notifications.open', id }) as never),
  'notifications.pushed': [{ type: 'notifications.pushed', item: PUSHED } as never],
  'xstate.done.actor.loadNotifications': [{ type: 'xstate.done.actor.loadNotifications', output: LISTED } as never],
  'xstate.error.actor.loadNotifications': [{ type: 'xstate.error.actor.loadNotifications', error: new Error('Sunucuya ulaşılamadı.') } as never],
  'xstate.done.actor.markRead': [{ type: 'xstate.done.actor.markRead' } as never],
  'xstate.error.actor.markRead': [{ type: 'xstate.error.actor.markRead', error: new Error('Bildirim bulunamadı.') } as never],
});
const paths = getShortestPaths(withParentSink(notificationsMachine), { events });

/** product §4, §9: the unread count, 9+ from 9 up, hidden at 0 (written here, apart from the view's own function). */
const specBadge = (list: Array<{ isRead: boolean }>) => {
  const unread = list.filter((n) => !n.isRead).length;
  return unread === 0 ? null : unread >= 9 ? '9+' : String(unread);
};

const observe = (live: Live) => {
  const snapshot = live.actor.getSnapshot();
  return {
    /** The list as the panel shows it, newest first. */
    items: (snapshot.context.items as NotificationItem[]).map((n) => ({ id: n.id, isRead: n.isRead })),
    openId: snapshot.context.openId as number | null,
    view: selectPanelView(snapshot),
    error: snapshot.context.error as string | null,
    /** What the bell shows. */
    badge: badgeText(selectUnreadCount(snapshot)),
    loading: inFlight(live, 'loadNotifications').length,
    marking: inFlight(live, 'markRead').length,
    loads: live.requests.filter((r) => r.src === 'loadNotifications').map((r) => r.input),
    reads: live.requests.filter((r) => r.src === 'markRead').map((r) => (r.input as { id: number }).id),
  };
};
type Observed = ReturnType<typeof observe>;

const ids = (o: Observed) => o.items.map((n) => n.id);
const isUnread = (o: Observed, id: number) => o.items.some((n) => n.id === id && !n.isRead);

const situationOf = (o: Observed) =>
  [o.loading > 0 ? 'loading' : o.view === 'failed' ? 'failed' : 'listed', o.openId === null ? 'list' : 'detail', o.marking > 0 ? 'marking' : '']
    .filter(Boolean)
    .join(', ');
const withPanel = (o: Observed, panel: 'list' | 'detail', marking = o.marking > 0) =>
  situationOf({ ...o, openId: panel === 'list' ? null : 0, marking: marking ? 1 : 0 });
const withFeed = (o: Observed, feed: 'loading' | 'failed' | 'listed') =>
  situationOf({ ...o, loading: feed === 'loading' ? 1 : 0, view: feed === 'failed' ? 'failed' : 'list' });

/** A pushed notification arrives on top, once (product §7: delivered to the app; no duplicates by id). */
const pushed: Rule<Observed> = {
  act: send({ type: 'notifications.pushed', item: PUSHED }, 'a notification is pushed'),
  then: (before) => situationOf(before),
  check: (after, before) => expect(ids(after)).toEqual([3, ...ids(before).filter((id) => id !== 3)]),
};
const reload: Rule<Observed> = {
  act: send({ type: 'notifications.reload' }, 'language changes or the hub reconnects'),
  then: (before) => withFeed(before, 'loading'),
  check: (after, before) => expect(after.loads.length).toBe(before.loads.length + 1),
};
const opens = (id: number): Rule<Observed> => ({
  act: send({ type: 'notifications.open', id }, `open #${id}`),
  // An unread one is sent to the server at once when nothing else is being marked.
  then: (before) => (ids(before).includes(id) ? withPanel(before, 'detail', before.marking > 0 || isUnread(before, id)) : situationOf(before)),
  check: (after, before) => {
    if (!ids(before).includes(id)) return expect(after.openId).toBe(before.openId);
    expect(after.openId).toBe(id);
    // Opening does not mark it read: only the server's success does.
    expect(after.items).toEqual(before.items);
    const asked = isUnread(before, id) && before.marking === 0;
    expect(after.reads).toEqual(asked ? [...before.reads, id] : before.reads);
  },
});
const back: Rule<Observed> = {
  act: send({ type: 'notifications.back' }, 'back'),
  then: (before) => withPanel(before, 'list'),
  check: (after) => expect(after.openId).toBeNull(),
};

const feedRules = (feed: 'loading' | 'failed' | 'listed'): Array<Rule<Observed>> => {
  if (feed === 'loading')
    return [
      {
        act: answer('loadNotifications', LISTED),
        then: (before) => withFeed(before, 'listed'),
        check: (after, before) => {
          // The server's list, with what was pushed meanwhile (and that it does not have yet) kept on top.
          expect(ids(after).slice(-LISTED.length)).toEqual(LISTED.map((n) => n.id));
          expect(after.items.slice(-LISTED.length)).toEqual(LISTED.map((n) => ({ id: n.id, isRead: n.isRead })));
          for (const id of ids(after).slice(0, -LISTED.length)) expect(ids(before)).toContain(id);
        },
      },
      {
        act: seq(send({ type: 'notifications.pushed', item: PUSHED }, 'a notification is pushed'), answer('loadNotifications', LISTED)),
        then: (before) => withFeed(before, 'listed'),
        check: (after) => expect(ids(after)).toEqual([3, 2, 1]),
      },
      {
        act: seq(send({ type: 'notifications.pushed', item: PUSHED }, 'a notification is pushed'), answer('loadNotifications', [note(3, { isRead: true }), ...LISTED])),
        then: (before) => withFeed(before, 'listed'),
        check: (after) => expect(after.items[0]).toEqual({ id: 3, isRead: true }),
      },
      {
        act: fail('loadNotifications', new Error('Sunucuya ulaşılamadı.')),
        then: (before) => withFeed(before, 'failed'),
        check: (after) => expect(after.error).toBe('Sunucuya ulaşılamadı.'),
      },
      reload,
    ];
  if (feed === 'failed')
    return [
      {
        act: send({ type: 'notifications.retry' }, 'Try again'),
        then: (before) => withFeed(before, 'loading'),
        check: (after, before) => expect(after.loads.length).toBe(before.loads.length + 1),
      },
      reload,
    ];
  return [reload];
};

const markingRules: Array<Rule<Observed>> = [
  {
    act: answer('markRead', undefined),
    then: (before) => situationOf({ ...before, marking: 0 }),
    check: (after, before) => {
      const id = before.reads.at(-1)!;
      expect(after.items).toEqual(before.items.map((n) => (n.id === id ? { ...n, isRead: true } : n)));
    },
  },
  {
    act: fail('markRead', new Error('Bildirim bulunamadı.')),
    then: (before) => situationOf({ ...before, marking: 0 }),
    check: (after, before) => expect(after.items).toEqual(before.items),
  },
];

const rules: FlowSpec<Observed>['rules'] = {};
for (const feed of ['loading', 'failed', 'listed'] as const) {
  for (const panel of ['list', 'detail'] as const) {
    for (const marking of [false, true]) {
      const name = [feed, panel, marking ? 'marking' : ''].filter(Boolean).join(', ');
      rules[name] = [
        ...feedRules(feed),
        pushed,
        ...(panel === 'list' ? [opens(2), opens(1), opens(3), opens(99)] : [back]),
        ...(marking ? markingRules : []),
      ];
    }
  }
}

/** product §2 (panel, list ↔ detail, empty state), §4 (read on open, badge), §7 (skip/take, read only on success), §9. */
const notificationsSpec: FlowSpec<Observed> = {
  observe,
  situation: situationOf,
  invariant: (o) => {
    expect(o.badge, 'the bell shows the unread count of the list').toBe(specBadge(o.items));
    expect(new Set(ids(o)).size, 'no notification listed twice').toBe(o.items.length);
    expect(o.loading + 0, 'one list call at a time').toBeLessThanOrEqual(1);
    expect(o.marking, 'one read call at a time').toBeLessThanOrEqual(1);
    for (const load of o.loads) expect(load).toEqual({ skip: 0, take: 100 });
    if (o.view === 'detail') expect(ids(o)).toContain(o.openId);
  },
  // A failed list with a read under way needs a read started before a reload that then fails: reached by rules only.
  optional: ['failed, detail, marking', 'failed, list, marking'],
  rules,
};

describe('notifications against the user-level model', () => {
  it('every path agrees with the model; every situation is reached and every required act works there', async () => {
    await checkFlow({ machine: notificationsMachine }, paths, notificationsSpec, {
      ruleKey: (o) => `${JSON.stringify(o.items)} ${o.openId} ${o.reads.length > 0}`,
    });
  });
});

/** One path per distinct thing the bell and panel can show. */
const shown = new Map<string, Path>();
for (const path of paths) {
  const { context } = path.state;
  const key = `${specBadge(context.items)} ${selectPanelView(path.state)} ${context.items.length}`;
  if (!shown.has(key)) shown.set(key, path);
}

describe('notifications paths on the rendered bell and panel', () => {
  it.each([...shown.values()].map((path) => [describePath(path), path] as const))('%s', async (_, path) => {
    const loads: Array<{ resolve: (list: NotificationItem[]) => void; reject: (e: Error) => void }> = [];
    const reads: Array<{ resolve: () => void; reject: (e: Error) => void }> = [];
    const { actor } = renderApp({
      authData: authData(),
      notifications: {
        load: () => new Promise((resolve, reject) => loads.push({ resolve, reject })),
        markRead: () => new Promise((resolve, reject) => reads.push({ resolve: () => resolve(), reject })),
      },
    });
    const flush = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    const bell = () => within(screen.getByRole('banner')).getByRole('button', { name: 'Bildirimler' });
    const panel = () => within(screen.getByRole('dialog', { name: 'Bildirimler' }));
    await flush();
    fireEvent.click(bell());
    await flush();
    for (const step of path.steps.slice(1)) {
      const event = step.event as { type: string; id?: number; item?: NotificationItem; output?: NotificationItem[]; error?: Error };
      if (event.type === 'notifications.open') fireEvent.click(panel().getByText(`Bildirim ${event.id}`));
      else if (event.type === 'notifications.back') fireEvent.click(panel().getByRole('button', { name: 'Bildirimlere dön' }));
      else if (event.type === 'notifications.retry') fireEvent.click(panel().getByRole('button', { name: 'Tekrar dene' }));
      // The hub's push and reconnect reach the list through the app actor.
      else if (event.type === 'notifications.pushed') act(() => actor.send({ type: 'realtime.notification', item: event.item! }));
      else if (event.type === 'notifications.reload') act(() => actor.send({ type: 'realtime.reconnected' }));
      else if (event.type === 'xstate.done.actor.loadNotifications') await act(async () => loads.at(-1)!.resolve(event.output!));
      else if (event.type === 'xstate.error.actor.loadNotifications') await act(async () => loads.at(-1)!.reject(event.error!));
      else if (event.type === 'xstate.done.actor.markRead') await act(async () => reads.at(-1)!.resolve());
      else if (event.type === 'xstate.error.actor.markRead') await act(async () => reads.at(-1)!.reject(event.error!));
      await flush();
    }
    const { context } = path.state;
    const badge = bell().querySelector('[aria-hidden="true"]:not(svg)')?.textContent ?? null;
    expect(badge).toBe(specBadge(context.items));
    const view = selectPanelView(path.state);
    if (view === 'failed') expect(panel().getByRole('alert').textContent).toContain('Bildirimler yüklenemedi.');
    if (view === 'empty') expect(panel().getByText('Yeni bir bildiriminiz olduğunda burada göreceksiniz.')).toBeTruthy();
    if (view === 'loading') expect(panel().getByText('Yükleniyor...')).toBeTruthy();
    if (view === 'list') {
      const titles = panel().getAllByRole('listitem').map((row) => within(row).getByText(/^Bildirim \d$/).textContent);
      expect(titles).toEqual(context.items.map((n: NotificationItem) => n.title));
      const unreadDots = panel().queryAllByRole('img', { name: 'Okunmamış' }).length;
      expect(unreadDots).toBe(context.items.filter((n: NotificationItem) => !n.isRead).length);
    }
    if (view === 'detail') expect(panel().getByRole('heading', { name: 'Bonus', level: 3 })).toBeTruthy();
  });
});
