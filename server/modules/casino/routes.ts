import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import * as z from 'zod';
import { categoryGamesPayload, gameItem, gamesSearchPayload } from '../../../contracts/casino.js';
import type { Db } from '../../db/index.js';
import { answers, ok } from '../../http/envelope.js';
import { categoryGames, searchGames } from './service.js';

const games = answers(z.array(gameItem));

export default async function casinoRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post('/casino/categorygames', { schema: { body: categoryGamesPayload, response: games }, compress: {} }, async (req) =>
    ok(await categoryGames(db.kysely, req.body.systemCategory)),
  );

  api.post('/casino/games', { schema: { body: gamesSearchPayload, response: games }, compress: {} }, async (req) =>
    ok(await searchGames(db.kysely, req.body.search, req.body.live)),
  );
}
