import type { ProviderEnv } from '../../modules/casino/providers/env.js';
import { KASA_ERRORS, walletAnswer } from '../../modules/casino/providers/kasa/contract.js';
import { signedHeaders } from '../../modules/casino/providers/kasa/signature.js';
import type { GsSession, WalletAnswer, WalletPort } from '../game-server/wallet-port.js';

/**
 * Our own games' wallet calls: the operator's Kasa Games callbacks over HTTP, each signed, exactly as an external
 * provider sends them (docs/providers/kasa.md). No answer, or a 5xx, is `unavailable`: the game server retries.
 */
export function kasaWallet(env: ProviderEnv, secret: string): WalletPort {
  const call = async (action: 'balance' | 'bet' | 'win' | 'rollback', session: GsSession, fields: object): Promise<WalletAnswer> => {
    const body = JSON.stringify({ token: session.operatorToken, playerId: session.playerRef, ...fields });
    let status: number;
    let text: string;
    try {
      const response = await env.http({ method: 'POST', url: `/api/providers/kasa/${action}`, headers: signedHeaders(secret, body, env.now()), body, timeoutMs: 5_000 });
      ({ status, body: text } = response);
    } catch (error) {
      env.log.warn({ err: error, action }, 'kasa wallet call got no answer');
      return { ok: false, error: 'unavailable' };
    }
    if (status >= 500) return { ok: false, error: 'unavailable' };
    let parsed: ReturnType<typeof walletAnswer.safeParse> | null = null;
    try {
      parsed = walletAnswer.safeParse(JSON.parse(text));
    } catch {
      parsed = null;
    }
    if (!parsed?.success) return { ok: false, error: status === 200 ? 'unavailable' : 'rejected' };
    const { status: outcome, balanceMinor } = parsed.data;
    if (status === 200 && outcome === 'ok' && balanceMinor !== undefined) return { ok: true, balanceMinor };
    const refusal = { ...(balanceMinor === undefined ? {} : { balanceMinor }) };
    if (outcome === 'insufficient_funds' && status === KASA_ERRORS.insufficient_funds) return { ok: false, error: 'insufficient_funds', ...refusal };
    if (outcome === 'player_blocked') return { ok: false, error: 'blocked', ...refusal };
    if (outcome === 'limit_reached') return { ok: false, error: 'limit_reached', ...refusal };
    if (outcome === 'token_expired') return { ok: false, error: 'expired', ...refusal };
    return { ok: false, error: 'rejected', ...refusal };
  };

  return {
    balance: (session) => call('balance', session, {}),
    bet: (session, c) => call('bet', session, { roundId: c.roundId, transactionId: c.transactionId, amountMinor: c.amountMinor, ...(c.detail ? { detail: c.detail } : {}) }),
    win: (session, c) =>
      call('win', session, { roundId: c.roundId, transactionId: c.transactionId, betTransactionId: c.betTransactionId, amountMinor: c.amountMinor, ...(c.detail ? { detail: c.detail } : {}) }),
    rollback: (session, c) => call('rollback', session, { roundId: c.roundId, transactionId: c.transactionId, targetTransactionId: c.betTransactionId }),
  };
}
