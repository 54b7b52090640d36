import type { AppContext } from '../../context.js';
import { isUniqueViolation } from '../../db/errors.js';
import type { MessageParams, ServerLocale, ServerMessageKey } from '../../http/messages.js';
import { checkCode, discardCode, issueCode, type CheckFailure } from '../codes/service.js';
import { formatPhone } from '../../../contracts/phone.js';
import { phoneCodeSms } from '../outbox/templates.js';

export type PhoneOutcome =
  | { ok: true; key: ServerMessageKey; params?: MessageParams }
  | { ok: false; status: number; key: ServerMessageKey; params?: MessageParams; retryAfterSeconds?: number };

const failures: Record<CheckFailure, ServerMessageKey> = {
  none: 'phone.noCode',
  expired: 'phone.codeExpired',
  exhausted: 'phone.codeExhausted',
  wrong: 'phone.codeWrong',
};

/** Step 1: a fresh code by SMS to the number typed; the player's phone changes only once a code proves it. */
export async function sendPhoneCode(ctx: AppContext, playerId: number, phone: string, locale: ServerLocale): Promise<PhoneOutcome> {
  const player = await ctx.db.kysely.selectFrom('players').select(['phone', 'sms_verified']).where('id', '=', playerId).executeTakeFirstOrThrow();
  if (player.sms_verified === 1 && player.phone === phone) return { ok: false, status: 409, key: 'phone.alreadyVerified' };
  const issued = await issueCode(ctx, { purpose: 'sms', playerId, target: phone });
  if (!issued.ok) {
    const seconds = issued.retryAfterSeconds;
    return { ok: false, status: 429, key: 'phone.resendWait', params: { seconds }, retryAfterSeconds: seconds };
  }
  try {
    await ctx.messenger.send({ channel: 'sms', to: phone, text: phoneCodeSms(locale, issued.code, ctx.config.CODE_TTL_MINUTES) });
  } catch (err) {
    ctx.log.error({ err }, 'SMS delivery failed');
    await discardCode(ctx, issued.codeId);
    return { ok: false, status: 502, key: 'phone.sendFailed' };
  }
  return { ok: true, key: 'phone.codeSent', params: { phone: formatPhone(phone) } };
}

/** Step 2: the code sent to this very number marks it verified and makes it the player's phone, unless another account has it verified. */
export async function confirmPhone(ctx: AppContext, playerId: number, phone: string, code: string): Promise<PhoneOutcome> {
  const result = await checkCode(ctx, { purpose: 'sms', playerId, target: phone }, code, true);
  if (!result.ok) return { ok: false, status: 400, key: failures[result.reason], params: { left: result.attemptsLeft } };
  try {
    await ctx.db.kysely.updateTable('players').set({ phone, sms_verified: 1 }).where('id', '=', playerId).execute();
  } catch (error) {
    // One account per verified number (a unique index): only someone holding the phone learns it is taken.
    if (isUniqueViolation(error)) return { ok: false, status: 409, key: 'phone.inUse' };
    throw error;
  }
  return { ok: true, key: 'phone.verified' };
}
