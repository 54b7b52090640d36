import type { LaunchCall, LaunchProvider } from '../../../../machines/game-launch-calls';
import { ApiError } from '../../../api/client';
import { api, runtime } from '../../../app/services';
import { translatorFor } from '../../../i18n/runtime';

/** product §7 game launch calls, and ours for Kasa Games. */
const LAUNCH_PATHS: Record<LaunchProvider, string> = {
  digitain: 'casino/dtlaunchurl',
  everymatrix: 'casino/emlaunchurl',
  amusnet: 'casino/amusnetlaunchurl',
  egt: 'casino/egtlaunchurl',
  hub88: 'casino/hub88launchurl',
  softgamings: 'casino/softgamingslaunchurl',
  kasa: 'casino/kasalaunchurl',
};

const absolute = (path: string) => new URL(path, globalThis.location?.origin ?? 'http://localhost').href;

/** POST casino/<provider>launchurl: data is the frame's address, or SoftGamings' HTML. */
export async function launchGame(call: LaunchCall, signal?: AbortSignal): Promise<string> {
  // Providers send the player back to the lobby by a full address.
  const body = 'lobbyUrl' in call.body ? { ...call.body, lobbyUrl: absolute(call.body.lobbyUrl) } : call.body;
  const answer = await api.post<unknown>(LAUNCH_PATHS[call.provider], body, { signal });
  if (typeof answer.data !== 'string' || answer.data.trim() === '') {
    throw new ApiError(answer.message || translatorFor(runtime.locale)('errors.network'), 200);
  }
  return answer.data;
}
