import type { ProviderEnv } from '../env.js';
import { genericAdapter } from '../generic/adapter.js';
import type { ProviderAdapter } from '../types.js';
import { everyMatrixMapping } from './mapping.js';

/** Launch and wallet callbacks of EveryMatrix: the generic contract with this provider's mapping (./mapping.ts). */
export const everyMatrixAdapter = (env: ProviderEnv): ProviderAdapter => genericAdapter(everyMatrixMapping, env);
