import type { FastifyInstance, FastifyReply } from 'fastify';
import * as z from 'zod';
import type { ProviderEnv } from '../../../modules/casino/providers/env.js';
import { GAME_URL_PATH } from '../../../modules/casino/providers/hub88/adapter.js';
import { hub88Keys } from '../../../modules/casino/providers/hub88/keys.js';
import { verifyBody } from '../../../modules/casino/providers/hub88/signature.js';
import { findGame, openGameSession } from '../../game-server/index.js';
import { keepRawBodies } from '../../../http/raw-body.js';

/** Hub88's Games API request for a real-money launch (demo mode, without user and token, is not simulated). */
const gameUrlRequest = z.looseObject({
  user: z.string().min(3).max(255),
  token: z.string().min(10).max(255),
  sub_partner_id: z.string().max(255).nullish(),
  platform: z.enum(['GPL_DESKTOP', 'GPL_MOBILE']),
  operator_id: z.number().int(),
  meta: z.unknown().optional(),
  lobby_url: z.string().max(2048).nullish(),
  lang: z.string().min(2).max(8).nullish(),
  ip: z.string().max(64).nullish(),
  game_code: z.string().min(1).max(255),
  deposit_url: z.string().max(2048).nullish(),
  currency: z.string().regex(/^[A-Za-z]{3,5}$/),
  game_currency: z.string().max(8).nullish(),
  country: z.string().max(2).nullish(),
});

// Hub88's errors: an HTTP status and {"error": <description>} (Operator API, "Error codes").
const fail = (reply: FastifyReply, status: number, error: string) => reply.code(status).send({ error });

function parse(raw: Buffer): unknown {
  try {
    return JSON.parse(raw.toString('utf8'));
  } catch {
    return undefined;
  }
}

/** POST /sim/hub88/operator/generic/v2/game/url: Hub88's launch API, answering a game-server frame URL. */
export async function registerLaunchApi(app: FastifyInstance, env: ProviderEnv): Promise<void> {
  await app.register(
    async (scope) => {
      keepRawBodies(scope);
      scope.post(GAME_URL_PATH, async (req, reply) => {
        const raw = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
        const signature = req.headers['x-hub88-signature'];
        if (!verifyBody(raw, typeof signature === 'string' ? signature : undefined, hub88Keys(env).operatorPublic)) {
          return fail(reply, 401, 'Request signature is invalid');
        }
        const body = gameUrlRequest.safeParse(parse(raw));
        if (!body.success) return fail(reply, 400, 'Invalid or missing request parameters');
        if (body.data.operator_id !== env.config.HUB88_OPERATOR_ID) return fail(reply, 404, 'Operator not found');
        // Unknown to Hub88's catalogue, or not enabled: Hub88 answers 404 for a game that does not exist.
        if (!(await findGame(env.db, 'hub88', body.data.game_code))) return fail(reply, 404, 'Game not found');
        const { url } = await openGameSession(env, {
          provider: 'hub88',
          operatorToken: body.data.token,
          playerRef: body.data.user,
          gameCode: body.data.game_code,
          currency: body.data.currency.toUpperCase(),
          locale: body.data.lang?.toLowerCase().startsWith('en') ? 'en' : 'tr',
        });
        return { url };
      });
    },
    { prefix: '/sim/hub88' },
  );
}
