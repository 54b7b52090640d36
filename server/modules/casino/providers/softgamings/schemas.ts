import * as z from 'zod';

/**
 * OneWallet as Fundist posts it to our one callback URL: a flat JSON object whose `type` says what it is (ping,
 * balance, debit, credit, roundinfo) and whose `hmac` signs every other value. A rollback is no type of its own: it
 * is a credit (undoing a debit) or a debit (undoing a credit) whose `i_rollback` names the transaction it reverses.
 */
const scalar = z.union([z.string().max(4096), z.number(), z.boolean(), z.null()]);
export const wireMessage = z
  .record(z.string().min(1).max(64), z.union([scalar, z.array(z.record(z.string().max(64), scalar)).max(1000)]))
  .refine((m) => Object.keys(m).length <= 64);

const text = (max: number) => z.union([z.string(), z.number()]).transform(String).pipe(z.string().trim().min(1).max(max));
// Fundist's PHP side sends absent fields as empty strings.
const optionalText = (max: number) =>
  z
    .union([z.string(), z.number(), z.null()])
    .optional()
    .transform((v) => (v === null || v === undefined || String(v).trim() === '' ? undefined : String(v).trim()))
    .pipe(z.string().max(max).optional());
const flag = z
  .union([z.boolean(), z.number(), z.string(), z.null()])
  .optional()
  .transform((v) => v === true || v === 1 || v === '1' || v === 'true');

export const callType = z.object({ type: z.string().max(32), hmac: z.string().regex(/^[0-9a-fA-F]{64}$/) });

export const balanceCall = z.object({
  type: z.literal('balance'),
  userid: text(64),
  currency: text(8),
  /** The ExtParam of our launch: our game-session token. */
  i_extparam: text(512),
  i_gamedesc: optionalText(128),
});
export type BalanceCall = z.infer<typeof balanceCall>;

export const moneyCall = z.object({
  type: z.enum(['debit', 'credit']),
  /** Fundist's transaction id: a retry carries the same one. */
  tid: text(64),
  userid: text(64),
  currency: text(8),
  /** Decimal in the major unit ("12.50"); converted in money.ts. */
  amount: z.union([z.string().max(32), z.number()]),
  /** The round ("game") id. */
  i_gameid: optionalText(64),
  i_actionid: optionalText(64),
  i_extparam: text(512),
  i_gamedesc: optionalText(128),
  /** Present: this call reverses the transaction with that tid. */
  i_rollback: optionalText(64),
  subtype: optionalText(32),
  game_extra: optionalText(256),
  round_start: flag,
  round_ended: flag,
});
export type MoneyCall = z.infer<typeof moneyCall>;

/**
 * Error texts we answer. Fundist's own list is not public: the reference integrations answer free text with HTTP 200
 * and Fundist treats any `error` as a refusal; the simulator reads these to tell the game what happened.
 */
export const ONEWALLET_ERROR = {
  hmac: 'Invalid HMAC',
  request: 'Invalid request',
  type: 'Unknown request type',
  session: 'Session not found',
  expired: 'Session expired',
  user: 'Invalid userid',
  currency: 'Invalid currency',
  amount: 'Invalid amount',
  funds: 'Insufficient funds',
  blocked: 'Player blocked',
  limit: 'Limit reached',
  rolledBack: 'Transaction rolled back',
  mismatch: 'Transaction parameter mismatch',
  betNotFound: 'Bet not found',
} as const;
export type OneWalletError = (typeof ONEWALLET_ERROR)[keyof typeof ONEWALLET_ERROR];

/** Our answer before it is signed: `status: "OK"` (with the balance, and the tid of a debit or credit), or `error`. */
export type OneWalletAnswer = { status: 'OK'; balance?: string; tid?: string } | { error: OneWalletError; balance?: string };

/** What the other side reads back (the simulator's client parses our answers with it). */
export const oneWalletAnswer = z.object({
  status: z.literal('OK').optional(),
  error: z.string().max(200).optional(),
  balance: z.string().max(32).optional(),
  tid: z.string().max(64).optional(),
  hmac: z.string().max(128),
});
