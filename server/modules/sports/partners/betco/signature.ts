import { createHmac, timingSafeEqual } from 'node:crypto';

/** The header carrying the hex HMAC-SHA256 of the raw request body. */
export const SIGNATURE_HEADER = 'x-betco-signature';

const HEX = /^[0-9a-f]{64}$/i;

export const signBody = (body: string | Buffer, secret: string): string => createHmac('sha256', secret).update(body).digest('hex');

/** True only when `signature` is the HMAC of exactly these bytes (compared in constant time). */
export function verifyBody(body: Buffer, signature: string | undefined, secret: string): boolean {
  if (!signature || !HEX.test(signature.trim())) return false;
  return timingSafeEqual(Buffer.from(signBody(body, secret), 'hex'), Buffer.from(signature.trim(), 'hex'));
}
