import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ADMIN_SCREENS } from '../../../contracts/admin.js';
import { adminBonus, adminBonusEdit, adminBonusList, adminBonusParams } from '../../../contracts/admin-bonuses.js';
import type { AppContext } from '../../context.js';
import { answers, ok } from '../../http/envelope.js';
import { refuseFor } from '../../http/reasons.js';
import { requireRole } from '../operators/guard.js';
import { listBonusDefinitions, updateBonusTerms } from './admin.js';

const hide = true;

/** /api/admin/bonuses: finance operators and admins (bonus terms are money rules), the roles of the Bonus terms screen. */
export default async function adminBonusRoutes(app: FastifyInstance, ctx: AppContext) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const finance = requireRole(...ADMIN_SCREENS.bonuses);
  const actorOf = (req: FastifyRequest) => ({ kind: 'operator', operatorId: req.operator!.operatorId, ip: req.ip }) as const;

  api.get('/bonuses', { ...finance, schema: { hide, response: answers(adminBonusList) } }, async () => ok(await listBonusDefinitions(ctx.db.kysely)));

  api.post('/bonuses/:id', { ...finance, schema: { hide, params: adminBonusParams, body: adminBonusEdit, response: answers(adminBonus) } }, async (req, reply) => {
    const outcome = await updateBonusTerms(ctx.db.kysely, req.params.id, req.body, actorOf(req), ctx.now());
    return outcome.ok ? ok(outcome.value, req.t('operators.bonusSaved')) : refuseFor(req, reply, outcome);
  });
}
