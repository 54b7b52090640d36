import type { FastifyInstance } from 'fastify';
import type { GameProvider } from '../../../../contracts/enums.js';
import type { ProviderEnv } from './env.js';
import type { ProviderAdapter } from './types.js';
import { createHub88Adapter } from './hub88/adapter.js';
import { egtAdapter } from './egt/adapter.js';
import { amusnetAdapter } from './amusnet/adapter.js';
import { everyMatrixAdapter } from './everymatrix/adapter.js';
import { digitainAdapter } from './digitain/adapter.js';
import { softgamingsAdapter } from './softgamings/adapter.js';
import { kasaAdapter } from './kasa/index.js';
import { keepRawBodies } from '../../../http/raw-body.js';

type AdapterFactory = (env: ProviderEnv) => ProviderAdapter;

/** Every provider we integrate, one line each. */
const factories: AdapterFactory[] = [
  createHub88Adapter,
  egtAdapter,
  amusnetAdapter,
  everyMatrixAdapter,
  digitainAdapter,
  softgamingsAdapter,
  kasaAdapter,
];

export function createProviderAdapters(env: ProviderEnv): Map<GameProvider, ProviderAdapter> {
  return new Map(factories.map((make) => make(env)).map((adapter) => [adapter.name, adapter]));
}

/** Each adapter's wallet callbacks under /providers/<key> (the caller mounts this under /api), bodies kept raw. */
export async function registerProviderCallbacks(api: FastifyInstance, adapters: Iterable<ProviderAdapter>, env: ProviderEnv): Promise<void> {
  for (const adapter of adapters) {
    await api.register(
      async (scope) => {
        // Each provider's own protocol, not the player API: kept out of /api/docs.
        keepRawBodies(scope, { hidden: true });
        await adapter.callbacks(scope, { db: env.db, now: env.now, log: env.log });
      },
      { prefix: `/providers/${adapter.key}` },
    );
  }
}
