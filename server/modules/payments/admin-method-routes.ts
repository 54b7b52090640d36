import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { adminPaymentMethod, adminPaymentMethodList, paymentMethodActive, paymentMethodEdit, paymentMethodMove, paymentMethodParams } from '../../../contracts/admin-payment-methods.js';
import type { AppContext } from '../../context.js';
import { answers, ok } from '../../http/envelope.js';
import type { ServerMessageKey } from '../../http/messages.js';
import { refuseFor } from '../../http/reasons.js';
import { requireRole } from '../operators/guard.js';
import type { Outcome } from '../outcome.js';
import { listPaymentMethods, movePaymentMethod, setPaymentMethodActive, updatePaymentMethod } from './admin-methods.js';

const hide = true;

/** /api/admin/payment-methods: finance operators and admins (limits and fees are money rules). */
export default async function adminPaymentMethodRoutes(app: FastifyInstance, ctx: AppContext) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const finance = requireRole('finance', 'admin');
  const db = ctx.db.kysely;
  const actorOf = (req: FastifyRequest) => ({ kind: 'operator', operatorId: req.operator!.operatorId, ip: req.ip }) as const;
  const answer = <T>(req: FastifyRequest, reply: Parameters<typeof refuseFor>[1], outcome: Outcome<T>, key: ServerMessageKey) =>
    outcome.ok ? ok(outcome.value, req.t(key)) : refuseFor(req, reply, outcome);

  api.get('/payment-methods', { ...finance, schema: { hide, response: answers(adminPaymentMethodList) } }, async () => ok(await listPaymentMethods(db)));

  api.post('/payment-methods/:id', { ...finance, schema: { hide, params: paymentMethodParams, body: paymentMethodEdit, response: answers(adminPaymentMethod) } }, async (req, reply) =>
    answer(req, reply, await updatePaymentMethod(db, req.params.id, req.body, actorOf(req), ctx.now()), 'operators.paymentMethodSaved'),
  );

  api.post('/payment-methods/:id/active', { ...finance, schema: { hide, params: paymentMethodParams, body: paymentMethodActive, response: answers(adminPaymentMethod) } }, async (req, reply) =>
    answer(req, reply, await setPaymentMethodActive(db, req.params.id, req.body.active, actorOf(req), ctx.now()), req.body.active ? 'operators.paymentMethodEnabled' : 'operators.paymentMethodDisabled'),
  );

  api.post('/payment-methods/:id/move', { ...finance, schema: { hide, params: paymentMethodParams, body: paymentMethodMove, response: answers(adminPaymentMethodList) } }, async (req, reply) =>
    answer(req, reply, await movePaymentMethod(db, req.params.id, req.body.direction, actorOf(req), ctx.now()), 'operators.paymentMethodMoved'),
  );
}
