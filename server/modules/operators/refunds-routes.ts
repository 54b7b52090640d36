import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ADMIN_SCREENS } from '../../../contracts/admin.js';
import { adminRefundItem, adminRefundList, refundResolvePayload, refundRetryPayload, refundRetryResult, refundsQuery } from '../../../contracts/admin-refunds.js';
import type { AppContext } from '../../context.js';
import { answers, ok } from '../../http/envelope.js';
import { refuseFor } from '../../http/reasons.js';
import { requireRole } from './guard.js';
import { refundList, resolveRefund, retryRefund } from './refunds.js';

const hide = true;

const retried = {
  refunded: 'operators.refundMade',
  psp_failed: 'operators.refundPspFailed',
  error: 'operators.refundStillFailing',
} as const;

/** /api/admin/refunds: deposit refunds that need a person, asked again now or settled another way; finance and admins. */
export default async function refundRoutes(app: FastifyInstance, ctx: AppContext) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const finance = requireRole(...ADMIN_SCREENS.refunds);

  api.get('/refunds', { ...finance, schema: { hide, querystring: refundsQuery, response: answers(adminRefundList) } }, async (req) =>
    ok(await refundList(ctx.db.kysely, req.query.view)),
  );

  api.post('/refunds/retry', { ...finance, schema: { hide, body: refundRetryPayload, response: answers(refundRetryResult) } }, async (req, reply) => {
    const outcome = await retryRefund(ctx, req.operator!, req.ip, req.body.id);
    return outcome.ok ? ok(outcome.value, req.t(retried[outcome.value.outcome])) : refuseFor(req, reply, outcome);
  });

  api.post('/refunds/resolve', { ...finance, schema: { hide, body: refundResolvePayload, response: answers(adminRefundItem) } }, async (req, reply) => {
    const outcome = await resolveRefund(ctx, req.operator!, req.ip, req.body);
    return outcome.ok ? ok(outcome.value, req.t('operators.refundResolved')) : refuseFor(req, reply, outcome);
  });
}
