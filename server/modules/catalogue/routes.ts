import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  adminCategory,
  adminCategoryList,
  adminGameItem,
  categoryCreate,
  categoryEdit,
  categoryHidden,
  categoryMove,
  categoryParams,
  gameAdd,
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
import { createCategory, listCategories, moveCategory, updateCategory, setCategoryHidden } from './categories.js';
import { addGameToCategory, gameFacets, listGames, moveGame, recategorizeGame, setGameEnabled } from './games.js';
import { listTranslations, removeTranslation, setTranslation } from './translations.js';

const hide = true;

export interface CatalogueRoutesOptions {
  ctx: AppContext;
  /** Called after every change players see: this process's caches (bootstrap, first-view games) forget their copies. */
  contentChanged: () => void;
}

/** /api/admin/translations, /api/admin/games and /api/admin/games/categories: content operators and admins. */
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

  api.post('/games/add', { ...content, schema: { hide, body: gameAdd, response: answers(adminGameItem) } }, async (req, reply) =>
    answer(req, reply, await addGameToCategory(db, req.body, actorOf(req), ctx.now()), 'operators.gameAdded'),
  );

  api.get('/games/categories', { ...content, schema: { hide, response: answers(adminCategoryList) } }, async () => ok(await listCategories(db)));

  api.post('/games/categories', { ...content, schema: { hide, body: categoryCreate, response: answers(adminCategory) } }, async (req, reply) =>
    answer(req, reply, await createCategory(db, req.body, actorOf(req), ctx.now()), 'operators.categoryCreated'),
  );

  api.post('/games/categories/:id', { ...content, schema: { hide, params: categoryParams, body: categoryEdit, response: answers(adminCategory) } }, async (req, reply) =>
    answer(req, reply, await updateCategory(db, req.params.id, req.body, actorOf(req), ctx.now()), 'operators.categorySaved'),
  );

  api.post('/games/categories/:id/hidden', { ...content, schema: { hide, params: categoryParams, body: categoryHidden, response: answers(adminCategory) } }, async (req, reply) =>
    answer(req, reply, await setCategoryHidden(db, req.params.id, req.body.hidden, actorOf(req), ctx.now()), req.body.hidden ? 'operators.categoryHidden' : 'operators.categoryShown'),
  );

  api.post('/games/categories/:id/move', { ...content, schema: { hide, params: categoryParams, body: categoryMove, response: answers(adminCategoryList) } }, async (req, reply) =>
    answer(req, reply, await moveCategory(db, req.params.id, req.body.direction, actorOf(req), ctx.now()), 'operators.categoryMoved'),
  );
}
