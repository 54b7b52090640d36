import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  adminGameItem,
  adminGamePage,
  gameEnabled,
  gameFacets as gameFacetsAnswer,
  gameMove,
  gameRecategorize,
  gamesQuery,
  translationItem,
  translationPage,
  translationRemove,
  translationSet,
  translationsQuery,
} from '../../../contracts/admin-catalogue.js';
import type { AppContext } from '../../context.js';
import { answers, ok } from '../../http/envelope.js';
import { refuseFor } from '../../http/reasons.js';
import type { ServerMessageKey } from '../../http/messages.js';
import { requireRole } from '../operators/guard.js';
import type { Outcome } from '../outcome.js';
import { gameFacets, listGames, moveGame, recategorizeGame, setGameEnabled } from './games.js';
import { listTranslations, removeTranslation, setTranslation } from './translations.js';

const hide = true;

export interface CatalogueRoutesOptions {
  ctx: AppContext;
  /** Called after every change players see: this process's caches (bootstrap, first-view games) forget their copies. */
  contentChanged: () => void;
}

/** /api/admin/translations and /api/admin/games: content operators and admins. */
export default async function catalogueRoutes(app: FastifyInstance, { ctx, contentChanged }: CatalogueRoutesOptions) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const content = requireRole('content', 'admin');
  const db = ctx.db.kysely;
  const actorOf = (req: FastifyRequest) => ({ kind: 'operator', operatorId: req.operator!.operatorId, ip: req.ip }) as const;
  const answer = <T>(req: FastifyRequest, reply: Parameters<typeof refuseFor>[1], outcome: Outcome<T>, key: ServerMessageKey) => {
    if (!outcome.ok) return refuseFor(req, reply, outcome);
    contentChanged();
    return ok(outcome.value, req.t(key));
  };

  api.get('/translations', { ...content, schema: { hide, querystring: translationsQuery, response: answers(translationPage) } }, async (req) =>
    ok(await listTranslations(db, req.query)),
  );

  api.post('/translations', { ...content, schema: { hide, body: translationSet, response: answers(translationItem) } }, async (req, reply) =>
    answer(req, reply, await setTranslation(db, req.body, actorOf(req), ctx.now()), 'operators.translationSaved'),
  );

  api.post('/translations/remove', { ...content, schema: { hide, body: translationRemove, response: answers(translationItem) } }, async (req, reply) =>
    answer(req, reply, await removeTranslation(db, req.body, actorOf(req), ctx.now()), 'operators.translationRemoved'),
  );

  api.get('/games', { ...content, schema: { hide, querystring: gamesQuery, response: answers(adminGamePage) } }, async (req) => ok(await listGames(db, req.query)));

  api.get('/games/facets', { ...content, schema: { hide, response: answers(gameFacetsAnswer) } }, async () => ok(await gameFacets(db)));

  api.post('/games/enabled', { ...content, schema: { hide, body: gameEnabled, response: answers(adminGameItem) } }, async (req, reply) =>
    answer(req, reply, await setGameEnabled(db, req.body, actorOf(req), ctx.now()), req.body.enabled ? 'operators.gameEnabled' : 'operators.gameDisabled'),
  );

  api.post('/games/move', { ...content, schema: { hide, body: gameMove, response: answers(adminGameItem) } }, async (req, reply) =>
    answer(req, reply, await moveGame(db, req.body, actorOf(req), ctx.now()), 'operators.gameMoved'),
  );

  api.post('/games/category', { ...content, schema: { hide, body: gameRecategorize, response: answers(adminGameItem) } }, async (req, reply) =>
    answer(req, reply, await recategorizeGame(db, req.body, actorOf(req), ctx.now()), 'operators.gameRecategorized'),
  );
}
