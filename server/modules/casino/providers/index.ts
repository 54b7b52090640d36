import type { FastifyInstance } from 'fastify';
import type { GameProvider } from '../../../../contracts/enums.js';
import type { ProviderEnv } from './env.js';
import type { ProviderAdapter } from './types.js';

type AdapterFactory = (env: ProviderEnv) => ProviderAdapter;

/** Every provider we integrate, one line each. */
const factories: AdapterFactory[] = [
];

export function createProviderAdapters(env: ProviderEnv): Map<GameProvider, ProviderAdapter> {
  return new Map(factories.map((make) => make(env)).map((adapter) => [adapter.name, adapter]));
}

/** Each adapter's wallet callbacks under /providers/<key> (the caller mounts this under /api), bodies kept raw. */
export async function registerProviderCallbacks(api: FastifyInstance, adapters: Iterable<ProviderAdapter>, env: ProviderEnv): Promise<void> {
  for (const adapter of adapters) {
    await api.register(
      async (scope) => {
        scope.removeAllContentTypeParsers();
        scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 64 * 1024 }, (_req, body, done) => done(null, body));
        await adapter.callbacks(scope, { db: env.db, now: env.now, log: env.log });
      },
      { prefix: `/providers/${adapter.key}` },
    );
  }
}
