import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import * as z from 'zod';
import type { Db } from '../../db/index.js';
import { fail, ok } from '../../http/envelope.js';
import type { ServerLocale } from '../../http/messages.js';
import { coveryScript } from './covery-script.js';
import { egyptQuest, loadBootstrap, loadPage } from './service.js';
import { sanitizeCmsHtml } from './sanitize.js';

const BOOTSTRAP_TTL_MS = 5_000;

/** Content changes rarely and is read on every visit: keep the serialized answer for a few seconds. */
function bootstrapCache(db: Db) {
  const entries = new Map<ServerLocale, { at: number; body: Promise<string> }>();
  return (locale: ServerLocale): Promise<string> => {
    const hit = entries.get(locale);
    if (hit && Date.now() - hit.at < BOOTSTRAP_TTL_MS) return hit.body;
    const body = loadBootstrap(db.kysely, locale).then((data) =>
      JSON.stringify(
        ok({
          ...data,
          promotions: data.promotions.map((p) => ({ ...p, description: sanitizeCmsHtml(p.description) })),
          popup: data.popup && { ...data.popup, description: sanitizeCmsHtml(data.popup.description) },
        }),
      ),
    );
    entries.set(locale, { at: Date.now(), body });
    body.catch(() => entries.delete(locale));
    return body;
  };
}

export default async function cmsRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const bootstrap = bootstrapCache(db);

  api.get('/cms/grouped', async (req, reply) => {
    reply.type('application/json; charset=utf-8');
    return bootstrap(req.locale);
  });

  api.get(
    '/cms/page/:id',
    { schema: { params: z.object({ id: z.coerce.number().int().positive() }) } },
    async (req, reply) => {
      const page = await loadPage(db.kysely, req.params.id, req.locale);
      if (!page) return reply.code(404).send(fail(req.t('error.pageNotFound')));
      return ok({ ...page, body: sanitizeCmsHtml(page.body) });
    },
  );

  api.get('/casino/eqyptquest', async () => ok(await egyptQuest(db.kysely)));

  api.get('/cms/coveryjs', async (_req, reply) => {
    reply.header('cache-control', 'public, max-age=3600').type('text/javascript; charset=utf-8');
    return coveryScript;
  });
}
