import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { ok } from '../../http/envelope.js';
import { refuse } from '../../http/refusals.js';
import { formatLira, minorToLira } from '../../money.js';
import { claimTrialBonus } from './service.js';

export default async function bonusRoutes(app: FastifyInstance, ctx: AppContext) {
  app.get('/bonus/definetrialbonus', { preHandler: app.authenticate }, async (req, reply) => {
    const outcome = await claimTrialBonus(ctx, req.principal!.playerId);
    if (!outcome.ok) return refuse(reply, outcome.status, req.t(outcome.key));
    const amount = formatLira(outcome.amountMinor, req.locale);
    return ok({ amount: minorToLira(outcome.amountMinor) }, req.t('bonus.credited', { amount }));
  });
}
