import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { bootstrap as bootstrapContract, type Bootstrap } from '../../../contracts/cms.js';
import type { Db } from '../../db/index.js';
import { ok } from '../../http/envelope.js';
import type { ServerLocale } from '../../http/messages.js';
import { loadBootstrap } from './service.js';
import { sanitizeCmsHtml } from './sanitize.js';

const BOOTSTRAP_TTL_MS = 5_000;

export interface BootstrapBody {
  /** The answer's data, as the contract reads it (the server renders the first view from it). */
  data: Bootstrap;
  json: Buffer;
  gzip: Buffer;
  etag: string;
}

function encode(data: Bootstrap): BootstrapBody {
  const json = Buffer.from(JSON.stringify(ok(data)));
  const etag = `"${createHash('sha1').update(json).digest('base64url')}"`;
  return { data, json, gzip: gzipSync(json, { level: 6 }), etag };
}

/**
 * The bootstrap is read on every visit and changes rarely: keep it for a few seconds per language, already
 * serialized, compressed and tagged, so a request costs no query, no JSON and no compression.
 */
export type BootstrapCache = (locale: ServerLocale) => Promise<BootstrapBody>;

/**
 * The cache of this process, which the back office empties after a change to the content, so the next visit reads
 * it afresh. (Other processes on the same PostgreSQL database see it when their entries expire, within the TTL.)
 */
export type OwnBootstrapCache = BootstrapCache & { invalidate(): void };

export function bootstrapCache(db: Db, siteMode: 'demo' | 'live' = 'demo'): OwnBootstrapCache {
  const entries = new Map<ServerLocale, { at: number; body: Promise<BootstrapBody> }>();
  const read = (locale: ServerLocale): Promise<BootstrapBody> => {
    const hit = entries.get(locale);
    if (hit && Date.now() - hit.at < BOOTSTRAP_TTL_MS) return hit.body;
    const body = loadBootstrap(db.kysely, locale).then((data) =>
      encode(
        bootstrapContract.parse({
          ...data,
          siteMode,
          promotions: data.promotions.map((p) => ({ ...p, description: sanitizeCmsHtml(p.description) })),
          popup: data.popup && { ...data.popup, description: sanitizeCmsHtml(data.popup.description) },
        }),
      ),
    );
    entries.set(locale, { at: Date.now(), body });
    body.catch(() => entries.delete(locale));
    return body;
  };
  return Object.assign(read, { invalidate: () => entries.clear() });
}
