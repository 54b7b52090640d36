import type { Kysely } from 'kysely';
import { normalizePhone } from '../../../contracts/phone.js';
import type { DialectMigration } from '../migrate.js';

/**
 * Phone numbers are stored in one form (90 + 10 digits for Türkiye, see normalizePhone). Rows typed as
 * 5…, 05… or +90 … are rewritten; where two rows now share a number, the earliest keeps it as in
 * migration 003: the later accounts lose their verification, the later trial-bonus claims their number.
 */
export const normalizedPhones: DialectMigration = () => ({
  async up(db: Kysely<any>) {
    const players: Array<{ id: number; phone: string; sms_verified: number }> = await db
      .selectFrom('players').select(['id', 'phone', 'sms_verified']).orderBy('id').execute();
    const verified = new Set<string>();
    const demote: number[] = [];
    for (const p of players) {
      if (p.sms_verified !== 1) continue;
      const phone = normalizePhone(p.phone);
      if (verified.has(phone)) demote.push(p.id);
      else verified.add(phone);
    }
    if (demote.length) await db.updateTable('players').set({ sms_verified: 0 }).where('id', 'in', demote).execute();
    for (const p of players) {
      const phone = normalizePhone(p.phone);
      if (phone !== p.phone) await db.updateTable('players').set({ phone }).where('id', '=', p.id).execute();
    }

    const claims: Array<{ player_id: number; phone: string | null }> = await db
      .selectFrom('trial_bonus_claims').select(['player_id', 'phone']).orderBy('player_id').execute();
    const claimed = new Set<string>();
    for (const c of claims) {
      if (c.phone === null) continue;
      const phone = normalizePhone(c.phone);
      if (claimed.has(phone)) await db.updateTable('trial_bonus_claims').set({ phone: null }).where('player_id', '=', c.player_id).execute();
      claimed.add(phone);
    }
    for (const c of claims) {
      if (c.phone === null || normalizePhone(c.phone) === c.phone) continue;
      await db.updateTable('trial_bonus_claims').set({ phone: normalizePhone(c.phone) })
        .where('player_id', '=', c.player_id).where('phone', '=', c.phone).execute();
    }

    const codes: Array<{ id: number; target: string }> = await db
      .selectFrom('verification_codes').select(['id', 'target']).where('purpose', '=', 'sms').execute();
    for (const c of codes) {
      const target = normalizePhone(c.target);
      if (target !== c.target) await db.updateTable('verification_codes').set({ target }).where('id', '=', c.id).execute();
    }
  },
  // The old spellings are not kept; the normalized numbers are valid under the earlier schema too.
  async down() {},
});
