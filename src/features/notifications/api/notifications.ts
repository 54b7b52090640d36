import type { NotificationItem, NotificationListPayload } from '../../../../contracts/notifications';
import { loadSchemas } from '../../../app/schemas';
import { api } from '../../../app/services';

/** POST customer/notification {skip, take}: the player's notifications, newest first, in the request's language. */
export async function loadNotifications(payload: NotificationListPayload, signal?: AbortSignal): Promise<NotificationItem[]> {
  const [answer, schemas] = await Promise.all([api.post<unknown>('customer/notification', payload, { signal }), loadSchemas()]);
  return schemas.notificationItem.array().parse(answer.data);
}

/** POST customer/readnotification {id}: resolves only when the server answers success (else the client throws). */
export async function markNotificationRead(payload: { id: number }, signal?: AbortSignal): Promise<void> {
  await api.post<unknown>('customer/readnotification', payload, { signal });
}
