import { randomBytes } from 'node:crypto';
import type { ProviderEnv } from '../../../casino/providers/env.js';

/**
 * Betsy's PARTNER_SECRET: both sides sign with it (HS256). Configured as BETSY_SECRET; unset, one random secret per
 * app, shared by our partner API and the demo book that plays Betsy's part.
 */
export const betsySecret = (env: Pick<ProviderEnv, 'config' | 'shared'>): string =>
  env.config.BETSY_SECRET ?? env.shared('betsy-secret', () => randomBytes(32).toString('base64url'));
