import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { auditPage, auditQuery } from '../../../contracts/admin-calls.js';
import type { AppContext } from '../../context.js';
import { answers, ok } from '../../http/envelope.js';
import { auditPageOf } from './audit-log.js';
import { requireRole } from './guard.js';

const hide = true;

/** /api/admin/audit: who changed what, for admins only. */
export default async function auditRoutes(app: FastifyInstance, ctx: AppContext) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get('/audit', { ...requireRole('admin'), schema: { hide, querystring: auditQuery, response: answers(auditPage) } }, async (req) =>
    ok(await auditPageOf(ctx.db.kysely, req.query)),
  );
}
