import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import * as z from 'zod';
import { approvePayload, rejectPayload, reviewItem, reviewQueueQuery, transactionItem } from '../../../contracts/money.js';
import type { AppContext } from '../../context.js';
import { answers, ok } from '../../http/envelope.js';
import { refuseFor } from '../../http/reasons.js';
import { requireRole } from './guard.js';
import { decidePayment, pendingCounts, reviewQueue } from './payments-review.js';
import { pendingCounts as pendingCountsSchema, type PendingCounts } from '../../../contracts/admin-payments.js';
import { adminDisputeList } from '../../../contracts/admin-disputes.js';
import { disputeList } from '../payments/disputes.js';

const hide = true;

/** /api/admin/payments: pending withdrawals and bank transfers, for finance (and admins). */
export default async function paymentReviewRoutes(app: FastifyInstance, ctx: AppContext) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const finance = requireRole('finance', 'admin');

  api.get('/payments/queue', { ...finance, schema: { hide, querystring: reviewQueueQuery, response: answers(z.array(reviewItem)) } }, async (req) =>
    ok(await reviewQueue(ctx, { type: req.query.type }, req.locale)),
  );

  // The count in the navigation, read again when the operators' hub says the queue changed.
  api.get('/payments/pending', { ...finance, schema: { hide, response: answers(pendingCountsSchema) } }, async () => ok(await pendingCounts(ctx.db.kysely) satisfies PendingCounts));

  // Chargebacks the PSPs reported: what holds a player's withdrawals, and how each ended.
  api.get('/payments/disputes', { ...finance, schema: { hide, response: answers(adminDisputeList) } }, async () => ok(await disputeList(ctx.db.kysely)));

  api.post('/payments/approve', { ...finance, schema: { hide, body: approvePayload, response: answers(transactionItem) } }, async (req, reply) => {
    const outcome = await decidePayment(ctx, req.operator!, req.ip, { id: req.body.id, decision: 'approve' });
    return outcome.ok ? ok(outcome.value, req.t('operators.paymentApproved')) : refuseFor(req, reply, outcome);
  });

  api.post('/payments/reject', { ...finance, schema: { hide, body: rejectPayload, response: answers(transactionItem) } }, async (req, reply) => {
    const outcome = await decidePayment(ctx, req.operator!, req.ip, { id: req.body.id, decision: 'reject', reason: req.body.reason });
    return outcome.ok ? ok(outcome.value, req.t('operators.paymentRejected')) : refuseFor(req, reply, outcome);
  });
}
