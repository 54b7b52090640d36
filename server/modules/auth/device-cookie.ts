import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.js';

/**
 * The device cookie: an id the server made, with its HMAC, set at each successful login (HttpOnly, SameSite=Lax,
 * Secure when the site is served over https, sent only to /api/auth). A device is "known" to an account only by this
 * cookie, never by what a client computes and sends (x-fingerprint can be guessed): see login-throttle.ts.
 * Its key derives from CODE_PEPPER, so every process of a deployment verifies it (random per process without it, as
 * codes are; a live site requires it).
 */
export const DEVICE_COOKIE = 'kasa_device';
const PATH = '/api/auth';
const MAX_AGE_SECONDS = 400 * 24 * 3600;
const ID_SHAPE = /^[A-Za-z0-9_-]{22}$/;

const keys = new WeakMap<Buffer, Buffer>();
function deviceKey(ctx: Pick<AppContext, 'codePepper'>): Buffer {
  let key = keys.get(ctx.codePepper);
  if (!key) keys.set(ctx.codePepper, (key = createHmac('sha256', ctx.codePepper).update('kasa device cookie v1').digest()));
  return key;
}

const mac = (key: Buffer, id: string) => createHmac('sha256', key).update(`device:${id}`).digest('base64url');

function cookieValue(header: string | undefined): string | null {
  if (!header) return null;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq !== -1 && part.slice(0, eq).trim() === DEVICE_COOKIE) return part.slice(eq + 1).trim();
  }
  return null;
}

/** The device id of the request's cookie when the server signed it; null for none, a forged or a foreign one. */
export function deviceOf(ctx: Pick<AppContext, 'codePepper'>, req: Pick<FastifyRequest, 'headers'>): string | null {
  const value = cookieValue(req.headers.cookie);
  if (!value || value.length > 100) return null;
  const [id, signature, extra] = value.split('.');
  if (!id || !signature || extra !== undefined || !ID_SHAPE.test(id)) return null;
  const given = Buffer.from(signature, 'base64url');
  const expected = Buffer.from(mac(deviceKey(ctx), id), 'base64url');
  return given.length === expected.length && timingSafeEqual(given, expected) ? id : null;
}

/** The request's device (kept when it is ours) or a new one, set again on the answer so it lasts. */
export function issueDevice(ctx: Pick<AppContext, 'codePepper' | 'config'>, req: FastifyRequest, reply: FastifyReply): string {
  const id = deviceOf(ctx, req) ?? randomBytes(16).toString('base64url');
  const https = req.protocol === 'https' || Boolean(ctx.config.PUBLIC_ORIGIN?.startsWith('https://'));
  const attributes = [`Path=${PATH}`, `Max-Age=${MAX_AGE_SECONDS}`, 'HttpOnly', 'SameSite=Lax', ...(https ? ['Secure'] : [])];
  reply.header('set-cookie', `${DEVICE_COOKIE}=${id}.${mac(deviceKey(ctx), id)}; ${attributes.join('; ')}`);
  return id;
}
