import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  contentActive,
  contentMove,
  contentParams,
  htmlPreview,
  htmlPreviewBody,
  pageCreate,
  pageEdit,
  pageItem,
  pageList,
  popupEdit,
  popupState,
  promotionEdit,
  promotionItem,
  promotionList,
} from '../../../contracts/admin-cms.js';
import type { AppContext } from '../../context.js';
import { answers, ok } from '../../http/envelope.js';
import { refuseFor } from '../../http/reasons.js';
import { requireRole } from '../operators/guard.js';
import { createPage, listPages, movePage, setPageActive, updatePage } from './pages.js';
import { readPopup, savePopup } from './popup.js';
import { createPromotion, listPromotions, movePromotion, setPromotionActive, updatePromotion } from './promotions.js';
import { cleanHtml } from './written.js';

const hide = true;

export interface WrittenRoutesOptions {
  ctx: AppContext;
  contentChanged: () => void;
}

/** /api/admin/content/{promotions,popup,pages,preview}: content operators and admins. */
export default async function writtenContentRoutes(app: FastifyInstance, { ctx, contentChanged }: WrittenRoutesOptions) {
  const content = requireRole('content', 'admin');
  const actorOf = (req: { operator: { operatorId: number } | null; ip: string }) => ({ kind: 'operator', operatorId: req.operator!.operatorId, ip: req.ip }) as const;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const changed = <O extends { ok: boolean }>(outcome: O): O => {
    if (outcome.ok) contentChanged();
    return outcome;
  };
  const db = () => ctx.db.kysely;

  // The form's preview: exactly what a save would keep. Nothing is stored, so nothing is audited.
  api.post('/preview', { ...content, schema: { hide, body: htmlPreviewBody, response: answers(htmlPreview) } }, async (req) => ok({ tr: cleanHtml(req.body.tr), en: cleanHtml(req.body.en) }));

  api.get('/promotions', { ...content, schema: { hide, response: answers(promotionList) } }, async () => ok(await listPromotions(db())));

  api.post('/promotions', { ...content, schema: { hide, body: promotionEdit, response: answers(promotionItem) } }, async (req, reply) => {
    const outcome = changed(await createPromotion(db(), req.body, actorOf(req), ctx.now()));
    return outcome.ok ? ok(outcome.value, req.t('operators.promotionCreated')) : refuseFor(req, reply, outcome);
  });

  api.post('/promotions/:id', { ...content, schema: { hide, params: contentParams, body: promotionEdit, response: answers(promotionItem) } }, async (req, reply) => {
    const outcome = changed(await updatePromotion(db(), req.params.id, req.body, actorOf(req), ctx.now()));
    return outcome.ok ? ok(outcome.value, req.t('operators.promotionSaved')) : refuseFor(req, reply, outcome);
  });

  api.post('/promotions/:id/active', { ...content, schema: { hide, params: contentParams, body: contentActive, response: answers(promotionItem) } }, async (req, reply) => {
    const outcome = changed(await setPromotionActive(db(), req.params.id, req.body.active, actorOf(req), ctx.now()));
    return outcome.ok ? ok(outcome.value, req.t(req.body.active ? 'operators.promotionShown' : 'operators.promotionHidden')) : refuseFor(req, reply, outcome);
  });

  api.post('/promotions/:id/move', { ...content, schema: { hide, params: contentParams, body: contentMove, response: answers(promotionList) } }, async (req, reply) => {
    const outcome = changed(await movePromotion(db(), req.params.id, req.body.direction, actorOf(req), ctx.now()));
    return outcome.ok ? ok(outcome.value, req.t('operators.promotionMoved')) : refuseFor(req, reply, outcome);
  });

  api.get('/popup', { ...content, schema: { hide, response: answers(popupState) } }, async () => ok(await readPopup(db())));

  api.post('/popup', { ...content, schema: { hide, body: popupEdit, response: answers(popupState) } }, async (req, reply) => {
    const outcome = changed(await savePopup(db(), req.body, actorOf(req), ctx.now()));
    return outcome.ok ? ok(outcome.value, req.t('operators.popupSaved')) : refuseFor(req, reply, outcome);
  });

  api.get('/pages', { ...content, schema: { hide, response: answers(pageList) } }, async () => ok(await listPages(db())));

  api.post('/pages', { ...content, schema: { hide, body: pageCreate, response: answers(pageItem) } }, async (req, reply) => {
    const outcome = changed(await createPage(db(), req.body, actorOf(req), ctx.now()));
    return outcome.ok ? ok(outcome.value, req.t('operators.pageCreated')) : refuseFor(req, reply, outcome);
  });

  api.post('/pages/:id', { ...content, schema: { hide, params: contentParams, body: pageEdit, response: answers(pageItem) } }, async (req, reply) => {
    const outcome = changed(await updatePage(db(), req.params.id, req.body, actorOf(req), ctx.now()));
    return outcome.ok ? ok(outcome.value, req.t('operators.pageSaved')) : refuseFor(req, reply, outcome);
  });

  api.post('/pages/:id/active', { ...content, schema: { hide, params: contentParams, body: contentActive, response: answers(pageItem) } }, async (req, reply) => {
    const outcome = changed(await setPageActive(db(), req.params.id, req.body.active, actorOf(req), ctx.now()));
    return outcome.ok ? ok(outcome.value, req.t(req.body.active ? 'operators.pageShown' : 'operators.pageHidden')) : refuseFor(req, reply, outcome);
  });

  api.post('/pages/:id/move', { ...content, schema: { hide, params: contentParams, body: contentMove, response: answers(pageList) } }, async (req, reply) => {
    const outcome = changed(await movePage(db(), req.params.id, req.body.direction, actorOf(req), ctx.now()));
    return outcome.ok ? ok(outcome.value, req.t('operators.pageMoved')) : refuseFor(req, reply, outcome);
  });
}
