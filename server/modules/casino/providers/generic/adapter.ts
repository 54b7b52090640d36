import type { ProviderEnv } from '../env.js';
import type { ProviderAdapter } from '../types.js';
import { genericCallbacks } from './callbacks.js';
import { launchVia } from './launch.js';
import type { WalletMapping } from './mapping.js';
import { contractSecret } from './transport.js';

/**
 * An adapter for a provider whose contract is one of our generic seamless-wallet contracts: everything
 * provider-specific is in its WalletMapping (paths, field names, money scale, codes, signature, launch payload).
 */
export function genericAdapter(mapping: WalletMapping, env: ProviderEnv): ProviderAdapter {
  const secret = () => contractSecret(env, mapping);
  return {
    key: mapping.key,
    name: mapping.name,
    launch: (request) => launchVia(mapping, env, secret(), request),
    callbacks: genericCallbacks(mapping, secret),
  };
}
