import type { WalletMapping } from '../../../modules/casino/providers/generic/mapping.js';
import { contractSecret, isConfigured } from '../../../modules/casino/providers/generic/transport.js';
import { registerGameServer } from '../../game-server/index.js';
import type { GameSide } from '../../index.js';
import { registerLaunchEndpoint } from './launch-endpoint.js';
import { contractWalletPort } from './wallet-port.js';

/**
 * The local stand-in for a provider with a generic contract, on while its API base is not configured: its launch
 * API under /sim/<key>, and a game server under /games/<key> that settles every round through our wallet callbacks
 * in that provider's protocol (same mapping, same secret as our adapter).
 */
export function genericSimulator(mapping: WalletMapping): GameSide {
  return {
    key: mapping.key,
    enabled: (env) => !isConfigured(env, mapping),
    async register(app, env) {
      const secret = () => contractSecret(env, mapping);
      await registerLaunchEndpoint(app, mapping, env, secret);
      await registerGameServer(app, { provider: mapping.key, wallet: contractWalletPort(mapping, env, secret), env });
    },
  };
}
