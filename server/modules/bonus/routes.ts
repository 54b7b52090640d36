import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import * as z from 'zod';
import { trialBonusCredit } from '../../../contracts/account.js';
import { availableReward, bonusItem, bonusTermsAnswer, claimRewardPayload } from '../../../contracts/money.js';
import { idNumber } from '../../../contracts/fields.js';
import type { AppContext } from '../../context.js';
import { answers, ok } from '../../http/envelope.js';
import { refuseFor } from '../../http/reasons.js';
import { formatLira, minorToLira } from '../../money.js';
import { availableRewards, bonusTerms, claimReward, listBonuses } from './rewards.js';
import { claimTrialBonus } from './service.js';

export default async function bonusRoutes(app: FastifyInstance, ctx: AppContext) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const auth = { preHandler: api.authenticate };
  api.get('/bonus/definetrialbonus', { ...auth, schema: { response: answers(trialBonusCredit) } }, async (req, reply) => {
    const outcome = await claimTrialBonus(ctx, req.principal!.playerId);
    if (!outcome.ok) return refuseFor(req, reply, outcome);
    const { amountMinor } = outcome.value;
    return ok({ amount: minorToLira(amountMinor) }, req.t('bonus.credited', { amount: formatLira(amountMinor, req.locale) }));
  });

  api.get('/bonus/list', { ...auth, schema: { response: answers(z.array(bonusItem)) } }, async (req) => ok(await listBonuses(ctx, req.principal!.playerId, req.locale)));

  api.get('/bonus/available', { ...auth, schema: { response: answers(z.array(availableReward)) } }, async (req) =>
    ok(await availableRewards(ctx, req.principal!.playerId, req.locale, (key) => req.t(key))),
  );

  /** A bonus's terms, before claiming it (a deposit bonus in the deposit form, an offer in Claim Reward). Public. */
  api.get('/bonus/terms/:id', { schema: { params: z.object({ id: z.coerce.number().pipe(idNumber()) }), response: answers(bonusTermsAnswer) } }, async (req, reply) => {
    const outcome = await bonusTerms(ctx, req.params.id, req.locale);
    if (!outcome.ok) return refuseFor(req, reply, outcome);
    return ok(outcome.value);
  });

  /** One click: an offer, or the trial bonus (its definition is of kind trial). */
  api.post('/bonus/claim', { ...auth, schema: { body: claimRewardPayload, response: answers(trialBonusCredit) } }, async (req, reply) => {
    const outcome = await claimReward(ctx, req.principal!.playerId, req.body.id, req.locale);
    if (!outcome.ok) return refuseFor(req, reply, outcome);
    const { amountMinor, trial } = outcome.value;
    return ok({ amount: minorToLira(amountMinor) }, req.t(trial ? 'bonus.credited' : 'bonus.offerClaimed', { amount: formatLira(amountMinor, req.locale) }));
  });
}
