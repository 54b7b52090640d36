import type { AppContext } from '../../context.js';
import { transact } from '../../db/transact.js';
import { isUniqueViolation } from '../../db/errors.js';
import { done, refused, type Outcome } from '../outcome.js';
import { credit } from '../wallet/service.js';
import { grantBonus, lockMoney } from './wagering.js';
import { grantRefusal } from './terms.js';

export type TrialBonusOutcome = Outcome<{ amountMinor: number }>;

export async function trialBonusMinor(ctx: AppContext): Promise<number> {
  const row = await ctx.db.kysely.selectFrom('settings').select('value').where('key', '=', 'trial_bonus_minor').executeTakeFirst();
  const amount = Number(row?.value ?? 0);
  return Number.isSafeInteger(amount) && amount > 0 ? amount : 0;
}

/** Once per player and once per phone number, only with a verified phone, into the bonus account (kept apart from cash). */
export async function claimTrialBonus(ctx: AppContext, playerId: number): Promise<TrialBonusOutcome> {
  const db = ctx.db.kysely;
  const player = await db.selectFrom('players').select(['sms_verified', 'phone']).where('id', '=', playerId).executeTakeFirst();
  if (player?.sms_verified !== 1) return refused('needs_verified_phone');
  const amountMinor = await trialBonusMinor(ctx);
  if (amountMinor === 0) return refused('bonus_unavailable');
  const claimed: TrialBonusOutcome = refused('bonus_already_claimed');
  const phoneUsed: TrialBonusOutcome = refused('bonus_phone_used');
  try {
    return await transact(db, async (trx) => {
      const earlier = await trx.selectFrom('trial_bonus_claims').select('player_id').where('player_id', '=', playerId).executeTakeFirst();
      if (earlier) return claimed;
      const samePhone = await trx.selectFrom('trial_bonus_claims').select('player_id').where('phone', '=', player.phone).executeTakeFirst();
      if (samePhone) return phoneUsed;
      const now = ctx.now();
      await lockMoney(trx, playerId);
      const definition = await trx.selectFrom('bonus_definitions').selectAll().where('kind', '=', 'trial').where('active', '=', 1).executeTakeFirst();
      if (definition && (await grantRefusal(trx, playerId, definition, now, null)) === 'not_stackable') return refused('bonus_not_stackable');
      // With a trial definition the bonus has wagering like any other; without one it is plain bonus money.
      const ledgerEntryId = definition
        ? (await grantBonus(trx, { playerId, definition, amountMinor, lockedCashMinor: 0, transactionId: null, now })).ledgerEntryId
        : (await credit(trx, { playerId, kind: 'bonus', amountMinor, entryKind: 'trial_bonus', reference: `player:${playerId}`, idempotencyKey: `trial-bonus:${playerId}`, now })).entry.id;
      await trx
        .insertInto('trial_bonus_claims')
        .values({ player_id: playerId, amount_minor: amountMinor, ledger_entry_id: ledgerEntryId, created_at: now.toISOString(), phone: player.phone })
        .execute();
      return done({ amountMinor });
    });
  } catch (error) {
    // Two claims raced (PostgreSQL): the loser's transaction rolled back whole, credit included.
    if (isUniqueViolation(error)) return claimed;
    throw error;
  }
}
