import type { ProviderEnv } from '../modules/casino/providers/env.js';
import { betcoClient, isRefusal } from '../modules/sports/partners/betco/client.js';
import { BETCO_CODES } from '../modules/sports/partners/betco/schemas.js';
import type { BetAnswer, BookWallet, UserAnswer } from './wallet-port.js';

const LOGGED_OUT: number[] = [BETCO_CODES.INVALID_TOKEN, BETCO_CODES.TOKEN_EXPIRED, BETCO_CODES.NO_ACCESS];

/** The book speaking the generic Betco seamless contract to our backend: kuruş and odds × 1000 as they are. */
export function betcoWallet(env: Pick<ProviderEnv, 'config' | 'shared' | 'http'>): BookWallet {
  const client = betcoClient(env);
  return {
    async user(token): Promise<UserAnswer> {
      try {
        const answer = await client.authenticate(token);
        if (isRefusal(answer)) return { ok: false, code: LOGGED_OUT.includes(answer.code) ? 'not_logged_in' : 'unavailable' };
        return { ok: true, user: { playerRef: answer.userId, balanceMinor: answer.balance } };
      } catch {
        return { ok: false, code: 'unavailable' };
      }
    },
    async bet(bet): Promise<BetAnswer> {
      try {
        const answer = await client.bet({ token: bet.token, userId: bet.playerRef, transactionId: bet.transactionId, amount: bet.stakeMinor, odds: bet.oddsX1000, selections: bet.selections.map((s) => ({ event: s.event, market: s.market, pick: s.pick, odds: s.oddsX1000 })) });
        if (!isRefusal(answer)) return { ok: true, balanceMinor: answer.balance };
        if (LOGGED_OUT.includes(answer.code)) return { ok: false, code: 'not_logged_in' };
        if (answer.code === BETCO_CODES.NOT_ENOUGH_MONEY) return { ok: false, code: 'zero_balance' };
        if (answer.code === BETCO_CODES.INTERNAL_ERROR) return { ok: false, code: 'unavailable' };
        return { ok: false, code: 'refused' };
      } catch {
        return { ok: false, code: 'unavailable' };
      }
    },
    async settle(s): Promise<boolean> {
      try {
        return !isRefusal(await client.settle({ transactionId: s.transactionId, amount: s.amountMinor, result: s.result }));
      } catch {
        return false;
      }
    },
    async rollback(bet): Promise<boolean> {
      try {
        const answer = await client.rollback(bet.transactionId, bet.playerRef);
        return !isRefusal(answer) || answer.code !== BETCO_CODES.INTERNAL_ERROR;
      } catch {
        return false;
      }
    },
  };
}
