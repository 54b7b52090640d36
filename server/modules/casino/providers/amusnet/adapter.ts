import type { ProviderEnv } from '../env.js';
import { genericAdapter } from '../generic/adapter.js';
import type { ProviderAdapter } from '../types.js';
import { amusnetMapping } from './mapping.js';

/** Launch and wallet callbacks of Amusnet: the generic contract with this provider's mapping (./mapping.ts). */
export const amusnetAdapter = (env: ProviderEnv): ProviderAdapter => genericAdapter(amusnetMapping, env);
