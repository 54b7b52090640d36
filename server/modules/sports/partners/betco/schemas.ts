import * as z from 'zod';

/**
 * Betco's seamless wallet, as a generic contract (BetConstruct's external-wallet API is not public; see
 * docs/sports/betco.md). Every call is a signed JSON POST under /api/sports/betco; amounts are integer kuruş, odds
 * × 1000. A real contract replaces this file and the mapping in wallet.ts, nothing else.
 */
export const BETCO_CODES = {
  OK: 0,
  INVALID_SIGNATURE: 1,
  INVALID_REQUEST: 2,
  INVALID_TOKEN: 3,
  TOKEN_EXPIRED: 4,
  NO_ACCESS: 5,
  PLAYER_BLOCKED: 6,
  NOT_ENOUGH_MONEY: 7,
  TRANSACTION_NOT_FOUND: 8,
  DUPLICATE_TRANSACTION: 9,
  WRONG_CURRENCY: 10,
  INTERNAL_ERROR: 99,
} as const;
export type BetcoCode = (typeof BETCO_CODES)[keyof typeof BETCO_CODES];

export const BETCO_CURRENCY = 'TRY';

const token = z.string().min(1).max(255);
const transactionId = z.string().min(1).max(128);
const odds = z.number().int().min(1001).max(1_000_000);
/**
 * The partner's id of this call, new for each call and the same on its retries: a repeat is answered as before, the
 * same id with another body is refused, and a settlement older than the bet's latest is refused (docs/sports/betco.md).
 */
const requestId = z.string().min(1).max(64);

export const authenticateRequest = z.looseObject({ token });
export const balanceRequest = z.looseObject({ token });

export const betRequest = z.looseObject({
  token,
  requestId,
  /** The user_id the frame was opened with: must be the token's player. */
  userId: z.string().min(1).max(64),
  transactionId,
  amount: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
  currency: z.string().min(3).max(8),
  /** The bet's total odds × 1000. */
  odds,
  selections: z.array(z.object({ event: z.string().min(1).max(200), market: z.string().min(1).max(100), pick: z.string().min(1).max(100), odds })).min(1).max(30),
});

export const settleResult = z.enum(['won', 'lost', 'refunded', 'cashed_out']);
export const settleRequest = z
  .looseObject({
    transactionId,
    requestId,
    /** What the bet pays in all as of now; a second settlement of the same id names the new total. */
    amount: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER),
    result: settleResult,
  })
  .refine((s) => s.result !== 'lost' || s.amount === 0, { message: 'a lost bet pays 0', path: ['amount'] });

/** Takes the bet back: the stake returns (a settlement to "refunded" for the stake). */
/** The bet's player is named so that a rollback arriving before its bet (or instead of it) can be kept against it. */
export const rollbackRequest = z.looseObject({ transactionId, requestId, userId: z.string().min(1).max(64) });

export type BetRequest = z.infer<typeof betRequest>;
export type SettleRequest = z.infer<typeof settleRequest>;
export type SettleResult = z.infer<typeof settleResult>;

/** Balances: `balance` is what can be staked (cash + bonus), `bonusBalance` the bonus part of it. */
export interface BetcoUser {
  userId: string;
  nickname: string;
  currency: string;
  balance: number;
  bonusBalance: number;
}
export type AuthenticateAnswer = { code: 0 } & BetcoUser;
export type BalanceAnswer = { code: 0 } & BetcoUser;
export interface BetAnswer {
  code: 0;
  transactionId: string;
  /** Our id of the bet, for reconciliation. */
  operatorTransactionId: string;
  balance: number;
}
export interface SettleAnswer {
  code: 0;
  transactionId: string;
  balance: number;
}
export interface Refusal {
  code: Exclude<BetcoCode, 0>;
  message: string;
  balance?: number;
}
