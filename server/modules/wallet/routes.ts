import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { walletBalance } from '../../../contracts/account.js';
import type { AppContext } from '../../context.js';
import { answers, ok, unchecked } from '../../http/envelope.js';
import { balances, walletBalanceOf } from './service.js';

/** GET /api/user/balance: lira at the edge; `balance` is what the header shows (cash + bonus). */
export default async function walletRoutes(app: FastifyInstance, ctx: AppContext) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const route = { preHandler: api.authenticate, schema: { response: answers(walletBalance) }, serializerCompiler: unchecked };
  api.get('/user/balance', route, async (req) => {
    const b = await balances(ctx.db.kysely, req.principal!.playerId);
    return ok(walletBalanceOf(b));
  });
}
