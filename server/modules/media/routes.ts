import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { contentTypeOfName, uploadsDir } from '../content/uploads.js';
import { catalogueArt } from './catalogue-texts.js';
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

/** The texts of an artwork's query, once the catalogue is known to hold its address (else none: see catalogue-texts.ts). */
type Texts = Req['query'];
const NO_TEXT: Texts = {};

function text(query: Texts, key: string, maxLength = 80): string {
  const raw = query[key];
  const value = Array.isArray(raw) ? raw[0] : raw;
  return typeof value === 'string' ? Array.from(value.trim()).slice(0, maxLength).join('') : '';
}

function validSlug(value: string): boolean {
  return value.length <= MAX_SLUG && SLUG.test(value);
}

function sendSvg(reply: FastifyReply, svg: string, cache = 'public, max-age=86400'): FastifyReply {
  return reply
    .header('content-type', 'image/svg+xml; charset=utf-8')
    .header('cache-control', cache)
    // Opened directly, an SVG is a document: let it style itself and nothing else.
    .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
    .header('x-content-type-options', 'nosniff')
    .send(svg);
}

function hero(query: Texts) {
  return { title: text(query, 'title'), subtitle: text(query, 'subtitle', 120) || undefined, cta: text(query, 'cta', 24) || undefined };
}

/** Generated SVG artwork (game tiles, banners, logos, icons), so the site needs nothing from the internet. */
export default async function mediaRoutes(
  app: FastifyInstance,
  { dataDir, db, held = catalogueArt(db) }: { dataDir: string; db: Kysely<Database>; held?: (url: string) => Promise<boolean> },
): Promise<void> {
  /** The query's texts when the catalogue holds this address; otherwise the artwork is drawn without them. */
  const texts = async (req: Req): Promise<Texts> => (Object.keys(req.query).length > 0 && (await held(req.url)) ? req.query : NO_TEXT);

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
    const query = await texts(req);
    return sendSvg(reply, gameTile({ slug, name: text(query, 'name') || slug, provider: text(query, 'provider', 40) }));
  });

  app.get('/banners/:name.svg', async (req: Req, reply) => {
    const match = /^(.+)-(\d)$/.exec(req.params.name);
    const variant = Number(match?.[2]);
    if (!match || !validSlug(match[1]) || !(variant in BANNER_SIZES)) return reply.callNotFound();
    const query = await texts(req);
    const svg = banner({ slug: match[1], variant: variant as BannerVariant, ...hero(query) });
    // Texts the catalogue does not hold (yet: an operator's new headline is read within seconds) are drawn without
    // them, and that picture is not kept: the next load draws the headline.
    if (query === NO_TEXT && Object.keys(req.query).length > 0) return sendSvg(reply, svg, 'no-store');
    return sendSvg(reply, svg);
  });

  app.get('/providers/:name.svg', async (req: Req, reply) => {
    const slug = req.params.name;
    if (!validSlug(slug)) return reply.callNotFound();
    return sendSvg(reply, providerLogo({ slug, name: text(await texts(req), 'name', 40) || slug }));
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
    return sendSvg(reply, promotionImage({ slug, ...hero(await texts(req)) }));
  });

  app.get('/popup/:name.svg', async (req: Req, reply) => {
    const size = req.params.name;
    if (!Object.hasOwn(POPUP_SIZES, size)) return reply.callNotFound();
    const slug = text(req.query, 'slug', MAX_SLUG);
    return sendSvg(reply, popupImage({ size: size as PopupSize, slug: validSlug(slug) ? slug : 'popup', ...hero(await texts(req)) }));
  });
}
