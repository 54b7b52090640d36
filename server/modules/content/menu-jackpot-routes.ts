import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { adminJackpotCard, adminJackpotList, jackpotCreate, jackpotEdit, jackpotHidden, jackpotLevelCreate, jackpotLevelHidden, jackpotMove, jackpotParams } from '../../../contracts/admin-jackpots.js';
import { adminMenuItem, adminMenuList, menuEntryCreate, menuEntryEdit, menuHidden, menuMove, menuParams } from '../../../contracts/admin-menu.js';
import type { AppContext } from '../../context.js';
import { answers, ok } from '../../http/envelope.js';
import type { ServerMessageKey } from '../../http/messages.js';
import { refuseFor } from '../../http/reasons.js';
import { requireRole } from '../operators/guard.js';
import type { Outcome } from '../outcome.js';
import { createJackpot, createJackpotLevel, listJackpots, moveJackpot, setJackpotHidden, setJackpotLevelHidden, updateJackpot } from './jackpots.js';
import { createMenuEntry, listMenu, moveMenuEntry, setMenuHidden, updateMenuEntry } from './menu.js';

const hide = true;

export interface MenuJackpotRoutesOptions {
  ctx: AppContext;
  /** Called after every change players see (the bootstrap cache of this process forgets its copy). */
  contentChanged: () => void;
}

/** /api/admin/menu and /api/admin/jackpots: content operators and admins. */
export default async function menuJackpotRoutes(app: FastifyInstance, { ctx, contentChanged }: MenuJackpotRoutesOptions) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const content = requireRole('content', 'admin');
  const db = ctx.db.kysely;
  const actorOf = (req: FastifyRequest) => ({ kind: 'operator', operatorId: req.operator!.operatorId, ip: req.ip }) as const;
  const answer = <T>(req: FastifyRequest, reply: Parameters<typeof refuseFor>[1], outcome: Outcome<T>, key: ServerMessageKey) => {
    if (!outcome.ok) return refuseFor(req, reply, outcome);
    contentChanged();
    return ok(outcome.value, req.t(key));
  };

  api.get('/menu', { ...content, schema: { hide, response: answers(adminMenuList) } }, async () => ok(await listMenu(db)));

  api.post('/menu', { ...content, schema: { hide, body: menuEntryCreate, response: answers(adminMenuItem) } }, async (req, reply) =>
    answer(req, reply, await createMenuEntry(db, req.body, actorOf(req), ctx.now()), 'operators.menuCreated'),
  );

  api.post('/menu/:id', { ...content, schema: { hide, params: menuParams, body: menuEntryEdit, response: answers(adminMenuItem) } }, async (req, reply) =>
    answer(req, reply, await updateMenuEntry(db, req.params.id, req.body, actorOf(req), ctx.now()), 'operators.menuSaved'),
  );

  api.post('/menu/:id/hidden', { ...content, schema: { hide, params: menuParams, body: menuHidden, response: answers(adminMenuItem) } }, async (req, reply) =>
    answer(req, reply, await setMenuHidden(db, req.params.id, req.body.hidden, actorOf(req), ctx.now()), req.body.hidden ? 'operators.menuHidden' : 'operators.menuShown'),
  );

  api.post('/menu/:id/move', { ...content, schema: { hide, params: menuParams, body: menuMove, response: answers(adminMenuList) } }, async (req, reply) =>
    answer(req, reply, await moveMenuEntry(db, req.params.id, req.body.direction, actorOf(req), ctx.now()), 'operators.menuMoved'),
  );

  api.get('/jackpots', { ...content, schema: { hide, response: answers(adminJackpotList) } }, async () => ok(await listJackpots(db)));

  api.post('/jackpots', { ...content, schema: { hide, body: jackpotCreate, response: answers(adminJackpotCard) } }, async (req, reply) =>
    answer(req, reply, await createJackpot(db, req.body, actorOf(req), ctx.now()), 'operators.jackpotCreated'),
  );

  api.post('/jackpots/:id/levels', { ...content, schema: { hide, params: jackpotParams, body: jackpotLevelCreate, response: answers(adminJackpotCard) } }, async (req, reply) =>
    answer(req, reply, await createJackpotLevel(db, req.params.id, req.body, actorOf(req), ctx.now()), 'operators.jackpotLevelCreated'),
  );

  api.post('/jackpots/:id/levels/hidden', { ...content, schema: { hide, params: jackpotParams, body: jackpotLevelHidden, response: answers(adminJackpotCard) } }, async (req, reply) =>
    answer(
      req,
      reply,
      await setJackpotLevelHidden(db, req.params.id, req.body.level, req.body.hidden, actorOf(req), ctx.now()),
      req.body.hidden ? 'operators.jackpotLevelHidden' : 'operators.jackpotLevelShown',
    ),
  );

  api.post('/jackpots/:id', { ...content, schema: { hide, params: jackpotParams, body: jackpotEdit, response: answers(adminJackpotCard) } }, async (req, reply) =>
    answer(req, reply, await updateJackpot(db, req.params.id, req.body, actorOf(req), ctx.now()), 'operators.jackpotSaved'),
  );

  api.post('/jackpots/:id/hidden', { ...content, schema: { hide, params: jackpotParams, body: jackpotHidden, response: answers(adminJackpotCard) } }, async (req, reply) =>
    answer(req, reply, await setJackpotHidden(db, req.params.id, req.body.hidden, actorOf(req), ctx.now()), req.body.hidden ? 'operators.jackpotHidden' : 'operators.jackpotShown'),
  );

  api.post('/jackpots/:id/move', { ...content, schema: { hide, params: jackpotParams, body: jackpotMove, response: answers(adminJackpotList) } }, async (req, reply) =>
    answer(req, reply, await moveJackpot(db, req.params.id, req.body.direction, actorOf(req), ctx.now()), 'operators.jackpotMoved'),
  );
}
