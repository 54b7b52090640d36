import type { Kysely } from 'kysely';
import type { NotificationItem } from '../../../contracts/notifications.js';
import type { Database } from '../../db/schema.js';
import type { ServerLocale } from '../../http/messages.js';
import { done, refused, type Outcome } from '../outcome.js';
import { toNotificationItem } from './items.js';

type Db = Kysely<Database>;

/** A page of the player's notifications, newest first, in the reader's language (index: migration 009). */
export async function listNotifications(db: Db, playerId: number, page: { skip: number; take: number }, locale: ServerLocale): Promise<NotificationItem[]> {
  const rows = await db
    .selectFrom('notifications')
    .select(['id', 'player_id', 'type', 'template', 'params', 'title', 'note', 'is_read', 'created_at'])
    .where('player_id', '=', playerId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(page.take)
    .offset(page.skip)
    .execute();
  return rows.map((row) => toNotificationItem(row, locale));
}

/**
 * Marks one of the player's notifications read; false when it is not theirs or does not exist (one answer for
 * both, so ids cannot be probed). Reading it again is still true.
 */
export async function markRead(db: Db, playerId: number, id: number): Promise<Outcome> {
  const result = await db.updateTable('notifications').set({ is_read: 1 }).where('id', '=', id).where('player_id', '=', playerId).executeTakeFirst();
  // One answer for another player's notification and an unknown id: ids cannot be probed.
  return result.numUpdatedRows > 0n ? done(null) : refused('notification_not_found');
}
