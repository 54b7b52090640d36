import type { ProviderEnv } from '../modules/casino/providers/env.js';
import { betsyClient } from '../modules/sports/partners/betsy/client.js';
import { kurusOf, unitsOf } from '../modules/sports/partners/betsy/mapping.js';
import { BETSY } from '../modules/sports/partners/betsy/schemas.js';
import type { BetAnswer, BookWallet, SettleResult, UserAnswer } from './wallet-port.js';

const RESULT_TYPE: Record<SettleResult, 'win' | 'lose' | 'refund' | 'cashout'> = { won: 'win', lost: 'lose', refunded: 'refund', cashed_out: 'cashout' };

/** The book speaking Betsy's partner API to our backend: amounts in currency units, coefficients as decimals. */
export function betsyWallet(env: Pick<ProviderEnv, 'config' | 'shared' | 'http'>): BookWallet {
  const client = betsyClient(env);
  return {
    async user(token): Promise<UserAnswer> {
      try {
        const profile = await client.profile(token);
        if (profile.error) return { ok: false, code: profile.error.code === BETSY.SYSTEM ? 'unavailable' : 'not_logged_in' };
        if (!profile.data) return { ok: false, code: 'unavailable' };
        const balance = await client.balance(token, profile.data.userId);
        if (!balance.data) return { ok: false, code: balance.error && balance.error.code !== BETSY.SYSTEM ? 'not_logged_in' : 'unavailable' };
        return { ok: true, user: { playerRef: profile.data.userId, balanceMinor: kurusOf(balance.data.amount) ?? Math.round(balance.data.amount * 100) } };
      } catch {
        return { ok: false, code: 'unavailable' };
      }
    },
    async bet(bet): Promise<BetAnswer> {
      try {
        const answer = await client.placeBet({
          token: bet.token, transactionId: bet.transactionId, userId: bet.playerRef, amount: unitsOf(bet.stakeMinor), coefficient: bet.oddsX1000 / 1000,
          selections: bet.selections.map((s) => ({ event: s.event, market: s.market, outcome: s.pick, coefficient: s.oddsX1000 / 1000 })),
        });
        if (answer.data) return { ok: true, balanceMinor: kurusOf(answer.data.amount) };
        const code = answer.error?.code;
        if (code === BETSY.INVALID_TOKEN || code === BETSY.TOKEN_EXPIRED) return { ok: false, code: 'not_logged_in' };
        if (code === BETSY.NOT_ENOUGH_MONEY) return { ok: false, code: 'zero_balance' };
        if (code === undefined || code === BETSY.SYSTEM) return { ok: false, code: 'unavailable' };
        return { ok: false, code: 'refused' };
      } catch {
        return { ok: false, code: 'unavailable' };
      }
    },
    async settle(s): Promise<boolean> {
      try {
        const answer = await client.settle({
          transactionId: s.transactionId, userId: s.playerRef, amount: unitsOf(s.amountMinor), resultType: RESULT_TYPE[s.result],
          ...(s.result === 'cashed_out' ? { token: s.token } : {}),
        });
        return answer.status === 200;
      } catch {
        return false;
      }
    },
    async rollback(bet): Promise<boolean> {
      try {
        // errorCode 10: "request timeout on partner system", Betsy's reason when our answer never came.
        const answer = await client.rollback({ token: bet.token, transactionId: bet.transactionId, userId: bet.playerRef, amount: unitsOf(bet.stakeMinor), errorCode: 10 });
        // Any answer but a system error is final: done, or refused for good (nothing of ours to undo).
        return answer.status === 200 || (answer.status === 400 && answer.error?.code !== BETSY.SYSTEM);
      } catch {
        return false;
      }
    },
  };
}
