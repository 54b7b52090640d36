import * as z from 'zod';

/** Betsy's error codes (reference/error-codes): always HTTP 400 with `{code, message}`; Betsy reads only the code. */
export const BETSY = {
  INVALID_SIGNATURE: 1,
  INVALID_TOKEN: 3,
  TOKEN_EXPIRED: 4,
  VALIDATION: 5,
  NOT_ENOUGH_MONEY: 7,
  ALREADY_PROCESSED: 8,
  USER_BLOCKED: 9,
  RESETTLE_BLOCKED_BALANCE: 21,
  SYSTEM: 100,
} as const;
export type BetsyCode = (typeof BETSY)[keyof typeof BETSY];

export interface BetsyError {
  code: BetsyCode;
  message: string;
}

const token = z.string().min(10).max(64);
const id = z.string().min(1).max(64);
const requestId = z.string().min(1).max(64);
const currency = z.string().min(3).max(5);
/** Currency units with a dot separator (12.12), as Betsy sends them. */
const amount = z.number().min(0).max(1e12);

// Betsy adds fields over time: unknown ones are kept, not refused.
export const profileRequest = z.looseObject({ token, requestId });

export const balanceRequest = z.looseObject({ token, userId: id, currency, requestId });

export const betSelection = z.looseObject({
  event: z.string().max(255).optional(),
  eventId: z.string().max(64).optional(),
  market: z.string().max(255).optional(),
  outcome: z.string().max(255).optional(),
  coefficient: z.number().min(1).max(1e6),
});

export const placeBetRequest = z.looseObject({
  type: z.literal(1),
  token,
  transactionId: id,
  userId: id,
  currency,
  amount: amount.positive(),
  coefficient: z.number().min(1).max(1e6),
  requestId,
  ticketType: z.string().max(32).nullish(),
  metadata: z.array(betSelection).max(50).nullish(),
});

export const settleRequest = z.looseObject({
  type: z.literal(2),
  transactionId: id,
  amount,
  currency,
  userId: id.optional(),
  // "cashout" makes Betsy's rules ask for the player's token; other values (win, lose, refund) are informative.
  resultType: z.string().max(32).nullish(),
  token: token.nullish(),
  requestId,
});

/** Unsettle (PUT, type 1): the event's result is withdrawn for now; what the bet was paid goes back. */
export const unsettleRequest = z.looseObject({
  type: z.literal(1),
  transactionId: id,
  userId: id.optional(),
  currency: currency.optional(),
  requestId,
});

/**
 * Rollback (PUT, type 3): Betsy could not take the bet after all (our answer failed or came late, or its control stage
 * refused it: odds changed, event over, limits). It carries the place-bet fields and `errorCode`, the reason.
 */
export const rollbackRequest = z.looseObject({
  type: z.literal(3),
  transactionId: id,
  userId: id,
  currency,
  amount: amount.optional(),
  token: token.nullish(),
  errorCode: z.number().int().min(0).max(100000).nullish(),
  requestId,
});

export type ProfileRequest = z.infer<typeof profileRequest>;
export type BalanceRequest = z.infer<typeof balanceRequest>;
export type PlaceBetRequest = z.infer<typeof placeBetRequest>;
export type SettleRequest = z.infer<typeof settleRequest>;
export type UnsettleRequest = z.infer<typeof unsettleRequest>;
export type RollbackRequest = z.infer<typeof rollbackRequest>;

/** What we answer a bet or a settlement with (also what a repeat of either gets). */
export interface PaymentAnswer {
  /** Our id of the bet. */
  id: string;
  transactionId: string;
  userId: string;
  currency: string;
  /** The player's balance after the operation, currency units. */
  amount: number;
}

export interface BalanceAnswer {
  userId: string;
  currency: string;
  amount: number;
}

export interface ProfileAnswer {
  userId: string;
  currency: string;
  currencies: string[];
  isTest: boolean;
  customFields: { nickname: string; firstName: string; lastName: string; isCashOutAllowed: boolean; isVerified: boolean };
}
