import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { confirmLimitPayload, exclusionPayload, exclusionState, limitsAnswer, setLimitPayload } from '../../../contracts/limits.js';
import type { AppContext } from '../../context.js';
import { answers, ok } from '../../http/envelope.js';
import { refuseFor } from '../../http/reasons.js';
import { confirmLimit, exclude, limitsOverview, setLimit } from './service.js';
import { timeText } from './texts.js';

/** Responsible gambling for the logged-in player: limits (GET, set, confirm) and time-outs / self-exclusions. */
export default async function limitsRoutes(app: FastifyInstance, ctx: AppContext) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const auth = { preHandler: api.authenticate };
  const db = ctx.db.kysely;

  api.get('/rg/limits', { ...auth, schema: { response: answers(limitsAnswer) } }, async (req) => ok(await limitsOverview(db, req.principal!.playerId, ctx.now())));

  api.post('/rg/limits', { ...auth, schema: { body: setLimitPayload, response: answers(limitsAnswer) } }, async (req) => {
    const playerId = req.principal!.playerId;
    const now = ctx.now();
    const after = await setLimit(db, { playerId, ...req.body, now, delayHours: ctx.config.LIMIT_INCREASE_DELAY_HOURS });
    const waiting = after.pendingFrom !== null;
    const message = waiting ? req.t('limits.pending', { at: timeText(after.pendingFrom!, req.locale) }) : req.t('limits.applied');
    return ok(await limitsOverview(db, playerId, now), message);
  });

  api.post('/rg/limits/confirm', { ...auth, schema: { body: confirmLimitPayload, response: answers(limitsAnswer) } }, async (req, reply) => {
    const playerId = req.principal!.playerId;
    const now = ctx.now();
    const confirmed = await confirmLimit(db, { playerId, ...req.body, now, locale: req.locale });
    if (!confirmed.ok) return refuseFor(req, reply, confirmed);
    return ok(await limitsOverview(db, playerId, now), req.t('limits.confirmed'));
  });

  api.post('/rg/exclusion', { ...auth, schema: { body: exclusionPayload, response: answers(exclusionState) } }, async (req) => {
    const state = await exclude(db, { playerId: req.principal!.playerId, request: req.body, now: ctx.now() });
    return ok(state, req.t('exclusion.applied', { until: timeText(state.until, req.locale) }));
  });
}
