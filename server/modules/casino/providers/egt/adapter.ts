import type { ProviderEnv } from '../env.js';
import { genericAdapter } from '../generic/adapter.js';
import type { ProviderAdapter } from '../types.js';
import { egtMapping } from './mapping.js';

/** Launch and wallet callbacks of EGT Digital: the generic contract with this provider's mapping (./mapping.ts). */
export const egtAdapter = (env: ProviderEnv): ProviderAdapter => genericAdapter(egtMapping, env);
