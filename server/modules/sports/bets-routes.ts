import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sportsBetsData } from '../../../contracts/sportsbook.js';
import { answers, ok } from '../../http/envelope.js';
import type { ProviderEnv } from '../casino/providers/env.js';
import { sportsBets, sportsBetsRequest } from './bets.js';

/** The account area's Sports Bets: POST customer/sportsbets (a page of the player's bets in a range of days, with totals). */
export async function sportsBetsRoutes(app: FastifyInstance, { db }: Pick<ProviderEnv, 'db'>) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.post(
    '/customer/sportsbets',
    { preHandler: api.authenticate, schema: { body: sportsBetsRequest, response: answers(sportsBetsData) }, compress: {} },
    async (req) => ok(await sportsBets(db.kysely, req.principal!.playerId, req.body)),
  );
}
