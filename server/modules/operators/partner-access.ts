import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { transact } from '../../db/transact.js';
import { usernameKey } from '../auth/service.js';
import { writeAudit, type Actor } from './audit.js';

export type PartnerAccessChange = { ok: false } | { ok: true; playerId: number; username: string; changed: boolean };

/**
 * Grants or revokes a player's betting-partner sportsbook (/spor/betco). Each bet checks the flag, so a revoke
 * stops new bets at once; bets already placed are still settled and paid. Audited even when nothing changed.
 */
export async function setPartnerAccess(db: Kysely<Database>, username: string, grant: boolean, actor: Actor, now: Date): Promise<PartnerAccessChange> {
  return transact(db, async (trx) => {
    const row = await trx.selectFrom('players').select(['id', 'username', 'betting_partner_access']).where('username_lower', '=', usernameKey(username)).executeTakeFirst();
    if (!row) return { ok: false };
    const before = Number(row.betting_partner_access) === 1;
    if (before !== grant) await trx.updateTable('players').set({ betting_partner_access: grant ? 1 : 0 }).where('id', '=', row.id).execute();
    await writeAudit(trx, actor, { action: grant ? 'player.partner_access_grant' : 'player.partner_access_revoke', target: `player:${row.id}`, before: { bettingPartnerAccess: before }, after: { bettingPartnerAccess: grant } }, now);
    return { ok: true, playerId: row.id, username: row.username, changed: before !== grant };
  });
}
