import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { fail } from './envelope.js';
import type { FirstViewPages } from '../pages/first-view.js';

const NON_SPA_PREFIXES = ['/api', '/hubs', '/media'];

function isSpaRoute(req: FastifyRequest): boolean {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  const path = req.url.split('?')[0];
  if (NON_SPA_PREFIXES.some((p) => path === p || path.startsWith(`${p}/`))) return false;
  // A missing file (has an extension) is a 404, not the app.
  return !/\.[a-z0-9]{1,8}$/i.test(path);
}

/** Serves the built SPA: hashed assets cached for a year, index.html never, deep links fall back to the app. */
export async function registerSpa(app: FastifyInstance, staticDir: string | null, pages: FirstViewPages | null = null): Promise<void> {
  const hasBuild = staticDir !== null && existsSync(join(staticDir, 'index.html'));
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: staticDir,
      wildcard: true,
      index: false,
      cacheControl: false,
      preCompressed: true,
      setHeaders(res, filePath) {
        const immutable = filePath.includes(`${join('dist', 'assets')}`) || /[\\/]assets[\\/]/.test(filePath);
        // A page names the current hashed assets: a cached one would keep an old release (or a missing asset) alive.
        const page = /\.html(\.(br|gz))?$/.test(filePath);
        res.setHeader('cache-control', immutable ? 'public, max-age=31536000, immutable' : page ? 'no-cache' : 'public, max-age=3600');
      },
    });
  }
  const sendIndex = (req: FastifyRequest, reply: FastifyReply) => (pages ? sendFirstView(pages, req, reply) : reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').sendFile('index.html'));
  if (hasBuild) app.get('/', (req, reply) => sendIndex(req, reply));
  app.setNotFoundHandler((req: FastifyRequest, reply: FastifyReply) => {
    if (hasBuild && isSpaRoute(req)) return sendIndex(req, reply);
    return reply.code(404).send(fail(req.t('error.notFound')));
  });
}

/** A page with its first view rendered (server/pages/first-view.ts), compressed as the browser accepts. */
async function sendFirstView(pages: FirstViewPages, req: FastifyRequest, reply: FastifyReply) {
  const [path, search = ''] = req.url.split('?');
  const page = await pages.render({ path, search, headers: req.headers, hostname: req.hostname.replace(/:\d+$/, '') });
  reply
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-cache')
    .header('vary', 'accept-encoding, cookie')
    .header('content-language', page.locale)
    .header('etag', page.etag);
  if (req.headers['if-none-match'] === page.etag) return reply.code(304).send();
  const accepted = String(req.headers['accept-encoding'] ?? '');
  if (/\bbr\b/.test(accepted)) return reply.header('content-encoding', 'br').send(page.br);
  if (/\bgzip\b/.test(accepted)) return reply.header('content-encoding', 'gzip').send(page.gzip);
  return reply.send(page.html);
}
