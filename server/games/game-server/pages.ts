import type { FastifyInstance } from 'fastify';
import { parseLocale } from '../../http/messages.js';
import type { ProviderEnv } from '../../modules/casino/providers/env.js';
import { framePage, messagePage, type FrameConfig } from './frame-page.js';
import { gamesMessage } from './messages.js';
import { playPageQuery, verifyPageQuery } from './requests.js';
import { findRound } from './rounds.js';
import { findSession, sessionById } from './sessions.js';

/** The frame's two pages: `play?s=<session>` plays, `verify?round=<round>` recomputes a round's proof. */
export async function framePageRoutes(scope: FastifyInstance, { provider, env }: { provider: string; env: ProviderEnv }): Promise<void> {
  const apiBase = `/games/${provider}/api`;

  scope.get('/play', async (req, reply) => {
    const query = playPageQuery.safeParse(req.query);
    const session = query.success ? await findSession(env.db, provider, query.data.s) : null;
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
    if (!session) {
      const locale = parseLocale(req.headers['accept-language']);
      return reply.code(404).send(messagePage(locale, gamesMessage(locale, 'games.sessionNotFound')));
    }
    const config: FrameConfig = { provider, session: session.publicId, apiBase, locale: session.locale, mode: 'play' };
    return reply.send(await framePage(env.config.staticDir, config));
  });

  scope.get('/verify', async (req, reply) => {
    const query = verifyPageQuery.safeParse(req.query);
    const round = query.success && query.data.round ? await findRound(env.db.kysely, provider, query.data.round) : null;
    const locale = round ? (await sessionById(env.db, round.session_id)).locale : parseLocale(req.headers['accept-language']);
    const config: FrameConfig = { provider, session: '', apiBase, locale, mode: 'verify', ...(round ? { round: round.public_id } : {}) };
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(await framePage(env.config.staticDir, config));
  });
}
