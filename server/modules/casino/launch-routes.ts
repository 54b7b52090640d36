import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  amusnetLaunchPayload, dtLaunchPayload, egtLaunchPayload, emLaunchPayload, hub88LaunchPayload, kasaLaunchPayload, launchData, Platform,
  softgamingsLaunchPayload,
} from '../../../contracts/casino.js';
import { GameProvider } from '../../../contracts/enums.js';
import { answers, ok } from '../../http/envelope.js';
import { refuseFor } from '../../http/reasons.js';
import { launchGame, type LaunchAsk, type LaunchDeps } from './launch.js';

const launched = answers(launchData);

type Common = Pick<LaunchAsk, 'playerId' | 'sessionId' | 'ip' | 'language' | 'lobbyUrl'>;

const languageOf = (value: string, fallback: 'tr' | 'en'): 'tr' | 'en' => (value.toLowerCase().startsWith('en') ? 'en' : value.toLowerCase().startsWith('tr') ? 'tr' : fallback);

/** The lobby a game's own "home" button returns to: the site's slot lobby unless the page said otherwise. */
function lobbyOf(given?: string): string {
  if (given && /^(https?:\/\/|\/)/.test(given)) return given;
  return '/casino/slot';
}

/** The launch calls of product §7, chosen by the game's providerName, plus casino/kasalaunchurl for our own games. */
export default async function launchRoutes(app: FastifyInstance, deps: LaunchDeps) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const auth = { preHandler: api.authenticate };
  const common = (req: FastifyRequest): Common => ({
    playerId: req.principal!.playerId,
    sessionId: req.principal!.sessionId,
    ip: req.ip,
    language: req.locale === 'en' ? 'en' : 'tr',
    lobbyUrl: lobbyOf(),
  });
  const answer = async (req: FastifyRequest, reply: Parameters<typeof refuseFor>[1], ask: LaunchAsk) => {
    const outcome = await launchGame(deps, ask);
    return outcome.ok ? ok(outcome.value) : refuseFor(req, reply, outcome);
  };

  api.post('/casino/dtlaunchurl', { ...auth, schema: { body: dtLaunchPayload, response: launched } }, (req, reply) =>
    answer(req, reply, { ...common(req), providerName: GameProvider.Digitain, code: req.body.code, platform: Platform.Desktop }),
  );
  api.post('/casino/emlaunchurl', { ...auth, schema: { body: emLaunchPayload, response: launched } }, (req, reply) =>
    answer(req, reply, { ...common(req), providerName: GameProvider.EveryMatrix, code: req.body.code, productId: req.body.productId, platform: Platform.Desktop }),
  );
  api.post('/casino/amusnetlaunchurl', { ...auth, schema: { body: amusnetLaunchPayload, response: launched } }, (req, reply) =>
    answer(req, reply, { ...common(req), providerName: GameProvider.Amusnet, code: req.body.code, platform: req.body.isMobile ? Platform.Mobile : Platform.Desktop }),
  );
  api.post('/casino/softgamingslaunchurl', { ...auth, schema: { body: softgamingsLaunchPayload, response: launched } }, (req, reply) =>
    answer(req, reply, {
      ...common(req), providerName: GameProvider.SoftGamings, code: req.body.pageCode, system: req.body.system, platform: req.body.isMobile === 1 ? Platform.Mobile : Platform.Desktop,
    }),
  );
  const byGameCode = [
    ['/casino/egtlaunchurl', egtLaunchPayload, GameProvider.EgtDigital],
    ['/casino/hub88launchurl', hub88LaunchPayload, GameProvider.Hub88],
    ['/casino/kasalaunchurl', kasaLaunchPayload, GameProvider.KasaGames],
  ] as const;
  for (const [path, body, providerName] of byGameCode) {
    api.post(path, { ...auth, schema: { body, response: launched } }, (req, reply) =>
      answer(req, reply, {
        ...common(req),
        providerName,
        code: req.body.gameCode,
        platform: req.body.platform,
        language: languageOf(req.body.language, req.locale === 'en' ? 'en' : 'tr'),
        lobbyUrl: lobbyOf(req.body.lobbyUrl),
      }),
    );
  }
}
