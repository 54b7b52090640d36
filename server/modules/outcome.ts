/**
 * What a service answers when it refuses: a reason in the domain's words, never an HTTP status or a message.
 * `server/http/reasons.ts` maps every reason to its status code and localized message, in one table.
 */
export type Reason =
  | 'bad_credentials'
  | 'old_password_wrong'
  | 'account_taken'
  | 'currency_unsupported'
  | 'country_unknown'
  | 'birth_date_invalid'
  | 'under_age'
  | 'personal_no_invalid'
  | 'needs_verified_phone'
  | 'bonus_unavailable'
  | 'bonus_already_claimed'
  | 'bonus_phone_used'
  | 'phone_already_verified'
  | 'code_resend_wait'
  | 'sms_not_sent'
  | 'code_missing'
  | 'code_expired'
  | 'code_exhausted'
  | 'code_wrong'
  | 'phone_taken'
  | 'reset_code_invalid'
  | 'not_signed_in'
  | 'page_not_found'
  | 'session_not_found';

export type Refused = { ok: false; reason: Reason; params?: Record<string, string | number>; retryAfterSeconds?: number };
export type Outcome<T = null> = { ok: true; value: T } | Refused;

export const done = <T>(value: T): Outcome<T> => ({ ok: true, value });
export const refused = (reason: Reason, extra: Omit<Refused, 'ok' | 'reason'> = {}): Refused => ({ ok: false, reason, ...extra });
