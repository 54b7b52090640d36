import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { dashboard, dashboardQuery } from '../../../contracts/admin-calls.js';
import type { AppContext } from '../../context.js';
import { answers, ok } from '../../http/envelope.js';
import { refuseFor } from '../../http/reasons.js';
import { dashboardOf } from './dashboard.js';
import { requireRole } from './guard.js';

const hide = true;

/** /api/admin/dashboard: the period's and today's figures, for finance and admins. */
export default async function dashboardRoutes(app: FastifyInstance, ctx: AppContext) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get('/dashboard', { ...requireRole('admin', 'finance'), schema: { hide, querystring: dashboardQuery, response: answers(dashboard) } }, async (req, reply) => {
    const outcome = await dashboardOf(ctx.db.kysely, ctx.now(), req.query);
    return outcome.ok ? ok(outcome.value) : refuseFor(req, reply, outcome);
  });
}
