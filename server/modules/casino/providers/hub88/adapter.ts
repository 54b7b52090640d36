import { GameProvider } from '../../../../../contracts/enums.js';
import { apiBase, type ProviderEnv } from '../env.js';
import type { LaunchRequest, LaunchResult, ProviderAdapter } from '../types.js';
import { hub88Callbacks } from './callbacks.js';
import { hub88Keys } from './keys.js';
import { gameUrlAnswer } from './schemas.js';
import { signBody } from './signature.js';
import { userRef } from './user-ref.js';

export const GAME_URL_PATH = '/operator/generic/v2/game/url';

/** The Games API body of POST /operator/generic/v2/game/url (the fields of Hub88's own signed example). */
export function gameUrlBody(request: LaunchRequest, operatorId: number) {
  return {
    user: userRef(request.player.id),
    token: request.token,
    platform: request.platform === 2 ? 'GPL_MOBILE' : 'GPL_DESKTOP',
    operator_id: operatorId,
    lobby_url: request.lobbyUrl,
    lang: request.language,
    ip: request.ip,
    game_code: request.game.code,
    currency: request.player.currency,
    // ISO 3166-1 alpha-2; Hub88's example sends XX when it is not known.
    country: /^[A-Z]{2}$/.test(request.player.country) ? request.player.country : 'XX',
  };
}

/** Hub88 (Operator API): launch through its Games API, wallet through our Wallet API endpoints. */
export function createHub88Adapter(env: ProviderEnv): ProviderAdapter {
  const keys = () => hub88Keys(env);
  return {
    key: 'hub88',
    name: GameProvider.Hub88,
    async launch(request: LaunchRequest): Promise<LaunchResult> {
      const body = JSON.stringify(gameUrlBody(request, env.config.HUB88_OPERATOR_ID));
      const url = `${apiBase(env.config.HUB88_API_BASE, 'hub88')}${GAME_URL_PATH}`;
      let response;
      try {
        response = await env.http({
          method: 'POST',
          url,
          headers: { 'content-type': 'application/json', 'x-hub88-signature': signBody(body, keys().operatorPrivate) },
          body,
          timeoutMs: 15_000,
        });
      } catch (err) {
        return { ok: false, detail: `hub88 game/url unreachable: ${(err as Error).message}` };
      }
      if (response.status !== 200) return { ok: false, detail: `hub88 game/url HTTP ${response.status}: ${response.body.slice(0, 300)}` };
      let json: unknown;
      try {
        json = JSON.parse(response.body);
      } catch {
        json = undefined;
      }
      const answer = gameUrlAnswer.safeParse(json);
      return answer.success ? { ok: true, data: answer.data.url } : { ok: false, detail: `hub88 game/url answered without a url: ${response.body.slice(0, 300)}` };
    },
    callbacks: hub88Callbacks(keys),
  };
}
