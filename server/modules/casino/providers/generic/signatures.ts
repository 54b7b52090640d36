import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import type { Fields, SignatureScheme } from './mapping.js';

/** Constant-time equality of two strings of any length. */
export function sameSecret(given: string, expected: string): boolean {
  const digest = (text: string) => createHash('sha256').update(text, 'utf8').digest();
  return timingSafeEqual(digest(given), digest(expected));
}

const header = (headers: IncomingHttpHeaders, name: string) => {
  const value = headers[name.toLowerCase()];
  return typeof value === 'string' ? value : undefined;
};

/** HMAC-SHA256 of the raw body, hex, in one header. */
export function bodyHmacHeader(name: string): SignatureScheme {
  const sign = (raw: string | Buffer, secret: string) => createHmac('sha256', secret).update(raw).digest('hex');
  return {
    headers: (raw, secret) => ({ [name]: sign(raw, secret) }),
    verify({ raw, headers, secret }) {
      const given = header(headers, name);
      return given !== undefined && sameSecret(given.toLowerCase(), sign(raw, secret));
    },
  };
}

/**
 * HMAC-SHA256 over "<unix seconds>.<raw body>", base64, with the timestamp in its own header. A request older or
 * newer than the window is refused even when signed: a captured request cannot be played again later.
 */
export function timestampedHmacHeaders(names: { timestamp: string; signature: string }, windowSeconds: number): SignatureScheme {
  const sign = (timestamp: string, raw: string | Buffer, secret: string) =>
    createHmac('sha256', secret).update(`${timestamp}.`).update(raw).digest('base64');
  return {
    headers(raw, secret, now) {
      const timestamp = String(Math.floor(now.getTime() / 1000));
      return { [names.timestamp]: timestamp, [names.signature]: sign(timestamp, raw, secret) };
    },
    verify({ raw, headers, secret, now }) {
      const timestamp = header(headers, names.timestamp);
      const given = header(headers, names.signature);
      if (!timestamp || !given || !/^\d{1,12}$/.test(timestamp)) return false;
      if (Math.abs(now.getTime() / 1000 - Number(timestamp)) > windowSeconds) return false;
      return sameSecret(given, sign(timestamp, raw, secret));
    },
  };
}

/** SHA-256 hex of every other field's value, in the order of the field names, then the secret; in a body field. */
export function fieldHash(name: string): SignatureScheme {
  const hashOf = (fields: Fields, secret: string) => {
    const values = Object.keys(fields)
      .filter((key) => key !== name)
      .sort()
      .map((key) => (fields[key] === null || fields[key] === undefined ? '' : String(fields[key])));
    return createHash('sha256').update(values.join('') + secret, 'utf8').digest('hex');
  };
  return {
    seal: (fields, secret) => ({ ...fields, [name]: hashOf(fields, secret) }),
    verify({ fields, secret }) {
      const given = fields[name];
      return typeof given === 'string' && sameSecret(given.toLowerCase(), hashOf(fields, secret));
    },
  };
}

/** A user name and password in every body (the secret is the password), as the EGT family of protocols does. */
export function bodyCredentials(names: { user: string; password: string }, userName: string): SignatureScheme {
  return {
    seal: (fields, secret) => ({ ...fields, [names.user]: userName, [names.password]: secret }),
    verify({ fields, secret }) {
      const user = fields[names.user];
      const password = fields[names.password];
      return user === userName && typeof password === 'string' && sameSecret(password, secret);
    },
  };
}
