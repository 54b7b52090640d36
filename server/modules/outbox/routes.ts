import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import * as z from 'zod';
import type { AppContext } from '../../context.js';
import { answers, ok } from '../../http/envelope.js';
import { latestMessages } from './service.js';

const query = z.object({
  to: z.string().max(100).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});

// A developer's tool, not a player contract, so its answer is described here rather than in contracts/.
const message = z.object({
  id: z.number().int(),
  channel: z.enum(['sms', 'email']),
  recipient: z.string(),
  subject: z.string().nullable(),
  body: z.string(),
  createdAt: z.string(),
});

/** GET /api/dev/outbox?to=...: the SMS and e-mails the local adapters "sent". Registered only with DEV_OUTBOX=1 (never in production). */
export default async function outboxRoutes(app: FastifyInstance, ctx: AppContext) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get('/dev/outbox', { schema: { querystring: query, response: answers(z.array(message)) } }, async (req) =>
    ok(await latestMessages(ctx.db.kysely, req.query)),
  );
}
