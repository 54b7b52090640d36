import { GameProvider } from '../../../../../contracts/enums.js';
import type { ProviderEnv } from '../env.js';
import type { ProviderAdapter } from '../types.js';
import { softgamingsCallbacks } from './callbacks.js';
import { softgamingsKeys } from './credentials.js';
import { launchSoftgamings } from './launch.js';

/**
 * SoftGamings (Fundist): launch by `User/AuthHTML` (an HTML string the site frames), money by the OneWallet
 * callbacks at /api/providers/softgamings. docs/providers/softgamings.md says what is known and what is assumed.
 */
export function softgamingsAdapter(env: ProviderEnv): ProviderAdapter {
  const keys = softgamingsKeys(env);
  return {
    key: 'softgamings',
    name: GameProvider.SoftGamings,
    launch: (request) => launchSoftgamings(env, keys, request),
    callbacks: (app, deps) => softgamingsCallbacks(app, deps, keys),
  };
}
