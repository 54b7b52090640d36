import { GameProvider } from '../../../../../contracts/enums.js';
import type { ProviderEnv } from '../env.js';
import type { LaunchRequest, LaunchResult, ProviderAdapter } from '../types.js';
import { kasaCallbacks } from './callbacks.js';
import { launchAnswer, type LaunchRequestBody } from './contract.js';
import { kasaSecret, signedHeaders } from './signature.js';

/** Where our own game side answers launches (server/games/kasa): on this server, reached over HTTP like any provider. */
export const KASA_LAUNCH_PATH = '/games-api/kasa/launch';

/** Kasa Games, our provably fair originals, integrated exactly like an external provider (docs/providers/kasa.md). */
export function kasaAdapter(env: ProviderEnv): ProviderAdapter {
  const secret = kasaSecret(env);
  return {
    key: 'kasa',
    name: GameProvider.KasaGames,
    async launch(request: LaunchRequest): Promise<LaunchResult> {
      const payload: LaunchRequestBody = {
        token: request.token,
        playerId: String(request.player.id),
        gameCode: request.game.code,
        currency: request.player.currency,
        language: request.language,
        platform: request.platform,
        lobbyUrl: request.lobbyUrl,
      };
      const body = JSON.stringify(payload);
      try {
        const response = await env.http({ method: 'POST', url: KASA_LAUNCH_PATH, headers: signedHeaders(secret, body, env.now()), body, timeoutMs: 10_000 });
        const answer = response.status === 200 ? launchAnswer.safeParse(JSON.parse(response.body)) : null;
        if (answer?.success) return { ok: true, data: answer.data.url };
        return { ok: false, detail: `kasa launch answered ${response.status}: ${response.body.slice(0, 200)}` };
      } catch (error) {
        return { ok: false, detail: `kasa launch failed: ${String(error)}` };
      }
    },
    callbacks: (app, deps) => kasaCallbacks(app, deps, secret),
  };
}
