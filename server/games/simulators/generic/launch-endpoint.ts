import type { FastifyInstance } from 'fastify';
import type { ProviderEnv } from '../../../modules/casino/providers/env.js';
import { answerRoot } from '../../../modules/casino/providers/generic/answers.js';
import type { Fields, LaunchFields, WalletMapping } from '../../../modules/casino/providers/generic/mapping.js';
import { incoming } from '../../../modules/casino/providers/generic/transport.js';
import { openGameSession } from '../../game-server/index.js';
import { keepRawBodies } from '../../../http/raw-body.js';

/** The provider carries this game: the catalogue's entry is under its name (and product, where it has them). */
async function inCatalogue(env: ProviderEnv, mapping: WalletMapping, launch: LaunchFields): Promise<boolean> {
  let query = env.db.kysely
    .selectFrom('games')
    .innerJoin('game_providers', 'game_providers.id', 'games.provider_id')
    .select('games.id')
    .where('game_providers.name', '=', mapping.name)
    .where('games.game_code', '=', launch.gameCode)
    .where('games.enabled', '=', 1);
  if (launch.productId !== undefined) query = query.where('games.product_id', '=', launch.productId);
  return (await query.executeTakeFirst()) !== undefined;
}

/**
 * The provider's launch API (POST /sim/<key><launch path>): checks our signature and that the game is one of its
 * own, opens a game-server session for the operator's token, and answers the frame URL in the provider's terms.
 */
export async function registerLaunchEndpoint(app: FastifyInstance, mapping: WalletMapping, env: ProviderEnv, secret: () => string): Promise<void> {
  const { codec, launch } = mapping;
  const root = answerRoot(launch.root);
  await app.register(
    async (scope) => {
      keepRawBodies(scope, { bodyLimit: 16 * 1024 });
      scope.post(launch.path, async (req, reply) => {
        const send = (http: number, fields: Fields) => reply.code(http).type(codec.contentType).send(codec.encode(fields, root));
        const raw = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
        const { fields, signed } = incoming(mapping, secret(), env.now(), raw, req.headers);
        if (!fields || !signed) return send(401, launch.answer(null, 'invalid signature'));
        const request = launch.parse(fields);
        if (!request) return send(400, launch.answer(null, 'invalid request'));
        if (!(await inCatalogue(env, mapping, request))) return send(404, launch.answer(null, 'unknown game'));
        const session = await openGameSession(env, {
          provider: mapping.key,
          operatorToken: request.token,
          playerRef: request.playerRef,
          gameCode: request.gameCode,
          currency: request.currency,
          locale: request.locale,
        });
        return send(200, launch.answer(session.url));
      });
    },
    { prefix: `/sim/${mapping.key}` },
  );
}
