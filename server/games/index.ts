import type { FastifyInstance } from 'fastify';
import type { ProviderEnv } from '../modules/casino/providers/env.js';
import { hub88Side } from './simulators/hub88/index.js';
import { egtSimulator } from './simulators/egt/index.js';
import { amusnetSimulator } from './simulators/amusnet/index.js';
import { everyMatrixSimulator } from './simulators/everymatrix/index.js';
import { digitainSimulator } from './simulators/digitain/index.js';
import { softgamingsSide } from './simulators/softgamings/index.js';
import { kasaSide } from './kasa/index.js';

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
  hub88Side,
  egtSimulator,
  amusnetSimulator,
  everyMatrixSimulator,
  digitainSimulator,
  softgamingsSide,
  kasaSide,
];

export async function registerGameSide(app: FastifyInstance, env: ProviderEnv): Promise<void> {
  // A live site runs no simulator (live-checks.ts refuses to start without every provider's API base); only our own
  // games' server, with its configured key.
  const live = env.config.SITE_MODE === 'live';
  for (const side of sides) if (side.enabled(env) && (!live || side.key === 'kasa')) await side.register(app, env);
}
