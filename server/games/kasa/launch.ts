import type { FastifyInstance } from 'fastify';
import type { ProviderEnv } from '../../modules/casino/providers/env.js';
import { launchRequest } from '../../modules/casino/providers/kasa/contract.js';
import { verifyKasa } from '../../modules/casino/providers/kasa/signature.js';
import { findGame, openGameSession } from '../game-server/index.js';
import { keepRawBodies } from '../../http/raw-body.js';

/**
 * Kasa Games' launch API, as the operator (our adapter) calls it: a signed JSON body naming the operator's token,
 * player and game; the answer is the frame URL of a fresh game-server session. Bodies are kept raw for the signature.
 */
export async function kasaLaunchRoutes(app: FastifyInstance, env: ProviderEnv, secret: string): Promise<void> {
  await app.register(
    async (scope) => {
      keepRawBodies(scope, { bodyLimit: 16 * 1024 });
      scope.post('/launch', async (req, reply) => {
        reply.header('cache-control', 'no-store');
        const raw = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
        if (!verifyKasa(secret, req.headers, raw, env.now())) return reply.code(401).send({ error: 'bad_signature' });
        let json: unknown = null;
        try {
          json = JSON.parse(raw.toString('utf8'));
        } catch {
          json = null;
        }
        const parsed = launchRequest.safeParse(json);
        if (!parsed.success) return reply.code(400).send({ error: 'invalid_request' });
        const ask = parsed.data;
        if (!(await findGame(env.db, 'kasa', ask.gameCode))) return reply.code(404).send({ error: 'game_not_found' });
        const { url } = await openGameSession(env, {
          provider: 'kasa',
          operatorToken: ask.token,
          playerRef: ask.playerId,
          gameCode: ask.gameCode,
          currency: ask.currency,
          locale: ask.language,
        });
        return { url };
      });
    },
    { prefix: '/games-api/kasa' },
  );
}
