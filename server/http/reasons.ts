import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Reason, Refused } from '../modules/outcome.js';
import type { ServerMessageKey } from './messages.js';
import { refuse } from './refusals.js';

interface Answer {
  status: number;
  key: ServerMessageKey;
  /** The form field the message belongs beside. */
  field?: string;
}

/** Every refusal a service can answer, as the player meets it: one place for status codes and messages. */
export const reasons: Record<Reason, Answer> = {
  // The same answer for an unknown name and a wrong password.
  bad_credentials: { status: 400, key: 'auth.badCredentials' },
  old_password_wrong: { status: 400, key: 'password.oldWrong', field: 'oldPassword' },
  account_taken: { status: 409, key: 'register.accountTaken', field: 'username' },
  currency_unsupported: { status: 400, key: 'register.currencyUnsupported', field: 'currencyId' },
  country_unknown: { status: 400, key: 'register.countryUnknown', field: 'country' },
  birth_date_invalid: { status: 400, key: 'register.birthDateInvalid', field: 'birthDate' },
  under_age: { status: 400, key: 'validation.underAge', field: 'birthDate' },
  personal_no_invalid: { status: 400, key: 'register.personalNoInvalid', field: 'PersonalNo' },
  needs_verified_phone: { status: 403, key: 'bonus.needsPhone' },
  bonus_unavailable: { status: 400, key: 'bonus.unavailable' },
  bonus_already_claimed: { status: 409, key: 'bonus.alreadyClaimed' },
  bonus_phone_used: { status: 409, key: 'bonus.phoneUsed' },
  phone_already_verified: { status: 409, key: 'phone.alreadyVerified', field: 'phone' },
  code_resend_wait: { status: 429, key: 'phone.resendWait', field: 'phone' },
  sms_not_sent: { status: 502, key: 'phone.sendFailed', field: 'phone' },
  code_missing: { status: 400, key: 'phone.noCode', field: 'code' },
  code_expired: { status: 400, key: 'phone.codeExpired', field: 'code' },
  code_exhausted: { status: 400, key: 'phone.codeExhausted', field: 'code' },
  code_wrong: { status: 400, key: 'phone.codeWrong', field: 'code' },
  phone_taken: { status: 409, key: 'phone.inUse', field: 'code' },
  // Every failure reads the same ("invalid or expired"), so code answers do not reveal accounts either.
  reset_code_invalid: { status: 400, key: 'recovery.codeInvalid', field: 'code' },
  not_signed_in: { status: 401, key: 'error.unauthorized' },
  page_not_found: { status: 404, key: 'error.pageNotFound' },
  session_not_found: { status: 404, key: 'sessions.notFound' },
  transaction_not_found: { status: 404, key: 'payments.notFound' },
  // One answer for another player's notification and an unknown id: ids cannot be probed.
  notification_not_found: { status: 404, key: 'notifications.notFound' },
  player_not_found: { status: 404, key: 'operators.playerNotFound' },
  message_target: { status: 400, key: 'operators.messageTarget' },
  transaction_decided: { status: 409, key: 'payments.alreadyDecided' },
  deposit_over_limit: { status: 409, key: 'payments.depositOverLimit' },
  reason_required: { status: 400, key: 'payments.reasonRequired', field: 'reason' },
  method_unavailable: { status: 400, key: 'payments.methodUnavailable' },
  amount_below_min: { status: 400, key: 'payments.amountBelowMin', field: 'amount' },
  amount_above_max: { status: 400, key: 'payments.amountAboveMax', field: 'amount' },
  insufficient_withdrawable: { status: 400, key: 'payments.insufficientWithdrawable', field: 'amount' },
  bonus_not_offered: { status: 400, key: 'payments.bonusNotOffered', field: 'bonusId' },
  bonus_min_deposit: { status: 400, key: 'payments.bonusMinDeposit', field: 'bonusId' },
  forfeit_required: { status: 400, key: 'payments.forfeitRequired', field: 'forfeitBonus' },
  // A chargeback of one of the player's deposits holds their withdrawals (new ones refused, pending ones not approved).
  withdrawals_held_dispute: { status: 403, key: 'payments.withdrawalsHeld' },
  withdrawal_held_dispute: { status: 409, key: 'payments.withdrawalHeldDispute' },
  payment_provider_unavailable: { status: 502, key: 'payments.providerUnavailable' },
  offer_not_available: { status: 409, key: 'bonus.offerUnavailable' },
  offer_needs_phone: { status: 403, key: 'bonus.offerNeedsPhone' },
  bonus_not_stackable: { status: 409, key: 'bonus.notStackable' },
  bonus_definition_not_found: { status: 404, key: 'operators.bonusNotFound' },
  // Back office: its own sign-in (password, then a TOTP code) and roles.
  operator_not_signed_in: { status: 401, key: 'operators.unauthorized' },
  operator_forbidden: { status: 403, key: 'operators.forbidden' },
  call_request_not_found: { status: 404, key: 'operators.callRequestNotFound' },
  refund_not_found: { status: 404, key: 'operators.refundNotFound' },
  refund_not_pending: { status: 409, key: 'operators.refundNotPending' },
  refund_already_resolved: { status: 409, key: 'operators.refundAlreadyResolved' },
  refund_already_made: { status: 409, key: 'operators.refundAlreadyMade' },
  refund_being_sent: { status: 409, key: 'operators.refundBeingSent' },
  chat_conversation_not_found: { status: 404, key: 'operators.chatNotFound' },
  chat_closed: { status: 409, key: 'operators.chatClosed' },
  chat_already_open: { status: 409, key: 'operators.chatAlreadyOpen' },
  chat_message_conflict: { status: 409, key: 'chat.messageConflict', field: 'clientId' },
  chat_too_many: { status: 429, key: 'auth.tooManyAttempts' },
  operator_challenge_invalid: { status: 400, key: 'operators.challengeInvalid', field: 'code' },
  operator_code_wrong: { status: 400, key: 'operators.codeWrong', field: 'code' },
  operator_enroll_code_wrong: { status: 400, key: 'operators.enrollCodeWrong', field: 'enrollCode' },
  operator_code_used: { status: 400, key: 'operators.codeUsed', field: 'code' },
  operator_too_many_attempts: { status: 429, key: 'auth.tooManyAttempts' },
  game_not_found: { status: 404, key: 'casino.gameNotFound' },
  // What the provider said is logged; the player reads only that the game did not start.
  game_launch_failed: { status: 502, key: 'casino.launchFailed' },
  player_blocked: { status: 403, key: 'casino.playerBlocked' },
  // One answer for another player's round and an unknown id.
  round_not_found: { status: 404, key: 'casino.roundNotFound' },
  no_partner_access: { status: 403, key: 'sports.noPartnerAccess' },
  account_blocked: { status: 403, key: 'operators.accountBlocked' },
  adjustment_below_zero: { status: 400, key: 'operators.adjustmentBelowZero', field: 'amountMinor' },
  adjustment_conflict: { status: 409, key: 'operators.adjustmentConflict', field: 'requestId' },
  period_invalid: { status: 400, key: 'operators.periodInvalid', field: 'from' },
  operator_not_found: { status: 404, key: 'operators.operatorNotFound' },
  operator_taken: { status: 409, key: 'operators.operatorTaken', field: 'username' },
  operator_self_change: { status: 409, key: 'operators.operatorSelfChange' },
  // Responsible gambling: the remaining room, or the time an exclusion or a waiting change ends.
  deposit_limit: { status: 403, key: 'limits.depositLimit', field: 'amount' },
  player_excluded: { status: 403, key: 'limits.excluded' },
  limit_nothing_pending: { status: 409, key: 'limits.nothingPending' },
  limit_confirm_wait: { status: 409, key: 'limits.confirmWait' },
  session_limit_reached: { status: 403, key: 'limits.sessionReached' },
  // The back office's content screens.
  upload_not_image: { status: 415, key: 'operators.uploadNotImage', field: 'file' },
  upload_too_large: { status: 413, key: 'operators.uploadTooLarge', field: 'file' },
  banner_not_found: { status: 404, key: 'operators.bannerNotFound' },
  banner_cannot_move: { status: 409, key: 'operators.bannerCannotMove' },
  banner_image_unknown: { status: 400, key: 'operators.bannerImageUnknown', field: 'images' },
  promotion_not_found: { status: 404, key: 'operators.promotionNotFound' },
  cms_page_not_found: { status: 404, key: 'operators.cmsPageNotFound' },
  cms_category_not_found: { status: 400, key: 'operators.cmsCategoryNotFound', field: 'categoryId' },
  content_cannot_move: { status: 409, key: 'operators.contentCannotMove' },
  content_image_unknown: { status: 400, key: 'operators.contentImageUnknown', field: 'images' },
  content_body_empty_tr: { status: 400, key: 'operators.contentBodyEmptyTr' },
  content_body_empty_en: { status: 400, key: 'operators.contentBodyEmptyEn' },
  // The back office's translations and game catalogue.
  translation_unknown_key: { status: 404, key: 'operators.translationUnknownKey', field: 'key' },
  translation_markup: { status: 400, key: 'operators.translationMarkup', field: 'value' },
  translation_syntax: { status: 400, key: 'operators.translationSyntax', field: 'value' },
  translation_placeholders: { status: 400, key: 'operators.translationPlaceholders', field: 'value' },
  catalogue_game_not_found: { status: 404, key: 'operators.gameNotFound', field: 'id' },
  catalogue_category_unknown: { status: 400, key: 'operators.categoryUnknown', field: 'to' },
  catalogue_not_in_category: { status: 409, key: 'operators.gameNotInCategory' },
  catalogue_already_in_category: { status: 409, key: 'operators.gameAlreadyInCategory', field: 'to' },
  catalogue_cannot_move: { status: 409, key: 'operators.gameCannotMove' },
  catalogue_category_not_found: { status: 404, key: 'operators.categoryNotFound' },
  catalogue_slug_taken: { status: 409, key: 'operators.categorySlugTaken', field: 'slug' },
  catalogue_extra_slug_taken: { status: 409, key: 'operators.categoryExtraSlugTaken', field: 'extraSlugs' },
  catalogue_extra_slug_own: { status: 400, key: 'operators.categoryExtraSlugOwn', field: 'extraSlugs' },
  catalogue_category_icon_unknown: { status: 400, key: 'operators.categoryIconUnknown', field: 'imageUrl' },
  catalogue_category_cannot_move: { status: 409, key: 'operators.categoryCannotMove' },
  // The back office's side menu, jackpots and payment methods.
  menu_entry_not_found: { status: 404, key: 'operators.menuNotFound' },
  menu_parent_invalid: { status: 400, key: 'operators.menuParentInvalid', field: 'parentId' },
  menu_group_nested: { status: 400, key: 'operators.menuGroupNested', field: 'target' },
  menu_has_children: { status: 409, key: 'operators.menuHasChildren', field: 'target' },
  menu_cannot_move: { status: 409, key: 'operators.menuCannotMove' },
  jackpot_not_found: { status: 404, key: 'operators.jackpotNotFound' },
  jackpot_levels_mismatch: { status: 400, key: 'operators.jackpotLevelsMismatch', field: 'levels' },
  jackpot_cannot_move: { status: 409, key: 'operators.jackpotCannotMove' },
  jackpot_instance_taken: { status: 409, key: 'operators.jackpotInstanceTaken', field: 'instanceName' },
  jackpot_level_taken: { status: 409, key: 'operators.jackpotLevelTaken', field: 'level' },
  jackpot_too_many_levels: { status: 409, key: 'operators.jackpotTooManyLevels', field: 'level' },
  jackpot_level_not_found: { status: 404, key: 'operators.jackpotLevelNotFound', field: 'level' },
  payment_method_not_found: { status: 404, key: 'operators.paymentMethodNotFound' },
  payment_method_cannot_move: { status: 409, key: 'operators.paymentMethodCannotMove' },
  payment_method_bank_field: { status: 400, key: 'operators.paymentMethodBankField', field: 'fields' },
  payment_method_banks_not_bank: { status: 400, key: 'operators.paymentMethodBanksNotBank', field: 'banks' },
  payment_method_logo_unknown: { status: 400, key: 'operators.contentImageUnknown', field: 'logoUrl' },
};

/** The envelope of a refused outcome, in the request's language, with the message beside its field. */
export function refuseFor(req: FastifyRequest, reply: FastifyReply, outcome: Refused) {
  const { status, key, field } = reasons[outcome.reason];
  const message = req.t(key, outcome.params);
  if (outcome.retryAfterSeconds) reply.header('retry-after', String(outcome.retryAfterSeconds));
  return refuse(reply, status, message, field ? { [field]: message } : undefined);
}
