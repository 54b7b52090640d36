import { createHmac, timingSafeEqual } from 'node:crypto';

/** Betsy's request signing: a JWT (HS256) over the base64url of the raw body, sent without its middle part. */
const HEADER = Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url');

const mac = (signingInput: string, secret: string) => createHmac('sha256', secret).update(signingInput).digest();

/** The `x-sign-jws` value for a body: `header..signature`. */
export function signDetached(body: string | Buffer, secret: string): string {
  const payload = Buffer.from(body).toString('base64url');
  return `${HEADER}..${mac(`${HEADER}.${payload}`, secret).toString('base64url')}`;
}

function headerAlg(encoded: string): string | null {
  try {
    const header: unknown = JSON.parse(Buffer.from(encoded, 'base64url').toString('utf8'));
    return header !== null && typeof header === 'object' && typeof (header as { alg?: unknown }).alg === 'string' ? (header as { alg: string }).alg : null;
  } catch {
    return null;
  }
}

/** True when `signature` signs exactly these bytes with the secret (HS256 only: no "none", no other algorithm). */
export function verifyDetached(body: Buffer, signature: string | undefined, secret: string): boolean {
  if (!signature || signature.length > 2048) return false;
  const parts = signature.split('.');
  if (parts.length !== 3 || parts[1] !== '' || headerAlg(parts[0]) !== 'HS256') return false;
  const given = Buffer.from(parts[2], 'base64url');
  const expected = mac(`${parts[0]}.${body.toString('base64url')}`, secret);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
