import { sql, type Kysely } from 'kysely';
import type { NotificationType } from '../../../contracts/enums.js';
import type { Database } from '../../db/schema.js';
import { commitEvents } from '../../db/commit-events.js';
import { preparedWrite } from '../../db/prepared.js';
import { operatorMessage, type OperatorMessage } from './operator-message.js';

type Db = Kysely<Database>;

export type NotificationTemplate =
  | 'depositConfirmed'
  | 'depositRefundedLimit'
  | 'depositRefundedExcluded'
  | 'withdrawConfirmed'
  | 'withdrawRejected'
  | 'bonusGranted';
export type NotificationParams = Record<string, string | number>;

/**
 * What a notification says: a key pair `notify.<template>.title` / `.note` of the server catalogue, rendered in the
 * reader's language, or an operator's own words, shown as written.
 */
export type NotificationContent =
  | { template: NotificationTemplate; params?: NotificationParams; title?: never; note?: never }
  | ({ template?: never; params?: never } & OperatorMessage);

export type NewNotification = { playerId: number; type: NotificationType } & NotificationContent;

/** A notification as stored and announced: everything the hub needs to push it without reading it back. */
export interface StoredNotification {
  id: number;
  playerId: number;
  type: NotificationType;
  template: NotificationTemplate | null;
  params: NotificationParams;
  title: string | null;
  note: string | null;
  createdAt: string;
}

const notificationsStored = commitEvents<StoredNotification>();

/**
 * Tells `listener` of every notification stored through `db` once its transaction has committed. The real-time
 * hub plugs in here to push it (and the new balance) to the player's open tabs.
 */
export const onNotification = (db: Db, listener: (notification: StoredNotification) => void) => notificationsStored.on(db, listener);

// Written with every movement of money: compiled once (see db/prepared.ts).
const insertNotification = preparedWrite(
  (db: Db, playerId: number, type: number, template: string | null, params: string, title: string | null, note: string | null, createdAt: string) =>
    db
      .insertInto('notifications')
      .values({ player_id: playerId, type: type as NotificationType, template, params, title, note, is_read: 0, created_at: createdAt })
      .returning('id'),
);

/**
 * The one way a player is notified: the row is written in the caller's transaction (so a rolled back deposit
 * notifies nobody) and announced after it commits. An operator's words are checked here too, whoever passes them.
 */
export async function notify(db: Db, notification: NewNotification, now: Date): Promise<StoredNotification> {
  const { playerId, type } = notification;
  const content = notification.template
    ? { template: notification.template, params: notification.params ?? {}, title: null, note: null }
    : { template: null, params: {}, ...operatorMessage.parse(notification) };
  const createdAt = now.toISOString();
  const { rows } = await insertNotification(db, playerId, type, content.template, JSON.stringify(content.params), content.title, content.note, createdAt);
  if (!rows[0]) throw new Error('the notification was not stored');
  const stored: StoredNotification = { id: rows[0].id, playerId, type, ...content, createdAt };
  notificationsStored.raise(db, stored);
  return stored;
}

/**
 * An operator's words to every player not under a time-out or self-exclusion: one INSERT … SELECT over the players,
 * each row announced after the caller's transaction commits.
 */
export async function notifyAll(db: Db, message: { type: NotificationType } & OperatorMessage, now: Date): Promise<StoredNotification[]> {
  const { type } = message;
  const { title, note } = operatorMessage.parse(message);
  const createdAt = now.toISOString();
  const rows = await db
    .insertInto('notifications')
    .columns(['player_id', 'type', 'template', 'params', 'title', 'note', 'is_read', 'created_at'])
    .expression((eb) =>
      eb.selectFrom('players').select([
        'players.id',
        // PostgreSQL types a bare parameter of a SELECT list as text; the column is an integer.
        sql<number>`cast(${type} as integer)`.as('type'),
        sql<null>`null`.as('template'),
        sql.lit('{}').as('params'),
        sql<string>`${title}`.as('title'),
        sql<string>`${note}`.as('note'),
        sql.lit(0).as('is_read'),
        sql<string>`${createdAt}`.as('created_at'),
      ])
        // A message to everyone is marketing: a player under a time-out or self-exclusion gets none of it.
        .where((eb) => eb.or([eb('players.self_excluded_until', 'is', null), eb('players.self_excluded_until', '<=', createdAt)])),
    )
    .returning(['id', 'player_id'])
    .execute();
  const stored = rows.map((row): StoredNotification => ({ id: row.id, playerId: row.player_id, type, template: null, params: {}, title, note, createdAt }));
  notificationsStored.raiseAll(db, stored);
  return stored;
}
