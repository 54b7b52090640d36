import { randomBytes } from 'node:crypto';
import type { ProviderEnv } from '../../../casino/providers/env.js';

/**
 * The key Betco and we both sign the wallet calls with: BETCO_SECRET when configured (the real partner's), else one
 * made up per app and shared by our routes and the demo book's client, so it is good only on this process.
 */
export const betcoSecret = (env: Pick<ProviderEnv, 'config' | 'shared'>): string =>
  env.config.BETCO_SECRET ?? env.shared('betco-secret', () => randomBytes(32).toString('base64url'));
