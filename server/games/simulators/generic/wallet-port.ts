import type { ProviderEnv } from '../../../modules/casino/providers/env.js';
import { statusOfAnswer } from '../../../modules/casino/providers/generic/answers.js';
import { writeCall } from '../../../modules/casino/providers/generic/calls.js';
import type { Fields, WalletCall, WalletMapping } from '../../../modules/casino/providers/generic/mapping.js';
import { outgoing } from '../../../modules/casino/providers/generic/transport.js';
import type { GsSession, WalletAnswer, WalletPort } from '../../game-server/index.js';

/** An operator's answer as the provider understands it. */
export function walletAnswerOf(mapping: WalletMapping, fields: Fields): WalletAnswer {
  const status = statusOfAnswer(mapping, fields);
  const balanceMinor = mapping.money.toMinor(fields[mapping.answers.balance]) ?? undefined;
  switch (status) {
    case 'ok':
    case 'replayed':
    // A rollback of what never arrived is settled for good: nothing to reverse, and the late bet will be refused.
    case 'target_not_found':
      return balanceMinor === undefined ? { ok: false, error: 'rejected' } : { ok: true, balanceMinor };
    case 'insufficient_funds':
      return { ok: false, error: 'insufficient_funds', balanceMinor };
    case 'player_blocked':
      return { ok: false, error: 'blocked', balanceMinor };
    case 'limit_reached':
      return { ok: false, error: 'limit_reached', balanceMinor };
    case 'token_expired':
      return { ok: false, error: 'expired', balanceMinor };
    case 'internal_error':
      return { ok: false, error: 'unavailable' };
    default:
      return { ok: false, error: 'rejected', balanceMinor };
  }
}

/** One wallet call of this contract, sent the way the provider sends it. */
export async function sendWalletCall(mapping: WalletMapping, env: Pick<ProviderEnv, 'http' | 'now'>, secret: string, call: WalletCall): Promise<WalletAnswer> {
  const { route, fields } = writeCall(mapping, call);
  const { body, headers } = outgoing(mapping, secret, env.now(), fields, route.root);
  try {
    const response = await env.http({ method: 'POST', url: `/api/providers/${mapping.key}${route.path}`, headers, body, timeoutMs: 10_000 });
    if (response.status >= 500) return { ok: false, error: 'unavailable' };
    const answer = mapping.codec.decode(response.body);
    return answer ? walletAnswerOf(mapping, answer) : { ok: false, error: 'rejected' };
  } catch {
    return { ok: false, error: 'unavailable' };
  }
}

/** The game server's way to our wallet: every call over HTTP, in this provider's protocol. */
export function contractWalletPort(mapping: WalletMapping, env: Pick<ProviderEnv, 'http' | 'now'>, secret: () => string): WalletPort {
  const send = (call: WalletCall) => sendWalletCall(mapping, env, secret(), call);
  const of = (s: GsSession) => ({ token: s.operatorToken, playerRef: s.playerRef, gameCode: s.gameCode, currency: s.currency });
  return {
    balance: (s) => send({ op: 'balance', ...of(s) }),
    bet: (s, c) => send({ op: 'bet', ...of(s), roundRef: c.roundId, transactionRef: c.transactionId, amountMinor: c.amountMinor }),
    win: (s, c) =>
      send({ op: 'win', ...of(s), roundRef: c.roundId, transactionRef: c.transactionId, amountMinor: c.amountMinor, betRef: c.betTransactionId, closeRound: true }),
    rollback: (s, c) => send({ op: 'rollback', ...of(s), roundRef: c.roundId, transactionRef: c.transactionId, targetRef: c.betTransactionId }),
  };
}
