import type { CallbackDeps } from '../types.js';
import { gameBalance } from '../../wallet/service.js';
import { hub88Amount, WALLET_CURRENCY } from './money.js';
import { RS, type BalanceRequest, type UserInfoRequest, type WalletResponse } from './schemas.js';
import { answer, refusal, resolveSession } from './session.js';
import { playerIdOf } from './user-ref.js';

async function playerOf(deps: CallbackDeps, user: string) {
  const playerId = playerIdOf(user);
  if (playerId === null) return undefined;
  return deps.db.kysely.selectFrom('players').select(['id', 'birth_date', 'created_at']).where('id', '=', playerId).executeTakeFirst();
}

/** POST /user/info: what we tell about a player (no personal data beyond dates). */
export async function userInfo(deps: CallbackDeps, body: UserInfoRequest): Promise<WalletResponse & { registration_date?: string; birth_date?: string }> {
  const player = await playerOf(deps, body.user);
  if (!player) return refusal(RS.UNKNOWN, body);
  return {
    user: body.user,
    status: RS.OK,
    request_uuid: body.request_uuid,
    registration_date: player.created_at.slice(0, 10),
    ...(player.birth_date ? { birth_date: player.birth_date } : {}),
  };
}

/** POST /user/balance: the balance behind the session's token (an expired token still reads it), else behind `user`. */
export async function userBalance(deps: CallbackDeps, body: BalanceRequest): Promise<WalletResponse> {
  if (body.token !== undefined) {
    const resolved = await resolveSession(deps, { ...body, token: body.token });
    if (!resolved.ok) return resolved.answer;
    return answer(RS.OK, body, resolved.session, await gameBalance(deps.db.kysely, resolved.session.playerId));
  }
  const player = await playerOf(deps, body.user);
  if (!player) return refusal(RS.INVALID_TOKEN, body);
  const balance = await gameBalance(deps.db.kysely, player.id);
  return { user: body.user, status: RS.OK, request_uuid: body.request_uuid, currency: WALLET_CURRENCY, balance: hub88Amount(balance.totalMinor) };
}
