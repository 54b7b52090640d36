import { resolveGameSession } from '../../wallet/service.js';
import type { GameSessionInfo } from '../../wallet/types.js';
import type { CallbackDeps } from '../types.js';
import { playerLogin } from './credentials.js';
import { ONEWALLET_ERROR, type OneWalletAnswer } from './schemas.js';

/**
 * The game session a call names by its i_extparam (our launch token), and the checks that it is the same player
 * (`userid` is the Fundist login we launched with) in the same currency. An expired session still resolves: the
 * caller decides (a bet is refused, a win or a rollback is paid).
 */
export async function sessionOf(
  deps: CallbackDeps,
  call: { i_extparam: string; userid: string; currency: string },
): Promise<{ session: GameSessionInfo } | { refusal: OneWalletAnswer }> {
  const session = await resolveGameSession(deps.db.kysely, 'softgamings', call.i_extparam, deps.now());
  if (!session) return { refusal: { error: ONEWALLET_ERROR.session } };
  if (call.userid !== playerLogin(session.playerId)) return { refusal: { error: ONEWALLET_ERROR.user } };
  if (call.currency.toUpperCase() !== session.currency.toUpperCase()) return { refusal: { error: ONEWALLET_ERROR.currency } };
  return { session };
}
