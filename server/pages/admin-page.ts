import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { fail } from '../http/envelope.js';
import { ADMIN_DIR } from '../spa-build.js';


/**
 * The back office's page (dist/admin, its own Vite build) at /admin and every client route under it; the page is
 * never stored (it names the current hashed assets and is only for signed-in staff), the assets are kept a year.
 * The document security headers (strict CSP) come from the app's onRequest hook, as for every page.
 */
export async function adminPageRoutes(app: FastifyInstance, { staticDir }: { staticDir: string | null }): Promise<void> {
  const dir = staticDir ? join(staticDir, ADMIN_DIR) : null;
  if (!dir || !existsSync(join(dir, 'index.html'))) return;
  await app.register(fastifyStatic, {
    root: join(dir, 'assets'),
    prefix: '/admin/assets/',
    decorateReply: false,
    index: false,
    cacheControl: false,
    preCompressed: true,
    setHeaders: (res) => res.setHeader('cache-control', 'public, max-age=31536000, immutable'),
  });
  const page = async (req: FastifyRequest, reply: FastifyReply) => {
    // A missing file (a path with an extension) is a 404, not the app.
    if (/\.[a-z0-9]{1,8}$/i.test(req.url.split('?')[0])) return reply.code(404).send(fail(req.t('error.notFound')));
    const html = await readFile(join(dir, 'index.html'), 'utf8');
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').header('x-robots-tag', 'noindex').send(html);
  };
  app.get('/admin', page);
  app.get('/admin/*', page);
}
