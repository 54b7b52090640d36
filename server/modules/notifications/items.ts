import type { NotificationItem } from '../../../contracts/notifications.js';
import type { NotificationType } from '../../../contracts/enums.js';
import type { NotificationsTable } from '../../db/schema.js';
import { serverMessage, type ServerLocale } from '../../http/messages.js';
import { renderNotification } from './service.js';

/** A stored notification, as a row of the table or as `notify()` announced it. */
export type NotificationRow = Pick<NotificationsTable, 'template' | 'params' | 'title' | 'note' | 'type' | 'created_at'> & {
  id: number;
  is_read: number | boolean;
};

/**
 * A notification as the player reads it (customer/notification lists it, the hub pushes it): title and note in
 * the reader's language, the time in UTC.
 */
export function toNotificationItem(row: NotificationRow, locale: ServerLocale): NotificationItem {
  const { title, note } = renderNotification(row, (key, params) => serverMessage(locale, key, params), locale);
  return {
    id: row.id,
    title,
    note,
    type: row.type as NotificationType,
    isRead: Boolean(row.is_read),
    timeStamp: new Date(row.created_at).toISOString(),
  };
}
