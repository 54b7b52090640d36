import type { FastifyInstance } from 'fastify';
import type { ProviderEnv } from '../casino/providers/env.js';
import { betsyPartnerApi } from './partners/betsy/routes.js';
import { sportsTokenRoutes } from './token-routes.js';
import { sportsBetsRoutes } from './bets-routes.js';
import { betcoPlugin } from './partners/betco/routes.js';
import { sportsbookPlugin } from '../../sportsbook/index.js';

/**
 * Sports betting's parts, one line each: the partners' wallet APIs and the player's calls (registered under /api),
 * and the demo sportsbook (the default partner, at the site's root).
 */
export type SportsPlugin = (app: FastifyInstance, env: ProviderEnv) => Promise<void>;

export const sportsApiPlugins: SportsPlugin[] = [
  betsyPartnerApi,
  sportsTokenRoutes,
  sportsBetsRoutes,
  betcoPlugin,
];

export const sportsRootPlugins: SportsPlugin[] = [
  sportsbookPlugin,
];
