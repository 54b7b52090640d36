import type { AvailableReward, BonusItem } from '../../../contracts/money.js';
import type { BonusTermsView } from '../../../contracts/bonus-terms.js';
import type { Locale } from '../../../i18n/locales.js';
import type { AppContext } from '../../context.js';
import { isUniqueViolation } from '../../db/errors.js';
import { transact } from '../../db/transact.js';
import { minorToLira } from '../../money.js';
import { done, refused, type Outcome } from '../outcome.js';
import { claimTrialBonus, trialBonusMinor } from './service.js';
import { grantBonus, lockMoney } from './wagering.js';
import { excludedRefusal } from '../limits/texts.js';
import { grantRefusal, termsView } from './terms.js';

const STATUS_ORDER = { active: 0, completed: 1, expired: 2, forfeited: 3 } as const;

/** The player's bonuses, active first, newest first within each status. */
export async function listBonuses(ctx: AppContext, playerId: number, locale: Locale): Promise<BonusItem[]> {
  const rows = await ctx.db.kysely
    .selectFrom('player_bonuses')
    .innerJoin('bonus_definitions', 'bonus_definitions.id', 'player_bonuses.definition_id')
    .selectAll('player_bonuses')
    .select(['bonus_definitions.title_tr', 'bonus_definitions.title_en', 'bonus_definitions.wagering_times', 'bonus_definitions.terms_url'])
    .where('player_bonuses.player_id', '=', playerId)
    .orderBy('player_bonuses.id', 'desc')
    .limit(200)
    .execute();
  return rows
    .map((row) => ({
      id: row.id,
      title: locale === 'en' ? row.title_en : row.title_tr,
      amount: minorToLira(row.amount_minor),
      wageringRequired: minorToLira(row.wagering_required_minor),
      wagered: minorToLira(Math.min(row.wagered_minor, row.wagering_required_minor)),
      wageringTimes: row.wagering_times,
      status: row.status,
      grantedAt: row.granted_at,
      expiresAt: row.expires_at,
      endedAt: row.ended_at,
      termsUrl: row.terms_url,
    }))
    .sort((a, b) => STATUS_ORDER[a.status] - STATUS_ORDER[b.status]);
}

/** A bonus offered now (trial, offer or deposit bonus) with its terms, for the player to read before claiming. */
export async function bonusTerms(ctx: AppContext, definitionId: number, locale: Locale): Promise<Outcome<{ id: number; title: string; terms: BonusTermsView }>> {
  const d = await ctx.db.kysely.selectFrom('bonus_definitions').selectAll().where('id', '=', definitionId).where('active', '=', 1).executeTakeFirst();
  if (!d) return refused('offer_not_available');
  return done({ id: d.id, title: locale === 'en' ? d.title_en : d.title_tr, terms: await termsView(ctx.db.kysely, d) });
}

/** What Claim Reward offers now: the trial bonus while it is due, and the offers this player has not taken. */
export async function availableRewards(ctx: AppContext, playerId: number, locale: Locale, t: (key: 'bonus.blockedPhone') => string): Promise<AvailableReward[]> {
  const db = ctx.db.kysely;
  const definitions = await db.selectFrom('bonus_definitions').selectAll().where('kind', 'in', ['trial', 'offer']).where('active', '=', 1).orderBy('position').execute();
  const player = await db.selectFrom('players').select('sms_verified').where('id', '=', playerId).executeTakeFirstOrThrow();
  const trialClaimed = await db.selectFrom('trial_bonus_claims').select('player_id').where('player_id', '=', playerId).executeTakeFirst();
  const trialMinor = await trialBonusMinor(ctx);
  const rewards: AvailableReward[] = [];
  for (const d of definitions) {
    const trial = d.kind === 'trial';
    if (trial ? trialClaimed || trialMinor === 0 : (await grantRefusal(db, playerId, d, ctx.now(), null)) === 'taken') continue;
    rewards.push({
      id: d.id,
      kind: trial ? 'trial' : 'offer',
      title: locale === 'en' ? d.title_en : d.title_tr,
      description: locale === 'en' ? d.description_en : d.description_tr,
      amount: minorToLira(trial ? trialMinor : d.amount_minor),
      wageringTimes: d.wagering_times,
      // No-deposit bonuses (the trial and every offer) need a verified phone.
      blockedBy: player.sms_verified !== 1 ? t('bonus.blockedPhone') : null,
      terms: await termsView(db, d),
    });
  }
  return rewards;
}

/**
 * Claims an offer (a no-deposit bonus): only with a verified phone, as often as its terms' frequency allows, and not
 * over another active bonus unless it stacks. The trial bonus goes through its own once-per-phone rules.
 */
export async function claimOffer(ctx: AppContext, playerId: number, definitionId: number): Promise<Outcome<{ amountMinor: number }>> {
  const db = ctx.db.kysely;
  const definition = await db.selectFrom('bonus_definitions').selectAll().where('id', '=', definitionId).where('kind', '=', 'offer').where('active', '=', 1).executeTakeFirst();
  if (!definition || definition.amount_minor <= 0) return refused('offer_not_available');
  const player = await db.selectFrom('players').select('sms_verified').where('id', '=', playerId).executeTakeFirst();
  if (player?.sms_verified !== 1) return refused('offer_needs_phone');
  try {
    return await transact(db, async (trx) => {
      await lockMoney(trx, playerId);
      const refusal = await grantRefusal(trx, playerId, definition, ctx.now(), null);
      if (refusal === 'taken') return refused('offer_not_available');
      if (refusal === 'not_stackable') return refused('bonus_not_stackable');
      await grantBonus(trx, { playerId, definition, amountMinor: definition.amount_minor, lockedCashMinor: 0, transactionId: null, now: ctx.now() });
      return done({ amountMinor: definition.amount_minor });
    });
  } catch (error) {
    if (isUniqueViolation(error)) return refused('offer_not_available');
    throw error;
  }
}

/** Claim Reward's one click: the trial bonus (a definition of kind trial) or an offer. */
export async function claimReward(ctx: AppContext, playerId: number, definitionId: number, locale: Locale): Promise<Outcome<{ amountMinor: number; trial: boolean }>> {
  // A player under a time-out or self-exclusion is offered nothing to play with.
  const excluded = await excludedRefusal(ctx.db.kysely, playerId, ctx.now(), locale);
  if (excluded) return excluded;
  const trial = await ctx.db.kysely.selectFrom('bonus_definitions').select('id').where('id', '=', definitionId).where('kind', '=', 'trial').executeTakeFirst();
  const outcome = trial ? await claimTrialBonus(ctx, playerId) : await claimOffer(ctx, playerId, definitionId);
  return outcome.ok ? done({ ...outcome.value, trial: Boolean(trial) }) : outcome;
}
