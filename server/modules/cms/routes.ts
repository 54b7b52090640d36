import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import * as z from 'zod';
import { bootstrap as bootstrapData, cmsPage, cmsPageParams } from '../../../contracts/cms.js';
import { egyptQuestResponse } from '../../../contracts/jackpots.js';
import type { Db } from '../../db/index.js';
import { answers, ok } from '../../http/envelope.js';
import { coveryScript } from './covery-script.js';
import { bootstrapCache, type BootstrapCache } from './bootstrap-cache.js';
import { egyptQuest, loadPage } from './service.js';
import { refuseFor } from '../../http/reasons.js';

const script = { description: 'The fingerprint collector script', content: { 'text/javascript': { schema: z.string() } } };

export default async function cmsRoutes(app: FastifyInstance, { db, bootstrap = bootstrapCache(db) }: { db: Db; bootstrap?: BootstrapCache }) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  // Sent as bytes kept serialized and gzipped (decision 003), which the serializer passes by; the schema publishes
  // the contract (tests/server/cms.test.ts parses the answer with it). Untyped `app`: the typed reply takes objects only.
  app.get('/cms/grouped', { schema: { response: answers(bootstrapData) } }, async (req, reply) => {
    const body = await bootstrap(req.locale);
    reply.type('application/json; charset=utf-8').header('etag', body.etag).header('vary', 'x-locale, accept-encoding');
    reply.header('cache-control', 'no-cache');
    if (req.headers['if-none-match'] === body.etag) return reply.code(304).send();
    if (/\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''))) {
      return reply.header('content-encoding', 'gzip').send(body.gzip);
    }
    return reply.send(body.json);
  });

  api.get(
    '/cms/page/:id',
    { schema: { params: cmsPageParams, response: answers(cmsPage) }, compress: {} },
    async (req, reply) => {
      const page = await loadPage(db.kysely, req.params.id, req.locale);
      return page.ok ? ok(page.value) : refuseFor(req, reply, page);
    },
  );

  api.get('/casino/eqyptquest', { schema: { response: answers(egyptQuestResponse) } }, async () => ok(await egyptQuest(db.kysely)));

  api.get('/cms/coveryjs', { schema: { response: { 200: script } } }, async (_req, reply) => {
    reply.header('cache-control', 'public, max-age=3600').type('text/javascript; charset=utf-8');
    return coveryScript;
  });
}
