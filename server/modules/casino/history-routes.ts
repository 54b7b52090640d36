import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import * as z from 'zod';
import { gameHistoryData, gameHistoryPayload, gameRoundDetail } from '../../../contracts/casino.js';
import { INT_MAX } from '../../../contracts/fields.js';
import type { Db } from '../../db/index.js';
import { answers, ok } from '../../http/envelope.js';
import { refuseFor } from '../../http/reasons.js';
import { gameHistory, gameRoundDetail as roundDetail } from './history.js';

const roundParams = z.object({ id: z.coerce.number().int().min(1).max(INT_MAX) });

/**
 * Game History: POST casino/history (a page of the player's rounds in a range of days, with the period's totals)
 * and GET casino/round/{id} (a round, its transactions and, for our own games, its provably fair proof).
 * Takes the app context, or anything holding the database.
 */
export async function gameHistoryRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const auth = { preHandler: api.authenticate };

  api.post('/casino/history', { ...auth, schema: { body: gameHistoryPayload, response: answers(gameHistoryData) }, compress: {} }, async (req) =>
    ok(await gameHistory(db.kysely, req.principal!.playerId, req.body)),
  );

  api.get('/casino/round/:id', { ...auth, schema: { params: roundParams, response: answers(gameRoundDetail) } }, async (req, reply) => {
    const detail = await roundDetail(db.kysely, req.principal!.playerId, req.params.id);
    return detail.ok ? ok(detail.value) : refuseFor(req, reply, detail);
  });
}

export default gameHistoryRoutes;
