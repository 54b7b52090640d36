import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { trialBonusCredit } from '../../../contracts/account.js';
import type { AppContext } from '../../context.js';
import { answers, ok } from '../../http/envelope.js';
import { refuseFor } from '../../http/reasons.js';
import { formatLira, minorToLira } from '../../money.js';
import { claimTrialBonus } from './service.js';

export default async function bonusRoutes(app: FastifyInstance, ctx: AppContext) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get('/bonus/definetrialbonus', { preHandler: api.authenticate, schema: { response: answers(trialBonusCredit) } }, async (req, reply) => {
    const outcome = await claimTrialBonus(ctx, req.principal!.playerId);
    if (!outcome.ok) return refuseFor(req, reply, outcome);
    const { amountMinor } = outcome.value;
    return ok({ amount: minorToLira(amountMinor) }, req.t('bonus.credited', { amount: formatLira(amountMinor, req.locale) }));
  });
}
