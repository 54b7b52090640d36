import type { Kysely } from 'kysely';
import type { NotificationType } from '../../../contracts/enums.js';
import type { Database } from '../../db/schema.js';
import { transact } from '../../db/transact.js';
import { usernameKey } from '../auth/service.js';
import type { OperatorMessage } from '../notifications/operator-message.js';
import type { Refused } from '../outcome.js';
import { notify, notifyAll } from '../notifications/service.js';
import { writeAudit, type Actor } from './audit.js';

type Db = Kysely<Database>;

export interface PlayerMessage extends OperatorMessage {
  type: NotificationType;
  playerId?: number;
  username?: string;
  all?: boolean;
}

export type MessageSent =
  | { ok: true; notified: number; player: { id: number; username: string } | null }
  | (Refused & { reason: 'message_target' | 'player_not_found' });

/**
 * An operator's (or the CLI's) message to one player, by id or username, or to every player: the notifications and
 * the audit row commit together, and each notification is pushed once they have.
 */
export async function sendPlayerMessage(db: Db, actor: Actor, input: PlayerMessage, now: Date): Promise<MessageSent> {
  const targets = [input.playerId !== undefined, input.username !== undefined, input.all === true].filter(Boolean).length;
  if (targets !== 1) return { ok: false, reason: 'message_target' };
  const { type, title, note } = input;
  return transact(db, async (trx) => {
    if (input.all) {
      const stored = await notifyAll(trx, { type, title, note }, now);
      await writeAudit(trx, actor, { action: 'notification.broadcast', target: 'player:all', after: { type, title, note, notified: stored.length } }, now);
      return { ok: true, notified: stored.length, player: null };
    }
    let query = trx.selectFrom('players').select(['id', 'username']);
    query = input.playerId !== undefined ? query.where('id', '=', input.playerId) : query.where('username_lower', '=', usernameKey(input.username!));
    const player = await query.executeTakeFirst();
    if (!player) return { ok: false, reason: 'player_not_found' };
    const stored = await notify(trx, { playerId: player.id, type, title, note }, now);
    await writeAudit(trx, actor, { action: 'notification.send', target: `player:${player.id}`, after: { notificationId: stored.id, type, title, note } }, now);
    return { ok: true, notified: 1, player };
  });
}
