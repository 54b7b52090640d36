import { sql, type Kysely, type SqlBool } from 'kysely';
import { ADMIN_PAGE_SIZE, type AdminNotificationsPage } from '../../../contracts/admin-calls.js';
import type { Database } from '../../db/schema.js';
import type { ServerLocale } from '../../http/messages.js';
import { toNotificationItem } from '../notifications/items.js';

type Db = Kysely<Database>;

/** "<created_at>~<id>" of the last item shown: the next page continues strictly after it. */
function parseCursor(cursor: string | undefined) {
  if (!cursor) return null;
  const [at, id] = cursor.split('~');
  return { at, id: Number(id) };
}

/**
 * The player's notifications in the order of their own panel (newest first; index: migration 009), rendered as they
 * read them but in the operator's language: a template in `locale`, an operator's words as written.
 */
export async function playerNotifications(db: Db, playerId: number, { cursor }: { cursor?: string }, locale: ServerLocale): Promise<AdminNotificationsPage> {
  const from = parseCursor(cursor);
  let query = db
    .selectFrom('notifications')
    .select(['id', 'player_id', 'type', 'template', 'params', 'title', 'note', 'is_read', 'created_at'])
    .where('player_id', '=', playerId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(ADMIN_PAGE_SIZE + 1);
  if (from) query = query.where(sql<SqlBool>`(created_at < ${from.at} or (created_at = ${from.at} and id < ${from.id}))`);
  const rows = await query.execute();
  const page = rows.slice(0, ADMIN_PAGE_SIZE);
  const last = page[page.length - 1];
  return {
    items: page.map((row) => ({ ...toNotificationItem(row, locale), byOperator: row.template === null })),
    nextCursor: rows.length > ADMIN_PAGE_SIZE ? `${last.created_at}~${last.id}` : null,
  };
}
