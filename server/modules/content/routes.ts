import type { FastifyError, FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  MEDIA_UPLOAD_MAX_BYTES,
  bannerActive,
  bannerCreate,
  bannerEdit,
  bannerItem,
  bannerList,
  bannerMove,
  bannerParams,
  mediaUpload,
  siteSettings,
} from '../../../contracts/admin-content.js';
import type { AppContext } from '../../context.js';
import { answers, ok } from '../../http/envelope.js';
import { refuseFor } from '../../http/reasons.js';
import { requireRole } from '../operators/guard.js';
import { createBanner, listBanners, moveBanner, setBannerActive, updateBanner } from './banners.js';
import { readSettings, saveSettings } from './settings.js';
import { storeUpload, uploadBodyRefusal } from './uploads.js';
import writtenContentRoutes from './written-routes.js';

const hide = true;

export interface ContentRoutesOptions {
  ctx: AppContext;
  /** Called after every change players see (the bootstrap cache of this process forgets its copy). */
  contentChanged: () => void;
}

/** /api/admin/media (content and finance operators, admins), /api/admin/banners (content operators and admins), /api/admin/settings (admins). */
export default async function contentRoutes(app: FastifyInstance, { ctx, contentChanged }: ContentRoutesOptions) {
  const content = requireRole('content', 'admin');
  // Finance operators upload the payment methods' logos; an upload shows nowhere until a screen saves its address.
  const uploaders = requireRole('content', 'finance', 'admin');
  const actorOf = (req: { operator: { operatorId: number } | null; ip: string }) => ({ kind: 'operator', operatorId: req.operator!.operatorId, ip: req.ip }) as const;

  // Uploads: the body is the image's bytes, whatever type the sender claims (the bytes are checked, not the claim).
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: MEDIA_UPLOAD_MAX_BYTES }, (_req, body, done) => done(null, body));
    scope.setErrorHandler((error: FastifyError, req, reply) => {
      const refusal = uploadBodyRefusal(error.code);
      if (refusal) return refuseFor(req, reply, refusal);
      throw error;
    });
    scope.withTypeProvider<ZodTypeProvider>().post('/media', { ...uploaders, bodyLimit: MEDIA_UPLOAD_MAX_BYTES, schema: { hide, response: answers(mediaUpload) } }, async (req, reply) => {
      const outcome = await storeUpload(ctx.db.kysely, ctx.config.DATA_DIR, req.body, actorOf(req), ctx.now());
      return outcome.ok ? ok(outcome.value, req.t('operators.uploadStored')) : refuseFor(req, reply, outcome);
    });
  });

  const api = app.withTypeProvider<ZodTypeProvider>();
  const changed = <O extends { ok: boolean }>(outcome: O): O => {
    if (outcome.ok) contentChanged();
    return outcome;
  };

  await app.register(writtenContentRoutes, { prefix: '/content', ctx, contentChanged });

  api.get('/banners', { ...content, schema: { hide, response: answers(bannerList) } }, async () => ok(await listBanners(ctx.db.kysely)));

  api.post('/banners', { ...content, schema: { hide, body: bannerCreate, response: answers(bannerItem) } }, async (req, reply) => {
    const outcome = changed(await createBanner(ctx.db.kysely, req.body, actorOf(req), ctx.now()));
    return outcome.ok ? ok(outcome.value, req.t('operators.bannerCreated')) : refuseFor(req, reply, outcome);
  });

  api.post('/banners/:id', { ...content, schema: { hide, params: bannerParams, body: bannerEdit, response: answers(bannerItem) } }, async (req, reply) => {
    const outcome = changed(await updateBanner(ctx.db.kysely, req.params.id, req.body, actorOf(req), ctx.now()));
    return outcome.ok ? ok(outcome.value, req.t('operators.bannerSaved')) : refuseFor(req, reply, outcome);
  });

  api.post('/banners/:id/active', { ...content, schema: { hide, params: bannerParams, body: bannerActive, response: answers(bannerItem) } }, async (req, reply) => {
    const outcome = changed(await setBannerActive(ctx.db.kysely, req.params.id, req.body.active, actorOf(req), ctx.now()));
    return outcome.ok ? ok(outcome.value, req.t(req.body.active ? 'operators.bannerShown' : 'operators.bannerHidden')) : refuseFor(req, reply, outcome);
  });

  api.post('/banners/:id/move', { ...content, schema: { hide, params: bannerParams, body: bannerMove, response: answers(bannerList) } }, async (req, reply) => {
    const outcome = changed(await moveBanner(ctx.db.kysely, req.params.id, req.body.direction, actorOf(req), ctx.now()));
    return outcome.ok ? ok(outcome.value, req.t('operators.bannerMoved')) : refuseFor(req, reply, outcome);
  });

  // Settings: domains, the trial bonus and the site options, for administrators only (the bonus is money).
  const adminOnly = requireRole('admin');
  api.get('/settings', { ...adminOnly, schema: { hide, response: answers(siteSettings) } }, async () => ok(await readSettings(ctx.db.kysely)));

  api.post('/settings', { ...adminOnly, schema: { hide, body: siteSettings, response: answers(siteSettings) } }, async (req, reply) => {
    const outcome = changed(await saveSettings(ctx.db.kysely, req.body, actorOf(req), ctx.now()));
    return outcome.ok ? ok(outcome.value, req.t('operators.settingsSaved')) : refuseFor(req, reply, outcome);
  });
}
