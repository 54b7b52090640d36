import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import * as z from 'zod';
import {
  adjustPayload,
  adjustResult,
  adminBetsPage,
  adminBetsQuery,
  adminLedgerPage,
  adminLedgerQuery,
  adminNotificationsPage,
  adminNotificationsQuery,
  adminPlayerDetail,
  adminPlayerPage,
  adminPlayerParams,
  adminSessionItem,
  adminSessionParams,
  blockPayload,
  blockState,
  partnerAccessPayload,
  partnerAccessState,
  playerSearchQuery,
} from '../../../contracts/admin-calls.js';
import { ADMIN_SCREENS, PLAYER_ACTIONS } from '../../../contracts/admin.js';
import { limitsAnswer } from '../../../contracts/limits.js';
import type { AppContext } from '../../context.js';
import { answers, messageOnly, ok } from '../../http/envelope.js';
import { refuseFor } from '../../http/reasons.js';
import type { Outcome } from '../outcome.js';
import { limitsOverview } from '../limits/service.js';
import { lifetimesOf } from '../sessions/verifier.js';
import { requireRole } from './guard.js';
import { adjustBalance, changePartnerAccess, endPlayerSession, setBlocked } from './player-actions.js';
import { playerNotifications } from './player-notifications.js';
import { ofPlayer, playerBets, playerDetail, playerLedger, playerSessions, searchPlayers } from './players.js';

const hide = true;

const actorOf = (req: FastifyRequest) => ({ kind: 'operator', operatorId: req.operator!.operatorId, ip: req.ip }) as const;

/** /api/admin/players: support, finance and admins look players up; writes are narrower, each one audited. */
export default async function playerRoutes(app: FastifyInstance, ctx: AppContext) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const db = ctx.db.kysely;
  const lifetimes = lifetimesOf(ctx.config);
  // The same roles as the back office's Players screen and the actions it offers (contracts/admin.ts).
  const readers = requireRole(...ADMIN_SCREENS.players);
  const care = requireRole(...PLAYER_ACTIONS.block);
  const ending = requireRole(...PLAYER_ACTIONS.endSession);
  const money = requireRole(...PLAYER_ACTIONS.adjust);
  const answer = <T>(req: FastifyRequest, reply: FastifyReply, outcome: Outcome<T>) => (outcome.ok ? ok(outcome.value) : refuseFor(req, reply, outcome));

  api.get('/players', { ...readers, schema: { hide, querystring: playerSearchQuery, response: answers(adminPlayerPage) } }, async (req) => ok(await searchPlayers(db, req.query)));

  api.get('/players/:id', { ...readers, schema: { hide, params: adminPlayerParams, response: answers(adminPlayerDetail) } }, async (req, reply) =>
    answer(req, reply, await playerDetail(db, req.params.id)),
  );

  api.get('/players/:id/ledger', { ...readers, schema: { hide, params: adminPlayerParams, querystring: adminLedgerQuery, response: answers(adminLedgerPage) } }, async (req, reply) =>
    answer(req, reply, await ofPlayer(db, req.params.id, () => playerLedger(db, req.params.id, req.query))),
  );

  api.get('/players/:id/sessions', { ...readers, schema: { hide, params: adminPlayerParams, response: answers(z.array(adminSessionItem)) } }, async (req, reply) =>
    answer(req, reply, await ofPlayer(db, req.params.id, () => playerSessions(db, req.params.id, lifetimes, ctx.now()))),
  );

  // Read only: the back office has no call that lifts or shortens a time-out or self-exclusion (responsible gambling).
  api.get('/players/:id/limits', { ...readers, schema: { hide, params: adminPlayerParams, response: answers(limitsAnswer) } }, async (req, reply) =>
    answer(req, reply, await ofPlayer(db, req.params.id, async () => limitsOverview(db, req.params.id, ctx.now(), lifetimes.idleMs))),
  );

  api.get('/players/:id/bets', { ...readers, schema: { hide, params: adminPlayerParams, querystring: adminBetsQuery, response: answers(adminBetsPage) } }, async (req, reply) =>
    answer(req, reply, await ofPlayer(db, req.params.id, () => playerBets(db, req.params.id, req.query))),
  );

  // Read only, like the ledger: the templates in the operator's language (x-locale), an operator's words as written.
  api.get(
    '/players/:id/notifications',
    { ...readers, schema: { hide, params: adminPlayerParams, querystring: adminNotificationsQuery, response: answers(adminNotificationsPage) } },
    async (req, reply) => answer(req, reply, await ofPlayer(db, req.params.id, () => playerNotifications(db, req.params.id, req.query, req.locale))),
  );

  api.post('/players/:id/sessions/:sessionId/end', { ...ending, schema: { hide, params: adminSessionParams, response: messageOnly } }, async (req, reply) => {
    const ended = await endPlayerSession(ctx, actorOf(req), req.params.id, req.params.sessionId);
    return ended.ok ? ok(null, req.t('operators.sessionEnded')) : refuseFor(req, reply, ended);
  });

  for (const block of [true, false]) {
    api.post(`/players/:id/${block ? 'block' : 'unblock'}`, { ...care, schema: { hide, params: adminPlayerParams, body: blockPayload, response: answers(blockState) } }, async (req, reply) => {
      const outcome = await setBlocked(ctx, actorOf(req), req.params.id, block, req.body.reason);
      if (!outcome.ok) return refuseFor(req, reply, outcome);
      return ok(outcome.value, req.t(block ? 'operators.playerBlocked' : 'operators.playerUnblocked'));
    });
  }

  api.post('/players/:id/adjust', { ...money, schema: { hide, params: adminPlayerParams, body: adjustPayload, response: answers(adjustResult) } }, async (req, reply) => {
    const outcome = await adjustBalance(ctx, actorOf(req), req.params.id, req.body);
    return outcome.ok ? ok(outcome.value, req.t('operators.balanceAdjusted')) : refuseFor(req, reply, outcome);
  });

  api.post('/players/:id/partner-access', { ...requireRole(...PLAYER_ACTIONS.partnerAccess), schema: { hide, params: adminPlayerParams, body: partnerAccessPayload, response: answers(partnerAccessState) } }, async (req, reply) => {
    const outcome = await changePartnerAccess(ctx, actorOf(req), req.params.id, req.body.granted);
    if (!outcome.ok) return refuseFor(req, reply, outcome);
    return ok(outcome.value, req.t(req.body.granted ? 'operators.partnerAccessGranted' : 'operators.partnerAccessRevoked'));
  });
}
