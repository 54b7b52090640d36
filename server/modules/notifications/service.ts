import type { Kysely } from 'kysely';
import type { NotificationType } from '../../../contracts/enums.js';
import type { MessageParams } from '../../../i18n/format.js';
import type { Locale } from '../../../i18n/locales.js';
import type { Database, NotificationsTable } from '../../db/schema.js';
import type { ServerMessageKey } from '../../http/messages.js';
import { formatLira } from '../../money.js';
import { afterCommit, rootDb } from '../../db/transact.js';
import { preparedWrite } from '../../db/prepared.js';

type Db = Kysely<Database>;

export type NotificationTemplate = 'depositConfirmed' | 'withdrawConfirmed' | 'withdrawRejected' | 'bonusGranted';

export interface NewNotification {
  playerId: number;
  type: NotificationType;
  /** A key pair `notify.<template>.title` / `.note` of the server catalogue, rendered in the reader's language. */
  template: NotificationTemplate;
  params?: Record<string, string | number>;
}

export interface StoredNotification extends NewNotification {
  id: number;
  createdAt: string;
}

type Listener = (notification: StoredNotification) => void;
const listeners = new WeakMap<object, Set<Listener>>();

/**
 * Tells `listener` of every notification stored through `db` once its transaction has committed. The real-time
 * hub plugs in here to push it (and the new balance) to the player's open tabs.
 */
export function onNotification(db: Db, listener: Listener): () => void {
  let set = listeners.get(db);
  if (!set) listeners.set(db, (set = new Set()));
  set.add(listener);
  return () => set.delete(listener);
}

// Written with every movement of money: compiled once (see db/prepared.ts).
const insertNotification = preparedWrite((db: Db, playerId: number, type: number, template: string, params: string, createdAt: string) =>
  db
    .insertInto('notifications')
    .values({ player_id: playerId, type: type as NotificationType, template: template as NotificationTemplate, params, is_read: 0, created_at: createdAt })
    .returning('id'),
);

/**
 * The one way a player is notified: the row is written in the caller's transaction (so a rolled back deposit
 * notifies nobody) and announced after it commits.
 */
export async function notify(db: Db, notification: NewNotification, now: Date): Promise<StoredNotification> {
  const createdAt = now.toISOString();
  const [row] = (await insertNotification(db, notification.playerId, notification.type, notification.template, JSON.stringify(notification.params ?? {}), createdAt)).rows;
  if (!row) throw new Error('the notification was not stored');
  const stored: StoredNotification = { ...notification, id: row.id, createdAt };
  const root = rootDb(db);
  afterCommit(db, () => {
    for (const listener of listeners.get(root) ?? []) listener(stored);
  });
  return stored;
}

type Translate = (key: ServerMessageKey, params?: MessageParams) => string;

/**
 * A stored notification as its reader sees it, in the reader's language: a template's title and note with its
 * parameters (amounts in kuruş become lira), or an operator's own words.
 */
export function renderNotification(row: Pick<NotificationsTable, 'template' | 'params' | 'title' | 'note'>, t: Translate, locale: Locale): { title: string; note: string } {
  if (!row.template) return { title: row.title ?? '', note: row.note ?? '' };
  const raw = JSON.parse(row.params) as Record<string, string | number>;
  const params: MessageParams = { ...raw };
  if (typeof raw.amountMinor === 'number') params.amount = formatLira(raw.amountMinor, locale);
  return { title: t(`notify.${row.template}.title` as ServerMessageKey, params), note: t(`notify.${row.template}.note` as ServerMessageKey, params) };
}
