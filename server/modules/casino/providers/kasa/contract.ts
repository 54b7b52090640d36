import * as z from 'zod';

/** The Kasa Games JSON contract (docs/providers/kasa.md): what each side sends and answers. Amounts are kuruş. */
const token = z.string().min(1).max(255);
const playerId = z.string().min(1).max(64);
const ref = z.string().min(1).max(100);
const minor = z.number().int().nonnegative().max(1_000_000_000_000);

/** Operator → Kasa Games: POST /games-api/kasa/launch. */
export const launchRequest = z.object({
  token,
  playerId,
  gameCode: z.string().min(1).max(100),
  currency: z.string().length(3),
  language: z.enum(['tr', 'en']),
  platform: z.union([z.literal(1), z.literal(2)]),
  lobbyUrl: z.string().max(2000),
});
export type LaunchRequestBody = z.infer<typeof launchRequest>;
export const launchAnswer = z.object({ url: z.string().min(1) });
export const launchError = z.object({ error: z.enum(['bad_signature', 'invalid_request', 'game_not_found']) });

/** Kasa Games → operator: POST /api/providers/kasa/{balance,bet,win,rollback}. */
export const balanceRequest = z.object({ token, playerId });
export const betRequest = z.object({
  token,
  playerId,
  roundId: ref,
  transactionId: ref,
  amountMinor: minor.positive(),
  /** What the stake is made of (roulette: its bets), so that bonus terms can tell bets on both sides of one spin. */
  detail: z.record(z.string(), z.unknown()).optional(),
});
export const winRequest = z.object({
  token,
  playerId,
  roundId: ref,
  transactionId: ref,
  betTransactionId: ref,
  amountMinor: minor,
  /** The round's provably fair proof, stored with the round on the operator's side. */
  detail: z.record(z.string(), z.unknown()).optional(),
});
export const rollbackRequest = z.object({ token, playerId, roundId: ref, transactionId: ref, targetTransactionId: ref });

export type BetRequestBody = z.infer<typeof betRequest>;
export type WinRequestBody = z.infer<typeof winRequest>;
export type RollbackRequestBody = z.infer<typeof rollbackRequest>;

export const KASA_ERRORS = {
  bad_signature: 401,
  invalid_request: 400,
  token_not_found: 404,
  token_expired: 403,
  player_blocked: 403,
  limit_reached: 403,
  insufficient_funds: 402,
  duplicate_transaction: 409,
  transaction_rolled_back: 409,
  bet_not_found: 409,
} as const;
export type KasaError = keyof typeof KASA_ERRORS;

/** Every answer: 200 `{ status: 'ok', balanceMinor, currency }`, or the error's HTTP status with `{ status: <error> }`. */
export const walletAnswer = z.object({
  status: z.union([z.literal('ok'), z.enum(Object.keys(KASA_ERRORS) as [KasaError, ...KasaError[]])]),
  balanceMinor: z.number().int().optional(),
  currency: z.string().optional(),
});
export type WalletAnswerBody = z.infer<typeof walletAnswer>;
