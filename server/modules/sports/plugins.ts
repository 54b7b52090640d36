import type { FastifyInstance } from 'fastify';
import type { ProviderEnv } from '../casino/providers/env.js';

/**
 * Sports betting's parts, one line each: the partners' wallet APIs and the player's calls (registered under /api),
 * and the demo sportsbook (the default partner, at the site's root).
 */
export type SportsPlugin = (app: FastifyInstance, env: ProviderEnv) => Promise<void>;

export const sportsApiPlugins: SportsPlugin[] = [
];

export const sportsRootPlugins: SportsPlugin[] = [
];
