import { randomBytes } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { apiBase, type ProviderEnv } from '../env.js';
import type { Fields, WalletMapping } from './mapping.js';

/** The shared secret: configured (<PROVIDER>_SECRET), else made once per process for the local simulator. */
export function contractSecret(env: Pick<ProviderEnv, 'config' | 'shared'>, mapping: WalletMapping): string {
  const configured = env.config[mapping.config.secret];
  return typeof configured === 'string' && configured ? configured : env.shared(`${mapping.key}-secret`, () => randomBytes(32).toString('hex'));
}

/** The provider's launch API: <PROVIDER>_API_BASE, else its simulator on this server (/sim/<key>). */
export function contractApiBase(env: Pick<ProviderEnv, 'config'>, mapping: WalletMapping): string {
  const configured = env.config[mapping.config.apiBase];
  return apiBase(typeof configured === 'string' ? configured : undefined, mapping.key);
}

export const isConfigured = (env: Pick<ProviderEnv, 'config'>, mapping: WalletMapping) => Boolean(env.config[mapping.config.apiBase]);

/** A request of this contract ready to send: sealed, encoded, signed. */
export function outgoing(mapping: WalletMapping, secret: string, now: Date, fields: Fields, root?: string) {
  const sealed = mapping.signature.seal ? mapping.signature.seal(fields, secret) : fields;
  const body = mapping.codec.encode(sealed, root);
  const headers = { 'content-type': mapping.codec.contentType, ...mapping.signature.headers?.(body, secret, now) };
  return { body, headers };
}

/** A received request of this contract: its fields (null when undecodable) and whether its signature holds. */
export function incoming(mapping: WalletMapping, secret: string, now: Date, raw: Buffer, headers: IncomingHttpHeaders) {
  const fields = mapping.codec.decode(raw.toString('utf8'));
  const signed = fields !== null && mapping.signature.verify({ raw, headers, fields, secret, now });
  return { fields, signed };
}
