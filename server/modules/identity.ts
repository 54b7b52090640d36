import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.js';
import type { AppContext } from '../context.js';
import accountRoutes from './auth/account-routes.js';
import recoveryRoutes from './auth/recovery-routes.js';
import authRoutes from './auth/routes.js';
import bonusRoutes from './bonus/routes.js';
import outboxRoutes from './outbox/routes.js';
import phoneRoutes from './phone/routes.js';
import sessionRoutes from './sessions/routes.js';
import walletRoutes from './wallet/routes.js';
import paymentRoutes from './payments/routes.js';
import activityRoutes from './payments/activity-routes.js';
import notificationRoutes from './notifications/routes.js';
import limitsRoutes from './limits/routes.js';
import supportRoutes from './support/routes.js';
import chatRoutes from './chat/routes.js';

type ContextPlugin = (app: FastifyInstance, ctx: AppContext) => Promise<void>;

/** The API plugins that take the shared context; the outbox reader exists only when DEV_OUTBOX asks for it. */
export function identityPlugins(config: Config): ContextPlugin[] {
  const plugins = [authRoutes, recoveryRoutes, accountRoutes, sessionRoutes, phoneRoutes, walletRoutes, bonusRoutes, paymentRoutes, activityRoutes, notificationRoutes, limitsRoutes, supportRoutes, chatRoutes];
  return config.DEV_OUTBOX ? [...plugins, outboxRoutes] : plugins;
}
