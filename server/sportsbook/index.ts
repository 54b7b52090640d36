import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ProviderEnv } from '../modules/casino/providers/env.js';
import type { BookDeps } from './deps.js';
import { bookPage, configFromQuery } from './page.js';
import { partnerWallets } from './partners.js';
import { bookApiRoutes } from './routes.js';
import { scheduleBookSweep } from './sweep.js';
import type { PartnerKey } from './wallet-port.js';
import { DEFAULT_SPORTSBOOK_SEED } from '../live-checks.js';

export { sweepBook } from './sweep.js';

export const bookDeps = (env: ProviderEnv): BookDeps => ({ db: env.db.kysely, seed: env.config.SPORTSBOOK_SEED ?? DEFAULT_SPORTSBOOK_SEED, now: env.now, wallets: partnerWallets(env), log: env.log });

/**
 * The demo sportsbook (the default partner, standing in for Betsy and Betco) under /sportsbook: its page for the
 * site's frame, its API, and the sweep that settles its bets. It reaches our wallet only over HTTP, in the partner's
 * protocol, like a real book.
 */
export async function sportsbookPlugin(app: FastifyInstance, env: ProviderEnv): Promise<void> {
  const deps = bookDeps(env);
  await app.register(
    async (scope) => {
      const page = (partner: PartnerKey) => async (req: { query: unknown }, reply: FastifyReply) =>
        reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(await bookPage(env.config.staticDir, configFromQuery(partner, req.query)));
      scope.get('/', page('betsy'));
      scope.get('/betco', page('betco'));
      scope.get('/betco/', page('betco'));
      await scope.register(async (api) => bookApiRoutes(api, deps, { testHook: env.config.DEV_OUTBOX && env.config.NODE_ENV !== 'production' }), { prefix: '/api' });
    },
    { prefix: '/sportsbook' },
  );
  scheduleBookSweep(app, deps);
}
