import type { Selection } from '../modules/sports/wallet/types.js';

export type PartnerKey = 'betsy' | 'betco';

export interface BookUser {
  playerRef: string;
  balanceMinor: number;
}

/** `unavailable`: the partner did not give an answer we can act on (network, 5xx): try again later. */
export type UserAnswer = { ok: true; user: BookUser } | { ok: false; code: 'not_logged_in' | 'unavailable' };
export type BetAnswer = { ok: true; balanceMinor: number | null } | { ok: false; code: 'not_logged_in' | 'zero_balance' | 'refused' | 'unavailable' };

export type SettleResult = 'won' | 'lost' | 'refunded' | 'cashed_out';

export interface WalletBet {
  token: string;
  playerRef: string;
  transactionId: string;
  stakeMinor: number;
  oddsX1000: number;
  selections: Selection[];
}

export interface WalletSettlement {
  token: string;
  playerRef: string;
  transactionId: string;
  /** What the bet pays in all. */
  amountMinor: number;
  result: SettleResult;
}

/** The operator's wallet as the book reaches it: over HTTP, in the partner's protocol (Betsy's or Betco's). */
export interface BookWallet {
  user(token: string): Promise<UserAnswer>;
  bet(bet: WalletBet): Promise<BetAnswer>;
  /** True once the operator acknowledged the settlement (a repeat is acknowledged too). */
  settle(settlement: WalletSettlement): Promise<boolean>;
  /**
   * The book could not take a bet after all (its debit got no usable answer): the operator returns the stake if it
   * took it, and refuses the bet if it arrives late. True once acknowledged.
   */
  rollback(bet: WalletBet): Promise<boolean>;
}
