import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { confirmLimitPayload, exclusionPayload, exclusionState, limitsAnswer, playSession, realityCheckPayload, setLimitPayload } from '../../../contracts/limits.js';
import type { AppContext } from '../../context.js';
import { answers, ok } from '../../http/envelope.js';
import { refuseFor } from '../../http/reasons.js';
import { lifetimesOf } from '../sessions/verifier.js';
import { applySessionLimits, confirmLimit, exclude, limitsOverview, playSessionOf, setLimit, setRealityCheck } from './service.js';
import { timeText } from './texts.js';

/** Responsible gambling for the logged-in player: limits (GET, set, confirm) and time-outs / self-exclusions. */
export default async function limitsRoutes(app: FastifyInstance, ctx: AppContext) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const auth = { preHandler: api.authenticate };
  const db = ctx.db.kysely;
  const { idleMs } = lifetimesOf(ctx.config);
  /** A session-time limit applies to the open sessions at once: the message says so when it already ends them. */
  const sessionLimitMessage = async (req: FastifyRequest, kind: string, playerId: number, now: Date) => {
    if (kind !== 'session') return null;
    const state = await applySessionLimits(db, playerId, now, idleMs);
    return state.usedUp && state.lockedUntil ? req.t('limits.sessionAppliedNow', { at: timeText(state.lockedUntil, req.locale) }) : null;
  };

  api.get('/rg/limits', { ...auth, schema: { response: answers(limitsAnswer) } }, async (req) => ok(await limitsOverview(db, req.principal!.playerId, ctx.now(), idleMs)));

  api.get('/rg/session', { ...auth, schema: { response: answers(playSession) } }, async (req) => ok(await playSessionOf(db, req.principal!, ctx.now())));

  api.post('/rg/reality-check', { ...auth, schema: { body: realityCheckPayload, response: answers(limitsAnswer) } }, async (req) => {
    await setRealityCheck(db, req.principal!.playerId, req.body.minutes);
    return ok(await limitsOverview(db, req.principal!.playerId, ctx.now(), idleMs), req.t('limits.realityCheckSaved', { minutes: req.body.minutes }));
  });

  api.post('/rg/limits', { ...auth, schema: { body: setLimitPayload, response: answers(limitsAnswer) } }, async (req) => {
    const playerId = req.principal!.playerId;
    const now = ctx.now();
    const after = await setLimit(db, { playerId, ...req.body, now, delayHours: ctx.config.LIMIT_INCREASE_DELAY_HOURS });
    const waiting = after.pendingFrom !== null;
    const ended = waiting ? null : await sessionLimitMessage(req, req.body.kind, playerId, now);
    const message = ended ?? (waiting ? req.t('limits.pending', { at: timeText(after.pendingFrom!, req.locale) }) : req.t('limits.applied'));
    return ok(await limitsOverview(db, playerId, now, idleMs), message);
  });

  api.post('/rg/limits/confirm', { ...auth, schema: { body: confirmLimitPayload, response: answers(limitsAnswer) } }, async (req, reply) => {
    const playerId = req.principal!.playerId;
    const now = ctx.now();
    const confirmed = await confirmLimit(db, { playerId, ...req.body, now, locale: req.locale });
    if (!confirmed.ok) return refuseFor(req, reply, confirmed);
    await sessionLimitMessage(req, req.body.kind, playerId, now);
    return ok(await limitsOverview(db, playerId, now, idleMs), req.t('limits.confirmed'));
  });

  api.post('/rg/exclusion', { ...auth, schema: { body: exclusionPayload, response: answers(exclusionState) } }, async (req) => {
    const state = await exclude(db, { playerId: req.principal!.playerId, request: req.body, now: ctx.now() });
    return ok(state, req.t('exclusion.applied', { until: timeText(state.until, req.locale) }));
  });
}
