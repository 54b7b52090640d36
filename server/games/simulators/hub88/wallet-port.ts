import * as z from 'zod';
import type { ProviderEnv } from '../../../modules/casino/providers/env.js';
import { hub88Keys } from '../../../modules/casino/providers/hub88/keys.js';
import { hub88Amount, HUB88_PER_KURUS } from '../../../modules/casino/providers/hub88/money.js';
import { RS } from '../../../modules/casino/providers/hub88/schemas.js';
import { signBody } from '../../../modules/casino/providers/hub88/signature.js';
import type { GsSession, WalletAnswer, WalletPort } from '../../game-server/index.js';
import { newRequestUuid, uuidOf } from './ids.js';

/** Where Hub88 sends the Operator's Wallet API calls: our callbacks on this server. */
const WALLET_BASE = '/api/providers/hub88';

const walletAnswer = z.looseObject({ status: z.string(), balance: z.number().int().optional() });

const REFUSALS: Partial<Record<string, Extract<WalletAnswer, { ok: false }>['error']>> = {
  [RS.NOT_ENOUGH_MONEY]: 'insufficient_funds',
  [RS.USER_DISABLED]: 'blocked',
  [RS.LIMIT_REACHED]: 'limit_reached',
  [RS.TOKEN_EXPIRED]: 'expired',
};

const minorOf = (balance: number | undefined) => (balance === undefined ? undefined : Math.floor(balance / HUB88_PER_KURUS));

/**
 * The Hub88 side of the wallet: each game-server call becomes a signed Wallet API request, as Hub88 sends them to an
 * Operator (UUID transaction ids, the game round, round_closed on the win, reference_transaction_uuid on win and
 * rollback). A bet refused with anything but "not enough money" is rolled back at once, as Hub88's retry policy does.
 */
export function hub88WalletPort(env: ProviderEnv): WalletPort {
  async function call(path: string, body: Record<string, unknown>): Promise<WalletAnswer> {
    const hub88Private = hub88Keys(env).hub88Private;
    // A real Hub88 public key is configured: only the real Hub88 can sign what our adapter will accept.
    if (!hub88Private) return { ok: false, error: 'rejected' };
    const text = JSON.stringify(body);
    let response;
    try {
      response = await env.http({
        method: 'POST',
        url: `${WALLET_BASE}${path}`,
        headers: { 'content-type': 'application/json', 'x-hub88-signature': signBody(text, hub88Private) },
        body: text,
        timeoutMs: 10_000,
      });
    } catch {
      return { ok: false, error: 'unavailable' };
    }
    if (response.status >= 500) return { ok: false, error: 'unavailable' };
    let parsed;
    try {
      parsed = walletAnswer.safeParse(JSON.parse(response.body));
    } catch {
      return { ok: false, error: 'rejected' };
    }
    if (!parsed.success) return { ok: false, error: 'rejected' };
    const balanceMinor = minorOf(parsed.data.balance);
    if (parsed.data.status === RS.OK && balanceMinor !== undefined) return { ok: true, balanceMinor };
    return { ok: false, error: REFUSALS[parsed.data.status] ?? 'rejected', balanceMinor };
  }

  const common = (session: GsSession, roundId: string) => ({
    user: session.playerRef,
    token: session.operatorToken,
    round: roundId,
    game_code: session.gameCode,
  });

  const rollback: WalletPort['rollback'] = (session, { roundId, transactionId, betTransactionId }) =>
    call('/transaction/rollback', {
      ...common(session, roundId),
      transaction_uuid: uuidOf(transactionId),
      supplier_transaction_id: transactionId,
      reference_transaction_uuid: uuidOf(betTransactionId),
      round_closed: true,
      request_uuid: uuidOf(`request:${transactionId}`),
    });

  return {
    balance: (session) => call('/user/balance', { user: session.playerRef, token: session.operatorToken, game_code: session.gameCode, request_uuid: newRequestUuid() }),

    async bet(session, { roundId, transactionId, amountMinor }) {
      const answer = await call('/transaction/bet', {
        ...common(session, roundId),
        transaction_uuid: uuidOf(transactionId),
        supplier_transaction_id: transactionId,
        round_closed: false,
        request_uuid: uuidOf(`request:${transactionId}`),
        is_free: false,
        bet: null,
        currency: session.currency,
        amount: hub88Amount(amountMinor),
      });
      if (!answer.ok && answer.error !== 'insufficient_funds' && answer.error !== 'unavailable') {
        await rollback(session, { roundId, transactionId: `rollback:${transactionId}`, betTransactionId: transactionId });
      }
      return answer;
    },

    win: (session, { roundId, transactionId, betTransactionId, amountMinor }) =>
      call('/transaction/win', {
        ...common(session, roundId),
        transaction_uuid: uuidOf(transactionId),
        supplier_transaction_id: transactionId,
        reference_transaction_uuid: uuidOf(betTransactionId),
        round_closed: true,
        request_uuid: uuidOf(`request:${transactionId}`),
        is_free: false,
        bet: null,
        currency: session.currency,
        amount: hub88Amount(amountMinor),
      }),

    rollback,
  };
}
