import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ADMIN_SCREENS } from '../../../contracts/admin.js';
import { callRequestItem, callRequestPage, callRequestParams, callRequestQuery, callRequestUpdate } from '../../../contracts/support.js';
import type { AppContext } from '../../context.js';
import { answers, ok } from '../../http/envelope.js';
import { refuseFor } from '../../http/reasons.js';
import { callRequestPageOf, updateCallRequest } from '../support/service.js';
import { requireRole } from './guard.js';

const hide = true;

/** /api/admin/call-requests: the queue of call requests and its status changes, for support and admins. */
export default async function callRequestRoutes(app: FastifyInstance, ctx: AppContext) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const support = requireRole(...ADMIN_SCREENS.callRequests);

  api.get('/call-requests', { ...support, schema: { hide, querystring: callRequestQuery, response: answers(callRequestPage) } }, async (req) =>
    ok(await callRequestPageOf(ctx.db.kysely, req.query)),
  );

  api.post('/call-requests/:id', { ...support, schema: { hide, params: callRequestParams, body: callRequestUpdate, response: answers(callRequestItem) } }, async (req, reply) => {
    const outcome = await updateCallRequest(ctx, req.operator!, req.ip, req.params.id, req.body);
    return outcome.ok ? ok(outcome.value, req.t('operators.callRequestSaved')) : refuseFor(req, reply, outcome);
  });
}
