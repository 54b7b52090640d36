import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import type { NotificationItem, NotificationListPayload } from '../contracts/notifications';
import { errorMessage, notProvided } from './machine-helpers';

/** product §9: the list asks for the newest 100. */
export const NOTIFICATION_REQUEST: NotificationListPayload = { skip: 0, take: 100 };

export interface NotificationsContext {
  /** Newest first, as the server lists them; pushed ones on top. */
  items: NotificationItem[];
  /** Pushed while the list was being asked for: kept on top if the answer does not have them yet. */
  pushed: NotificationItem[];
  /** The notification the detail view shows. */
  openId: number | null;
  error: string | null;
  /** Unread notifications the player opened, waiting for POST customer/readnotification (the first one is in flight). */
  toMark: number[];
}

export type NotificationsEvent =
  | { type: 'notifications.open'; id: number }
  | { type: 'notifications.back' }
  | { type: 'notifications.retry' }
  /** The language changed (texts are rendered by the server) or the hub reconnected (pushes may have been missed). */
  | { type: 'notifications.reload' }
  | { type: 'notifications.pushed'; item: NotificationItem };

/** Newest first without duplicates: `first` wins over `rest` for the same id. */
const mergeById = (first: NotificationItem[], rest: NotificationItem[]) => {
  const ids = new Set(first.map((item) => item.id));
  return [...first, ...rest.filter((item) => !ids.has(item.id))];
};

export const selectUnreadCount = (snapshot: { context: NotificationsContext }) => snapshot.context.items.filter((item) => !item.isRead).length;
export const selectOpenItem = (snapshot: { context: NotificationsContext }) =>
  snapshot.context.items.find((item) => item.id === snapshot.context.openId) ?? null;

export type PanelView = 'loading' | 'failed' | 'empty' | 'list' | 'detail';

/** What the panel shows: the failure (with Try again), one notification, the list, or while there is none yet, loading or empty. */
export function selectPanelView(snapshot: SnapshotFrom<typeof notificationsMachine>): PanelView {
  if (snapshot.matches({ feed: 'failed' })) return 'failed';
  if (snapshot.matches({ panel: 'detail' }) && selectOpenItem(snapshot)) return 'detail';
  if (snapshot.context.items.length > 0) return 'list';
  return snapshot.matches({ feed: 'loading' }) ? 'loading' : 'empty';
}

/** The player's notifications: listed, opened (marked read), pushed live. Spawned by the app actor while logged in. */
export const notificationsMachine = setup({
  types: {} as { context: NotificationsContext; events: NotificationsEvent },
  actors: {
    /** POST customer/notification {skip, take}: newest first, texts in the request's language. */
    loadNotifications: fromPromise<NotificationItem[], NotificationListPayload>(notProvided),
    /** POST customer/readnotification {id}: fails unless the server answers success. */
    markRead: fromPromise<void, { id: number }>(notProvided),
  },
  guards: {
    isListed: ({ context }, { id }: { id: number }) => context.items.some((item) => item.id === id),
    hasToMark: ({ context }) => context.toMark.length > 0,
  },
  actions: {
    openItem: assign(({ context }, { id }: { id: number }) => {
      const item = context.items.find((i) => i.id === id);
      const unread = item !== undefined && !item.isRead && !context.toMark.includes(id);
      return { openId: id, toMark: unread ? [...context.toMark, id] : context.toMark };
    }),
  },
}).createMachine({
  id: 'notifications',
  description: 'Notifications: the bell with its unread badge and the panel (list and detail); pushed ones arrive on top',
  context: { items: [], pushed: [], openId: null, error: null, toMark: [] },
  type: 'parallel',
  on: {
    'notifications.pushed': {
      actions: assign(({ context, event }) => ({
        items: mergeById([event.item], context.items),
        pushed: mergeById([event.item], context.pushed),
      })),
    },
  },
  states: {
    feed: {
      description: 'The list from the server',
      initial: 'loading',
      states: {
        loading: {
          description: 'POST customer/notification {skip: 0, take: 100}: newest first, in the language of the request',
          entry: assign({ pushed: [] }),
          invoke: {
            id: 'loadNotifications',
            src: 'loadNotifications',
            input: NOTIFICATION_REQUEST,
            onDone: {
              target: 'loaded',
              // The answer is the server's word on what it lists; pushed ones it does not have yet stay on top.
              actions: assign(({ context, event }) => ({
                items: [...context.pushed.filter((p) => !event.output.some((item) => item.id === p.id)), ...event.output],
                pushed: [],
                error: null,
              })),
            },
            onError: { target: 'failed', actions: assign({ error: ({ event }) => errorMessage(event.error) }) },
          },
          on: { 'notifications.reload': { target: 'loading', reenter: true } },
        },
        loaded: {
          description: 'Listed: the badge counts the unread ones',
          on: { 'notifications.reload': 'loading' },
        },
        failed: {
          description: 'The message shows in the panel with Try again',
          on: { 'notifications.retry': 'loading', 'notifications.reload': 'loading' },
        },
      },
    },
    panel: {
      description: 'What the panel shows',
      initial: 'list',
      states: {
        list: {
          description: 'Icon by type, title, one line of the note, time, a dot on unread ones',
          on: {
            'notifications.open': {
              guard: { type: 'isListed', params: ({ event }) => ({ id: event.id }) },
              target: 'detail',
              actions: { type: 'openItem', params: ({ event }) => ({ id: event.id }) },
            },
          },
        },
        detail: {
          description: 'Back arrow, the type as heading, the title, the whole note and the time',
          on: { 'notifications.back': { target: 'list', actions: assign({ openId: null }) } },
        },
      },
    },
    marking: {
      description: 'Opening an unread notification marks it read',
      initial: 'idle',
      states: {
        idle: {
          description: 'Nothing to send',
          always: { guard: 'hasToMark', target: 'sending' },
        },
        sending: {
          description: 'POST customer/readnotification {id}: read here only once the server answers success',
          invoke: {
            id: 'markRead',
            src: 'markRead',
            input: ({ context }) => ({ id: context.toMark[0]! }),
            onDone: {
              target: 'idle',
              actions: assign(({ context }) => ({
                items: context.items.map((item) => (item.id === context.toMark[0] ? { ...item, isRead: true } : item)),
                toMark: context.toMark.slice(1),
              })),
            },
            // Stays unread: opening it again asks again.
            onError: { target: 'idle', actions: assign({ toMark: ({ context }) => context.toMark.slice(1) }) },
          },
        },
      },
    },
  },
});
