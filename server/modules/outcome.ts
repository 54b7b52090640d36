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
  | 'session_not_found'
  | 'transaction_not_found'
  | 'notification_not_found'
  | 'player_not_found'
  | 'message_target'
  | 'transaction_decided'
  | 'reason_required'
  | 'method_unavailable'
  | 'amount_below_min'
  | 'amount_above_max'
  | 'insufficient_withdrawable'
  | 'bonus_not_offered'
  | 'bonus_min_deposit'
  | 'forfeit_required'
  | 'payment_provider_unavailable'
  | 'offer_not_available'
  | 'operator_not_signed_in'
  | 'operator_forbidden'
  | 'operator_challenge_invalid'
  | 'operator_code_wrong'
  | 'operator_code_used'
  | 'operator_too_many_attempts'
  | 'game_not_found'
  | 'game_launch_failed'
  | 'player_blocked'
  | 'round_not_found'
  | 'account_blocked' | 'adjustment_below_zero' | 'adjustment_conflict' | 'period_invalid'
  | 'operator_not_found' | 'operator_taken' | 'operator_self_change'
  | 'no_partner_access'
  | 'deposit_limit' | 'player_excluded' | 'limit_nothing_pending' | 'limit_confirm_wait' | 'session_limit_reached';

export type Refused = { ok: false; reason: Reason; params?: Record<string, string | number>; retryAfterSeconds?: number };
export type Outcome<T = null> = { ok: true; value: T } | Refused;

export const done = <T>(value: T): Outcome<T> => ({ ok: true, value });
export const refused = (reason: Reason, extra: Omit<Refused, 'ok' | 'reason'> = {}): Refused => ({ ok: false, reason, ...extra });
