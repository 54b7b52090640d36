import { notificationsMachine } from '../../../machines/notifications.machine';
import { callActor } from '../../api/call';
import { loadNotifications, markNotificationRead } from './api/notifications';

export const providedNotificationsMachine = notificationsMachine.provide({
  actors: { loadNotifications: callActor(loadNotifications), markRead: callActor(markNotificationRead) },
});
