import * as z from 'zod';
import type { NotifyAnswer, PlayerMessageBody } from '../../../machines/admin-notify.machine';
import { adminApi } from './services';

const sent = z.object({ notified: z.number().int() });

/** POST admin/notifications: how many players were notified. */
export async function sendMessage(body: PlayerMessageBody, signal?: AbortSignal): Promise<NotifyAnswer> {
  const answer = await adminApi().post<unknown>('notifications', body, { signal });
  return { notified: sent.parse(answer.data).notified, message: answer.message };
}
