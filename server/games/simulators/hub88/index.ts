import type { GameSide } from '../../index.js';
import { registerGameServer } from '../../game-server/index.js';
import { registerLaunchApi } from './launch-api.js';
import { hub88WalletPort } from './wallet-port.js';

/**
 * The local stand-in of Hub88, on while HUB88_API_BASE is unset: its Games API launch call, and a game server that
 * plays the catalogue's Hub88 games and calls our wallet in Hub88's Wallet API protocol.
 */
export const hub88Side: GameSide = {
  key: 'hub88',
  enabled: (env) => !env.config.HUB88_API_BASE,
  async register(app, env) {
    await registerLaunchApi(app, env);
    await registerGameServer(app, { provider: 'hub88', wallet: hub88WalletPort(env), env });
  },
};
