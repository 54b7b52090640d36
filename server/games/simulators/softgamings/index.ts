import type { GameSide } from '../../index.js';
import { registerGameServer } from '../../game-server/index.js';
import { registerLaunchApi } from './launch-api.js';
import { softgamingsWalletPort } from './wallet-port.js';

/**
 * The local stand-in of SoftGamings (Fundist), on while SOFTGAMINGS_API_BASE is unset: its `User/AuthHTML` launch,
 * and a game server that plays the catalogue's SoftGamings games and calls our wallet in the OneWallet protocol.
 */
export const softgamingsSide: GameSide = {
  key: 'softgamings',
  enabled: (env) => !env.config.SOFTGAMINGS_API_BASE,
  async register(app, env) {
    await registerLaunchApi(app, env);
    await registerGameServer(app, { provider: 'softgamings', wallet: softgamingsWalletPort(env), env });
  },
};
