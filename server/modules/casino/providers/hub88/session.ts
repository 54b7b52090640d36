import type { CallbackDeps } from '../types.js';
import { gameBalance, resolveGameSession } from '../../wallet/service.js';
import type { GameSessionInfo } from '../../wallet/types.js';
import type { Balances } from '../../../wallet/service.js';
import { hub88Amount } from './money.js';
import { RS, type RsStatus, type WalletResponse } from './schemas.js';
import { userRef } from './user-ref.js';

interface Named {
  user: string;
  request_uuid: string;
  token: string;
  currency?: string;
}

export type Resolved = { ok: true; session: GameSessionInfo } | { ok: false; answer: WalletResponse };

/** An answer naming the session's player, currency and balance (cash + bonus). */
export function answer(status: RsStatus, body: { request_uuid: string }, session: GameSessionInfo, balance: Pick<Balances, 'totalMinor'>): WalletResponse {
  return { user: userRef(session.playerId), status, request_uuid: body.request_uuid, currency: session.currency, balance: hub88Amount(balance.totalMinor) };
}

/** A refusal before we know whose money it is: nothing about any balance is told. */
export const refusal = (status: RsStatus, body: { user?: string; request_uuid?: string }): WalletResponse => ({
  user: body.user,
  status,
  request_uuid: body.request_uuid,
});

export async function refusalWithBalance(deps: CallbackDeps, status: RsStatus, body: { request_uuid: string }, session: GameSessionInfo) {
  return answer(status, body, session, await gameBalance(deps.db.kysely, session.playerId));
}

/**
 * The game session behind the token, checked against the `user` and `currency` Hub88 names. An expired token still
 * resolves: only bets refuse it (wins and rollbacks may come long after the bet).
 */
export async function resolveSession(deps: CallbackDeps, body: Named): Promise<Resolved> {
  const session = await resolveGameSession(deps.db.kysely, 'hub88', body.token, deps.now());
  if (!session || userRef(session.playerId) !== body.user) return { ok: false, answer: refusal(RS.INVALID_TOKEN, body) };
  if (body.currency !== undefined && body.currency !== session.currency) {
    return { ok: false, answer: await refusalWithBalance(deps, RS.WRONG_CURRENCY, body, session) };
  }
  return { ok: true, session };
}
