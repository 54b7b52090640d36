import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { adminOperatorItem, adminOperatorList, adminOperatorParams, operatorCreatePayload, operatorRolePayload } from '../../../contracts/admin-calls.js';
import { ADMIN_SCREENS } from '../../../contracts/admin.js';
import type { AppContext } from '../../context.js';
import { answers, ok } from '../../http/envelope.js';
import type { ServerMessageKey } from '../../http/messages.js';
import { refuseFor } from '../../http/reasons.js';
import { requireRole } from './guard.js';
import { addOperator, changeOperator, operatorList, type OperatorChange } from './operators-manage.js';

const hide = true;

/** /api/admin/operators: admins list, create and change operators (each change audited, see accounts.ts). */
export default async function operatorsRoutes(app: FastifyInstance, ctx: AppContext) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const admins = requireRole(...ADMIN_SCREENS.operators);
  const me = (req: FastifyRequest) => ({ operatorId: req.operator!.operatorId, ip: req.ip });
  /** The operator as the list shows them after the change. */
  const itemOf = async (id: number) => (await operatorList(ctx)).find((o) => o.id === id)!;

  api.get('/operators', { ...admins, schema: { hide, response: answers(adminOperatorList) } }, async () => ok(await operatorList(ctx)));

  api.post('/operators', { ...admins, schema: { hide, body: operatorCreatePayload, response: answers(adminOperatorItem) } }, async (req, reply) => {
    const created = await addOperator(ctx, me(req), req.body);
    if (!created.ok) return refuseFor(req, reply, created);
    return ok({ ...(await itemOf(created.value.id)), enrollCode: created.value.enrollCode }, req.t('operators.operatorCreated', { username: created.value.username }));
  });

  const change = async (req: FastifyRequest, reply: FastifyReply, id: number, what: OperatorChange, message: ServerMessageKey) => {
    const outcome = await changeOperator(ctx, me(req), id, what);
    if (!outcome.ok) return refuseFor(req, reply, outcome);
    const item = await itemOf(id);
    return ok(outcome.value.enrollCode ? { ...item, enrollCode: outcome.value.enrollCode } : item, req.t(message, { username: outcome.value.username }));
  };

  api.post('/operators/:id/role', { ...admins, schema: { hide, params: adminOperatorParams, body: operatorRolePayload, response: answers(adminOperatorItem) } }, (req, reply) =>
    change(req, reply, req.params.id, { kind: 'role', role: req.body.role }, 'operators.operatorRoleChanged'),
  );
  api.post('/operators/:id/disable', { ...admins, schema: { hide, params: adminOperatorParams, response: answers(adminOperatorItem) } }, (req, reply) =>
    change(req, reply, req.params.id, { kind: 'disable' }, 'operators.operatorDisabled'),
  );
  api.post('/operators/:id/enable', { ...admins, schema: { hide, params: adminOperatorParams, response: answers(adminOperatorItem) } }, (req, reply) =>
    change(req, reply, req.params.id, { kind: 'enable' }, 'operators.operatorEnabled'),
  );
  api.post('/operators/:id/reset-totp', { ...admins, schema: { hide, params: adminOperatorParams, response: answers(adminOperatorItem) } }, (req, reply) =>
    change(req, reply, req.params.id, { kind: 'resetTotp' }, 'operators.operatorTotpReset'),
  );
}
