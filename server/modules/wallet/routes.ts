import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { walletBalance } from '../../../contracts/account.js';
import { answers, ok } from '../../http/envelope.js';
import { minorToLira } from '../../money.js';
import { balances } from './service.js';

/** GET /api/user/balance: lira at the edge; `balance` is what the header shows (cash + bonus). */
export default async function walletRoutes(app: FastifyInstance, ctx: AppContext) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get('/user/balance', { preHandler: api.authenticate, schema: { response: answers(walletBalance) } }, async (req) => {
    const b = await balances(ctx.db.kysely, req.principal!.playerId);
    return ok({ balance: minorToLira(b.totalMinor), cash: minorToLira(b.cashMinor), bonus: minorToLira(b.bonusMinor) });
  });
}
