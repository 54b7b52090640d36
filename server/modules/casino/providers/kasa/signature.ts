import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { ProviderEnv } from '../env.js';

/**
 * Kasa Games signs every request both ways (docs/providers/kasa.md): hex HMAC-SHA256 over `<timestamp>.<raw body>`
 * with the shared secret, the timestamp (Unix seconds) in its own header. A request outside the window is refused,
 * so a captured one cannot be replayed later.
 */
export const TIMESTAMP_HEADER = 'x-kasa-timestamp';
export const SIGNATURE_HEADER = 'x-kasa-signature';
export const WINDOW_SECONDS = 300;

/** KASA_GAMES_SECRET, or one made up per process and shared by the adapter and the game side it runs. */
export const kasaSecret = (env: Pick<ProviderEnv, 'config' | 'shared'>): string =>
  env.config.KASA_GAMES_SECRET ?? env.shared('kasa-secret', () => randomBytes(32).toString('hex'));

export const signKasa = (secret: string, timestamp: string, body: string | Buffer): string =>
  createHmac('sha256', secret).update(`${timestamp}.`).update(body).digest('hex');

/** The headers of a signed JSON request sent at `now`. */
export function signedHeaders(secret: string, body: string, now: Date): Record<string, string> {
  const timestamp = String(Math.floor(now.getTime() / 1000));
  return { 'content-type': 'application/json', [TIMESTAMP_HEADER]: timestamp, [SIGNATURE_HEADER]: signKasa(secret, timestamp, body) };
}

const header = (headers: Record<string, string | string[] | undefined>, name: string) => {
  const value = headers[name];
  return typeof value === 'string' ? value.trim() : undefined;
};

/** True only for these exact bytes signed with the secret, at a time within the window of `now`. */
export function verifyKasa(secret: string, headers: Record<string, string | string[] | undefined>, body: Buffer, now: Date): boolean {
  const timestamp = header(headers, TIMESTAMP_HEADER);
  const signature = header(headers, SIGNATURE_HEADER);
  if (!timestamp || !/^\d{1,12}$/.test(timestamp) || !signature || !/^[0-9a-f]{64}$/i.test(signature)) return false;
  if (Math.abs(now.getTime() / 1000 - Number(timestamp)) > WINDOW_SECONDS) return false;
  return timingSafeEqual(Buffer.from(signKasa(secret, timestamp, body), 'hex'), Buffer.from(signature.toLowerCase(), 'hex'));
}
