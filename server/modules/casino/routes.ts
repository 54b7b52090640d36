import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import * as z from 'zod';
import { categoryGamesPayload, gameItem, gamesSearchPayload, toggleFavoriteData, toggleFavoritePayload } from '../../../contracts/casino.js';
import type { Db } from '../../db/index.js';
import { answers, ok } from '../../http/envelope.js';
import { refuseFor } from '../../http/reasons.js';
import { favoriteGames, recentGames, toggleFavorite } from './favorites.js';
import { categoryGames, searchGames } from './service.js';

const games = answers(z.array(gameItem));

export default async function casinoRoutes(app: FastifyInstance, { db, now = () => new Date() }: { db: Db; now?: () => Date }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const auth = { preHandler: api.authenticate };

  api.post('/casino/categorygames', { schema: { body: categoryGamesPayload, response: games }, compress: {} }, async (req) =>
    ok(await categoryGames(db.kysely, req.body.systemCategory)),
  );

  api.post('/casino/games', { schema: { body: gamesSearchPayload, response: games }, compress: {} }, async (req) =>
    ok(await searchGames(db.kysely, req.body.search, req.body.live)),
  );

  api.post('/casino/togglefavorite', { ...auth, schema: { body: toggleFavoritePayload, response: answers(toggleFavoriteData) } }, async (req, reply) => {
    const toggled = await toggleFavorite(db.kysely, req.principal!.playerId, req.body.code, req.body.providerId, now());
    return toggled.ok ? ok(toggled.value) : refuseFor(req, reply, toggled);
  });

  api.get('/casino/favorites', { ...auth, schema: { response: games } }, async (req) => ok(await favoriteGames(db.kysely, req.principal!.playerId)));

  api.get('/casino/recent', { ...auth, schema: { response: games } }, async (req) => ok(await recentGames(db.kysely, req.principal!.playerId)));
}
