import * as z from 'zod';

/** Hub88's seamless-wallet statuses (Operator API, "Seamless Wallet response statuses"). */
export const RS = {
  OK: 'RS_OK',
  UNKNOWN: 'RS_ERROR_UNKNOWN',
  INVALID_PARTNER: 'RS_ERROR_INVALID_PARTNER',
  INVALID_TOKEN: 'RS_ERROR_INVALID_TOKEN',
  INVALID_GAME: 'RS_ERROR_INVALID_GAME',
  WRONG_CURRENCY: 'RS_ERROR_WRONG_CURRENCY',
  NOT_ENOUGH_MONEY: 'RS_ERROR_NOT_ENOUGH_MONEY',
  USER_DISABLED: 'RS_ERROR_USER_DISABLED',
  LIMIT_REACHED: 'RS_ERROR_LIMIT_REACHED',
  INVALID_SIGNATURE: 'RS_ERROR_INVALID_SIGNATURE',
  TOKEN_EXPIRED: 'RS_ERROR_TOKEN_EXPIRED',
  WRONG_SYNTAX: 'RS_ERROR_WRONG_SYNTAX',
  WRONG_TYPES: 'RS_ERROR_WRONG_TYPES',
  DUPLICATE_TRANSACTION: 'RS_ERROR_DUPLICATE_TRANSACTION',
  TRANSACTION_DOES_NOT_EXIST: 'RS_ERROR_TRANSACTION_DOES_NOT_EXIST',
} as const;
export type RsStatus = (typeof RS)[keyof typeof RS];

/** Every wallet answer: `{user, status, request_uuid, currency, balance}` (balance in units × 100,000). */
export interface WalletResponse {
  user?: string;
  status: RsStatus;
  request_uuid?: string;
  currency?: string;
  balance?: number;
}

const id = z.string().min(1).max(255);
const optionalText = z.string().max(255).nullish();
const amount = z.number().int().min(0).max(Number.MAX_SAFE_INTEGER);

// Hub88 may add fields at any time: unknown ones are kept, not refused.
export const userInfoRequest = z.looseObject({ user: id, request_uuid: id });

export const balanceRequest = z.looseObject({
  user: id,
  request_uuid: id,
  token: id.optional(),
  supplier_user: optionalText,
  game_code: optionalText,
});

const transaction = {
  user: id,
  transaction_uuid: id,
  supplier_transaction_id: optionalText,
  supplier_user: optionalText,
  token: id,
  round: id,
  round_closed: z.boolean().nullish(),
  request_uuid: id,
  meta: z.unknown().optional(),
};

export const betRequest = z.looseObject({
  ...transaction,
  reward_uuid: optionalText,
  is_free: z.boolean().nullish(),
  game_code: id,
  currency: z.string().min(1).max(16),
  bet: optionalText,
  amount,
});

export const winRequest = betRequest.extend({ reference_transaction_uuid: id });

export const rollbackRequest = z.looseObject({
  ...transaction,
  reference_transaction_uuid: id,
  game_code: optionalText,
  currency: z.string().min(1).max(16).optional(),
});

export type UserInfoRequest = z.infer<typeof userInfoRequest>;
export type BalanceRequest = z.infer<typeof balanceRequest>;
export type BetBody = z.infer<typeof betRequest>;
export type WinBody = z.infer<typeof winRequest>;
export type RollbackBody = z.infer<typeof rollbackRequest>;

/** The launch API answer (Games API, POST /operator/generic/v2/game/url). */
export const gameUrlAnswer = z.object({ url: z.string().min(1).max(4096) });

/** A body that does not fit: a field missing is a syntax error, a field of the wrong kind a type error. */
export function refusalOf(raw: unknown, issues: readonly z.core.$ZodIssue[]): RsStatus {
  const missing = issues.some((issue) => issue.path.length > 0 && valueAt(raw, issue.path) === undefined);
  return missing || raw === null || typeof raw !== 'object' || Array.isArray(raw) ? RS.WRONG_SYNTAX : RS.WRONG_TYPES;
}

function valueAt(raw: unknown, path: readonly PropertyKey[]): unknown {
  let at: unknown = raw;
  for (const key of path) at = at !== null && typeof at === 'object' ? (at as Record<PropertyKey, unknown>)[key] : undefined;
  return at;
}
