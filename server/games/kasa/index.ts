import type { ProviderEnv } from '../../modules/casino/providers/env.js';
import { kasaSecret } from '../../modules/casino/providers/kasa/signature.js';
import { registerGameServer } from '../game-server/index.js';
import type { GameSide } from '../index.js';
import { kasaLaunchRoutes } from './launch.js';
import { kasaWallet } from './wallet.js';

/**
 * Kasa Games, our own provably fair games: its launch API (`/games-api/kasa/launch`) and its game server
 * (`/games/kasa/...`), which reaches our wallet only through the signed Kasa callbacks. Always on: there is no
 * outside provider to point at.
 */
export const kasaSide: GameSide = {
  key: 'kasa',
  enabled: () => true,
  async register(app, env: ProviderEnv) {
    const secret = kasaSecret(env);
    await kasaLaunchRoutes(app, env, secret);
    await registerGameServer(app, { provider: 'kasa', wallet: kasaWallet(env, secret), env });
  },
};
