import { createHash } from 'node:crypto';
import type { ProviderEnv } from '../../../modules/casino/providers/env.js';
import { softgamingsKeys } from '../../../modules/casino/providers/softgamings/credentials.js';
import { signed, verifyOneWalletHmac, type WireMessage } from '../../../modules/casino/providers/softgamings/hmac.js';
import { fromMinor, toMinor } from '../../../modules/casino/providers/softgamings/money.js';
import { ONEWALLET_ERROR, oneWalletAnswer } from '../../../modules/casino/providers/softgamings/schemas.js';
import type { GsSession, WalletAnswer, WalletPort } from '../../game-server/index.js';

/** Where Fundist posts OneWallet calls: the callback URL the operator registered (ours, on this server). */
const WALLET_URL = '/api/providers/softgamings';

type Refusal = Extract<WalletAnswer, { ok: false }>['error'];
const REFUSALS: Partial<Record<string, Refusal>> = {
  [ONEWALLET_ERROR.funds]: 'insufficient_funds',
  [ONEWALLET_ERROR.blocked]: 'blocked',
  [ONEWALLET_ERROR.limit]: 'limit_reached',
  [ONEWALLET_ERROR.expired]: 'expired',
};

/** Fundist ids are alphanumeric, at most 32 characters: the game server's ids become one, the same on every retry. */
export const fundistId = (id: string) => (/^[A-Za-z0-9]{1,32}$/.test(id) ? id : createHash('sha256').update(`softgamings:${id}`).digest('hex').slice(0, 32));

/**
 * The SoftGamings side of the wallet: each game-server call becomes a signed OneWallet call, as Fundist sends them
 * (debit for the bet, credit for the win closing the round, and a credit with i_rollback naming the debit to undo
 * it). An answer whose hmac does not verify is treated as no answer.
 */
export function softgamingsWalletPort(env: ProviderEnv): WalletPort {
  const { hmacSecret } = softgamingsKeys(env);
  const systems = new Map<string, string>();

  // i_gamedesc, "{SystemID}:{GameType}": the catalogue does not change while the process runs.
  async function gameDesc(gameCode: string): Promise<string> {
    let desc = systems.get(gameCode);
    if (!desc) {
      const game = await env.db.kysely.selectFrom('games').select(['system', 'engine']).where('game_code', '=', gameCode).executeTakeFirst();
      desc = `${game?.system ?? '0'}:${game?.engine ?? 'slot'}`;
      systems.set(gameCode, desc);
    }
    return desc;
  }

  async function call(message: WireMessage): Promise<WalletAnswer> {
    const body = JSON.stringify(signed(message, hmacSecret));
    let response;
    try {
      response = await env.http({ method: 'POST', url: WALLET_URL, headers: { 'content-type': 'application/json' }, body, timeoutMs: 10_000 });
    } catch {
      return { ok: false, error: 'unavailable' };
    }
    if (response.status >= 500) return { ok: false, error: 'unavailable' };
    let parsed;
    try {
      parsed = oneWalletAnswer.safeParse(JSON.parse(response.body));
    } catch {
      return { ok: false, error: 'unavailable' };
    }
    if (!parsed.success || !verifyOneWalletHmac(parsed.data, hmacSecret)) return { ok: false, error: 'unavailable' };
    const balanceMinor = parsed.data.balance === undefined ? undefined : (toMinor(parsed.data.balance) ?? undefined);
    if (parsed.data.status === 'OK' && balanceMinor !== undefined) return { ok: true, balanceMinor };
    return { ok: false, error: REFUSALS[parsed.data.error ?? ''] ?? 'rejected', ...(balanceMinor === undefined ? {} : { balanceMinor }) };
  }

  const who = async (session: GsSession) => ({
    userid: session.playerRef,
    currency: session.currency,
    i_extparam: session.operatorToken,
    i_gamedesc: await gameDesc(session.gameCode),
  });

  const transfer = async (session: GsSession, type: 'debit' | 'credit', fields: { roundId: string; tid: string; amountMinor: number } & WireMessage) => {
    const { roundId, tid, amountMinor, ...rest } = fields;
    return call({ type, tid, ...(await who(session)), amount: fromMinor(amountMinor), i_gameid: fundistId(roundId), i_actionid: tid, ...rest });
  };

  return {
    balance: async (session) => call({ type: 'balance', ...(await who(session)) }),

    bet: (session, { roundId, transactionId, amountMinor }) =>
      transfer(session, 'debit', { roundId, tid: fundistId(transactionId), amountMinor, round_start: true }),

    win: (session, { roundId, transactionId, amountMinor }) =>
      transfer(session, 'credit', { roundId, tid: fundistId(transactionId), amountMinor, round_ended: true }),

    async rollback(session, { roundId, transactionId, betTransactionId }) {
      // A Fundist rollback repeats the amount of what it undoes: the bet of this round, as the game server kept it.
      const round = await env.db.kysely
        .selectFrom('gs_rounds')
        .select('bet_minor')
        .where('provider', '=', 'softgamings')
        .where('public_id', '=', roundId)
        .executeTakeFirst();
      if (!round) return { ok: false, error: 'rejected' };
      return transfer(session, 'credit', {
        roundId,
        tid: fundistId(transactionId),
        amountMinor: Number(round.bet_minor),
        i_rollback: fundistId(betTransactionId),
        round_ended: true,
      });
    },
  };
}
