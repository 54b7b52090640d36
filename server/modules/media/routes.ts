import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { contentTypeOfName, uploadsDir } from '../content/uploads.js';
import {
  BANNER_SIZES,
  POPUP_SIZES,
  banner,
  categoryIcon,
  methodLogo,
  gameTile,
  popupImage,
  promotionImage,
  providerLogo,
  type BannerVariant,
  type PopupSize,
} from './svg.js';

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const MAX_SLUG = 80;

type Req = FastifyRequest<{ Params: { name: string }; Querystring: Record<string, string | string[] | undefined> }>;

function text(req: Req, key: string, maxLength = 80): string {
  const raw = req.query[key];
  const value = Array.isArray(raw) ? raw[0] : raw;
  return typeof value === 'string' ? Array.from(value.trim()).slice(0, maxLength).join('') : '';
}

function validSlug(value: string): boolean {
  return value.length <= MAX_SLUG && SLUG.test(value);
}

function sendSvg(reply: FastifyReply, svg: string): FastifyReply {
  return reply
    .header('content-type', 'image/svg+xml; charset=utf-8')
    .header('cache-control', 'public, max-age=86400')
    // Opened directly, an SVG is a document: let it style itself and nothing else.
    .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
    .header('x-content-type-options', 'nosniff')
    .send(svg);
}

function hero(req: Req) {
  return { title: text(req, 'title'), subtitle: text(req, 'subtitle', 120) || undefined, cta: text(req, 'cta', 24) || undefined };
}

/** Generated SVG artwork (game tiles, banners, logos, icons), so the site needs nothing from the internet. */
export default async function mediaRoutes(app: FastifyInstance, { dataDir }: { dataDir: string }): Promise<void> {
  // Operators' uploads: named by the hash of their bytes, so a name's content never changes (cached for a year).
  app.get('/uploads/:name', async (req: Req, reply) => {
    const type = contentTypeOfName(req.params.name);
    if (!type) return reply.callNotFound();
    const bytes = await readFile(join(uploadsDir(dataDir), req.params.name)).catch(() => null);
    if (!bytes) return reply.callNotFound();
    return reply
      .header('content-type', type)
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('content-security-policy', "default-src 'none'")
      .header('x-content-type-options', 'nosniff')
      .send(bytes);
  });

  app.get('/games/:name.svg', async (req: Req, reply) => {
    const slug = req.params.name;
    if (!validSlug(slug)) return reply.callNotFound();
    return sendSvg(reply, gameTile({ slug, name: text(req, 'name') || slug, provider: text(req, 'provider', 40) }));
  });

  app.get('/banners/:name.svg', async (req: Req, reply) => {
    const match = /^(.+)-(\d)$/.exec(req.params.name);
    const variant = Number(match?.[2]);
    if (!match || !validSlug(match[1]) || !(variant in BANNER_SIZES)) return reply.callNotFound();
    return sendSvg(reply, banner({ slug: match[1], variant: variant as BannerVariant, ...hero(req) }));
  });

  app.get('/providers/:name.svg', async (req: Req, reply) => {
    const slug = req.params.name;
    if (!validSlug(slug)) return reply.callNotFound();
    return sendSvg(reply, providerLogo({ slug, name: text(req, 'name', 40) || slug }));
  });

  app.get('/categories/:name.svg', async (req: Req, reply) => {
    const slug = req.params.name;
    if (!validSlug(slug)) return reply.callNotFound();
    return sendSvg(reply, categoryIcon({ slug }));
  });

  app.get('/methods/:name.svg', async (req: Req, reply) => {
    const kind = req.params.name;
    if (!validSlug(kind)) return reply.callNotFound();
    return sendSvg(reply, methodLogo({ kind }));
  });

  app.get('/promotions/:name.svg', async (req: Req, reply) => {
    const slug = req.params.name;
    if (!validSlug(slug)) return reply.callNotFound();
    return sendSvg(reply, promotionImage({ slug, ...hero(req) }));
  });

  app.get('/popup/:name.svg', async (req: Req, reply) => {
    const size = req.params.name;
    if (!Object.hasOwn(POPUP_SIZES, size)) return reply.callNotFound();
    const slug = text(req, 'slug', MAX_SLUG);
    return sendSvg(reply, popupImage({ size: size as PopupSize, slug: validSlug(slug) ? slug : 'popup', ...hero(req) }));
  });
}
