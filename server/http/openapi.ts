import { readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';
import { createJsonSchemaTransform } from 'fastify-type-provider-zod';
import type { SecurityConfig } from './security.js';
import { securityHeaders } from './security.js';

const page = (name: string) => readFileSync(new URL(`./docs/${name}`, import.meta.url), 'utf8');

/** Only the player API is published: not the docs themselves, the developer outbox, media or the site. */
const published = (url: string) => url.startsWith('/api/') && !url.startsWith('/api/docs') && !url.startsWith('/api/dev/');

const zodTransform = createJsonSchemaTransform({});

type Transform = typeof zodTransform;
type RouteOptions = Parameters<Transform>[0]['route'];

/**
 * Collects every route's zod schemas (the contracts) into an OpenAPI 3.1 document. Register it before the routes:
 * it learns them as they are added.
 */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  const needsSession = (route: RouteOptions) => [route.preHandler ?? []].flat().includes(app.authenticate);
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Kasa player API',
        version: '1',
        description:
          'Every answer is the envelope { success, message, data }; message is in the language of x-locale (tr or en). ' +
          'Send the session token as a bearer token and the device as x-fingerprint.',
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    },
    transform: (document) => {
      if (!published(document.url)) return { schema: { hide: true }, url: document.url };
      const transformed = zodTransform(document);
      return needsSession(document.route) ? { ...transformed, schema: { ...transformed.schema, security: [{ bearer: [] }] } } : transformed;
    },
  });
}

/** GET /api/docs (a page that reads the document), /api/docs/json (the document itself). */
export async function docsRoutes(api: FastifyInstance, config: SecurityConfig): Promise<void> {
  const documentHeaders = securityHeaders(config);
  const html = page('index.html');
  const script = page('docs.js');
  const style = page('docs.css');
  api.get('/docs/json', { schema: { hide: true } }, async (_req, reply) => {
    reply.header('cache-control', 'no-cache');
    return api.swagger();
  });
  // The page is a document: it gets the site's document policy (own scripts and styles only), not the JSON one.
  api.get('/docs', { schema: { hide: true } }, async (_req, reply) => reply.headers(documentHeaders).type('text/html; charset=utf-8').send(html));
  api.get('/docs/docs.js', { schema: { hide: true } }, async (_req, reply) => reply.headers(documentHeaders).type('text/javascript; charset=utf-8').send(script));
  api.get('/docs/docs.css', { schema: { hide: true } }, async (_req, reply) => reply.headers(documentHeaders).type('text/css; charset=utf-8').send(style));
}
