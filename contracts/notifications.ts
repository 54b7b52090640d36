import * as z from 'zod';
import type { WalletBalance } from './account';
import type { ChatMessage } from './chat';
import type { CHAT_COMMAND } from './chat';
import { NotificationType, notificationType } from './enums';

export const notificationItem = z.object({
  id: z.number().int(),
  title: z.string(),
  note: z.string(),
  // "anything else is system": an unknown type must not drop the whole list
  type: notificationType.catch(NotificationType.System),
  isRead: z.boolean(),
  timeStamp: z.iso.datetime(),
});
export type NotificationItem = z.infer<typeof notificationItem>;

export const NOTIFICATION_PAGE_SIZE = 100;

export const notificationListPayload = z.object({
  skip: z.number().int().nonnegative().default(0),
  take: z.number().int().positive().max(NOTIFICATION_PAGE_SIZE).default(NOTIFICATION_PAGE_SIZE),
});
export type NotificationListPayload = z.infer<typeof notificationListPayload>;

export const readNotificationPayload = z.object({ id: z.number().int().positive() });
export type ReadNotificationPayload = z.infer<typeof readNotificationPayload>;

/** The hub's NotifyMessage; the command arrives as cmd or command. */
export const pushMessage = z.object({
  cmd: z.string().optional(),
  command: z.string().optional(),
  message: z.unknown(),
});
export type PushMessage = z.infer<typeof pushMessage>;

export const pushCommand = (push: PushMessage) => push.cmd ?? push.command;
export const NOTIFICATION_COMMAND = 'Notification';

/** The hub: SignalR JSON protocol v1 over WebSocket, no negotiation (`access_token`, `x-fingerprint`, `x-locale` in the query). */
export const HUB_PATH = '/hubs/notify';
/** The one client method the hub invokes; its one argument is a `HubPush`. */
export const HUB_METHOD = 'NotifyMessage';
export const BALANCE_COMMAND = 'Balance';

/**
 * What the hub pushes: a notification just stored (rendered in the connection's language, as
 * customer/notification lists it), or the player's balance after their money moved (as GET user/balance answers).
 */
export type HubPush =
  | { cmd: typeof NOTIFICATION_COMMAND; message: NotificationItem }
  | { cmd: typeof BALANCE_COMMAND; message: WalletBalance }
  | { cmd: typeof CHAT_COMMAND; message: ChatMessage };
