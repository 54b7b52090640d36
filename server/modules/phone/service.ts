import type { AppContext } from '../../context.js';
import { isUniqueViolation } from '../../db/errors.js';
import type { ServerLocale } from '../../http/messages.js';
import { checkCode, discardCode, issueCode, type CheckFailure } from '../codes/service.js';
import { done, refused, type Outcome, type Reason } from '../outcome.js';
import { formatPhone } from '../../../contracts/phone.js';
import { phoneCodeSms } from '../outbox/templates.js';

const failures: Record<CheckFailure, Reason> = {
  none: 'code_missing',
  expired: 'code_expired',
  exhausted: 'code_exhausted',
  wrong: 'code_wrong',
};

/** Step 1: a fresh code by SMS to the number typed; the player's phone changes only once a code proves it. */
export async function sendPhoneCode(ctx: AppContext, playerId: number, phone: string, locale: ServerLocale): Promise<Outcome<{ phone: string }>> {
  const player = await ctx.db.kysely.selectFrom('players').select(['phone', 'sms_verified']).where('id', '=', playerId).executeTakeFirstOrThrow();
  if (player.sms_verified === 1 && player.phone === phone) return refused('phone_already_verified');
  const issued = await issueCode(ctx, { purpose: 'sms', playerId, target: phone });
  if (!issued.ok) {
    const seconds = issued.retryAfterSeconds;
    return refused('code_resend_wait', { params: { seconds }, retryAfterSeconds: seconds });
  }
  try {
    await ctx.messenger.send({ channel: 'sms', to: phone, text: phoneCodeSms(locale, issued.code, ctx.config.CODE_TTL_MINUTES) });
  } catch (err) {
    ctx.log.error({ err }, 'SMS delivery failed');
    await discardCode(ctx, issued.codeId);
    return refused('sms_not_sent');
  }
  return done({ phone: formatPhone(phone) });
}

/** Step 2: the code sent to this very number marks it verified and makes it the player's phone, unless another account has it verified. */
export async function confirmPhone(ctx: AppContext, playerId: number, phone: string, code: string): Promise<Outcome> {
  const result = await checkCode(ctx, { purpose: 'sms', playerId, target: phone }, code, true);
  if (!result.ok) return refused(failures[result.reason], { params: { left: result.attemptsLeft } });
  try {
    await ctx.db.kysely.updateTable('players').set({ phone, sms_verified: 1 }).where('id', '=', playerId).execute();
  } catch (error) {
    // One account per verified number (a unique index): only someone holding the phone learns it is taken.
    if (isUniqueViolation(error)) return refused('phone_taken');
    throw error;
  }
  return done(null);
}
