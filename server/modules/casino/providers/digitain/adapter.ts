import type { ProviderEnv } from '../env.js';
import { genericAdapter } from '../generic/adapter.js';
import type { ProviderAdapter } from '../types.js';
import { digitainMapping } from './mapping.js';

/** Launch and wallet callbacks of Digitain: the generic contract with this provider's mapping (./mapping.ts). */
export const digitainAdapter = (env: ProviderEnv): ProviderAdapter => genericAdapter(digitainMapping, env);
