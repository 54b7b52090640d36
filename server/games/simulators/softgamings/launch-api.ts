import type { FastifyInstance, FastifyReply } from 'fastify';
import * as z from 'zod';
import { GameProvider } from '../../../../contracts/enums.js';
import type { ProviderEnv } from '../../../modules/casino/providers/env.js';
import { HASH_IP, playerIdOfLogin, playerPassword, softgamingsKeys } from '../../../modules/casino/providers/softgamings/credentials.js';
import { authHtmlHash, sameText } from '../../../modules/casino/providers/softgamings/hmac.js';
import { openGameSession } from '../../game-server/index.js';
import { launchHtml } from './frame-html.js';

const field = (max: number) => z.string().trim().min(1).max(max);
const authHtmlQuery = z.looseObject({
  Login: field(29),
  Password: field(64),
  TID: z.string().regex(/^[A-Za-z0-9]{1,32}$/),
  System: field(16),
  Page: field(128),
  UserIP: field(64),
  Currency: z.string().regex(/^[A-Za-z]{3}$/),
  Language: z.string().max(8).optional(),
  IsMobile: z.enum(['0', '1']).optional(),
  Demo: z.enum(['0', '1']).optional(),
  ExtParam: z.string().max(512).optional(),
  Hash: z.string().regex(/^[0-9a-fA-F]{32}$/),
});

/**
 * Fundist answers its CSV envelope: `1,<payload>` on success, `{code},{message}` otherwise (code 34 "Invalid Request"
 * is Fundist's own, seen live; the other codes are this simulator's, as Fundist's list is not public).
 */
const refuse = (reply: FastifyReply, code: number, message: string) => reply.code(422).type('text/html; charset=utf-8').send(`${code},${message}`);

/** GET /sim/softgamings/System/Api/{KEY}/User/AuthHTML/: Fundist's launch, answering the HTML that frames the game. */
export async function registerLaunchApi(app: FastifyInstance, env: ProviderEnv): Promise<void> {
  const keys = softgamingsKeys(env);
  const handler = async (req: { params: unknown; query: unknown }, reply: FastifyReply) => {
    const key = (req.params as { key?: string }).key ?? '';
    const query = authHtmlQuery.safeParse(req.query);
    if (!query.success) return refuse(reply, 34, 'Invalid Request');
    const q = query.data;
    if (!sameText(key, keys.apiKey)) return refuse(reply, 13, 'Invalid API key');
    const expected = authHtmlHash({ ip: HASH_IP, tid: q.TID, apiKey: key, login: q.Login, password: q.Password, system: q.System, apiPassword: keys.apiPassword });
    if (!sameText(q.Hash, expected)) return refuse(reply, 14, 'Invalid hash');
    // Stands in for Fundist's user table: the user created on the first launch has the password our adapter derives.
    if (playerIdOfLogin(q.Login) === null || !sameText(q.Password, playerPassword(keys.hmacSecret, q.Login))) return refuse(reply, 16, 'Wrong login or password');
    if (q.Demo === '1') return refuse(reply, 24, 'Demo not supported');
    // OneWallet: the operator's token must come back in every wallet call, so a launch without one cannot play.
    if (!q.ExtParam) return refuse(reply, 34, 'Invalid Request');
    if (q.Currency.toUpperCase() !== 'TRY') return refuse(reply, 24, 'Currency not supported');
    const game = await env.db.kysely
      .selectFrom('games')
      .innerJoin('game_providers', 'game_providers.id', 'games.provider_id')
      .select(['games.name', 'games.system'])
      .where('games.game_code', '=', q.Page)
      .where('game_providers.name', '=', GameProvider.SoftGamings)
      .where('games.enabled', '=', 1)
      .executeTakeFirst();
    if (!game || game.system !== q.System) return refuse(reply, 21, 'Game not found');
    const locale = q.Language?.toLowerCase().startsWith('en') ? 'en' : 'tr';
    const { url } = await openGameSession(env, {
      provider: 'softgamings',
      operatorToken: q.ExtParam,
      playerRef: q.Login,
      gameCode: q.Page,
      currency: q.Currency.toUpperCase(),
      locale,
    });
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(`1,${launchHtml({ frameUrl: url, title: game.name, locale })}`);
  };
  for (const path of ['/sim/softgamings/System/Api/:key/User/AuthHTML', '/sim/softgamings/System/Api/:key/User/AuthHTML/']) {
    app.get(path, handler);
  }
}
