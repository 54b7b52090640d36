import type { NotificationItem } from '../../../contracts/notifications.js';
import type { NotificationType } from '../../../contracts/enums.js';
import type { MessageParams } from '../../../i18n/format.js';
import type { NotificationsTable } from '../../db/schema.js';
import { serverMessage, type ServerLocale, type ServerMessageKey } from '../../http/messages.js';
import { formatLira } from '../../money.js';
import type { NotificationParams, NotificationTemplate, StoredNotification } from './service.js';

/** A stored notification, as a row of the table or as `notify()` announced it. */
export type NotificationRow = Pick<NotificationsTable, 'player_id' | 'template' | 'params' | 'title' | 'note' | 'type' | 'created_at'> & {
  id: number;
  is_read: number | boolean;
};

type Content = { template: string | null; params: NotificationParams; title: string | null; note: string | null };

/**
 * Title and note in the reader's language: a template's pair with its parameters (amounts in kuruş become lira),
 * or an operator's own words.
 */
function render(content: Content, locale: ServerLocale): { title: string; note: string } {
  if (!content.template) return { title: content.title ?? '', note: content.note ?? '' };
  const params: MessageParams = { ...content.params };
  if (typeof content.params.amountMinor === 'number') params.amount = formatLira(content.params.amountMinor, locale);
  const key = (part: 'title' | 'note') => `notify.${content.template}.${part}` as ServerMessageKey;
  return { title: serverMessage(locale, key('title'), params), note: serverMessage(locale, key('note'), params) };
}

function item(id: number, type: number, content: Content, isRead: boolean, createdAt: string, locale: ServerLocale): NotificationItem {
  return { id, ...render(content, locale), type: type as NotificationType, isRead, timeStamp: new Date(createdAt).toISOString() };
}

/**
 * A notification as the player reads it (customer/notification lists it, the hub pushes it): title and note in
 * the reader's language, the time in UTC.
 */
export function toNotificationItem(row: NotificationRow, locale: ServerLocale): NotificationItem {
  return item(row.id, row.type, storedNotificationOf(row), Boolean(row.is_read), row.created_at, locale);
}

/** A row of the table as `notify()` announces it (the hub reads rows stored by other processes this way). */
export function storedNotificationOf(row: Omit<NotificationRow, 'is_read'>): StoredNotification {
  return {
    id: row.id,
    playerId: row.player_id,
    type: row.type as NotificationType,
    template: row.template as NotificationTemplate | null,
    params: JSON.parse(row.params) as NotificationParams,
    title: row.title,
    note: row.note,
    createdAt: new Date(row.created_at).toISOString(),
  };
}

/** What `onNotification` announced, as the player reads it: the hub renders it per connection without a query. */
export function storedNotificationItem(stored: StoredNotification, locale: ServerLocale): NotificationItem {
  return item(stored.id, stored.type, stored, false, stored.createdAt, locale);
}
