import { createHmac, randomBytes } from 'node:crypto';
import type { ProviderEnv } from '../env.js';

/**
 * What our side and Fundist (or its simulator) share. SOFTGAMINGS_LOGIN is the API key Fundist issues (it sits in
 * the launch URL path and in the hash); SOFTGAMINGS_SECRET signs OneWallet messages; SOFTGAMINGS_API_PASSWORD signs
 * the launch hash (unset: the secret does). Unset, both are made up once per process for the simulator.
 */
export interface SoftgamingsKeys {
  apiKey: string;
  apiPassword: string;
  hmacSecret: string;
}

export function softgamingsKeys(env: Pick<ProviderEnv, 'config' | 'shared'>): SoftgamingsKeys {
  const apiKey = env.config.SOFTGAMINGS_LOGIN ?? env.shared('softgamings-login', () => `sim${randomBytes(8).toString('hex')}`);
  const hmacSecret = env.config.SOFTGAMINGS_SECRET ?? env.shared('softgamings-secret', () => randomBytes(32).toString('hex'));
  return { apiKey, apiPassword: env.config.SOFTGAMINGS_API_PASSWORD ?? hmacSecret, hmacSecret };
}

/** The address our launch hash names (see hmac.ts). */
export const HASH_IP = '0.0.0.0';

/** A player's Fundist login: letters, digits, at most 29 characters; Fundist keeps one user per login. */
export const playerLogin = (playerId: number) => `kc${playerId}`;

const LOGIN = /^kc([1-9]\d{0,15})$/;
export function playerIdOfLogin(login: string): number | null {
  const match = LOGIN.exec(login);
  const id = match ? Number(match[1]) : NaN;
  return Number.isSafeInteger(id) ? id : null;
}

/**
 * Fundist wants a password per user (created on the first launch with UserAutoCreate=1). Derived from the secret,
 * so nothing is stored and the same one comes back on every launch; hex, so it never contains the login.
 */
export const playerPassword = (secret: string, login: string) => createHmac('sha256', secret).update(`fundist-password:${login}`).digest('hex').slice(0, 20);
