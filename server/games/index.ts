import type { FastifyInstance } from 'fastify';
import type { ProviderEnv } from '../modules/casino/providers/env.js';

/**
 * The game side, run by this process as stand-ins for the outside world: our own provably fair games (always) and
 * the simulator of every provider whose API base is not configured. Each registers its own routes (`/sim/<key>/...`
 * for a provider's launch API, `/games/<key>/...` for its game server and frame) and reaches our wallet only over
 * HTTP, in that provider's protocol.
 */
export interface GameSide {
  key: string;
  /** False when the deployment points the adapter at the real provider. */
  enabled(env: ProviderEnv): boolean;
  register(app: FastifyInstance, env: ProviderEnv): Promise<void>;
}

/** One line each. */
const sides: GameSide[] = [
];

export async function registerGameSide(app: FastifyInstance, env: ProviderEnv): Promise<void> {
  for (const side of sides) if (side.enabled(env)) await side.register(app, env);
}
