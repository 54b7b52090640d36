import type { AppContext } from '../../context.js';
import { done, refused, type Outcome } from '../outcome.js';
import type { ServerLocale } from '../../http/messages.js';
import { checkCode, issueCode } from '../codes/service.js';
import { resetCodeEmail } from '../outbox/templates.js';
import { endPlayerSessions } from '../sessions/service.js';
import { findPlayer, setPassword } from './service.js';

const NO_PLAYER = 0;

const normalizeCode = (code: string) => code.replace(/[\s-]/g, '');

/**
 * Runs in the background for every request, so the answer is the same, in the same time, whether or not
 * the username exists; a request within the resend interval is dropped silently for the same reason.
 */
export async function sendResetCode(ctx: AppContext, username: string, locale: ServerLocale): Promise<void> {
  const player = await findPlayer(ctx, username);
  if (!player) return;
  const issued = await issueCode(ctx, { purpose: 'reset', playerId: player.id, target: player.email });
  if (!issued.ok) return;
  const mail = resetCodeEmail(locale, player.username, issued.code, ctx.config.CODE_TTL_MINUTES);
  await ctx.messenger.send({ channel: 'email', to: player.email, ...mail });
}

/** Every failure reads the same ("invalid or expired"), so code answers do not reveal accounts either. */
async function playerForCode(ctx: AppContext, username: string, code: string, consume: boolean) {
  const player = await findPlayer(ctx, username);
  // An unknown username runs the same check against an id no player has, so it costs the same queries.
  const subject = { purpose: 'reset' as const, playerId: player?.id ?? NO_PLAYER, target: player?.email ?? '' };
  const result = await checkCode(ctx, subject, normalizeCode(code), consume);
  return result.ok && player ? player : null;
}

export async function checkResetCode(ctx: AppContext, username: string, code: string): Promise<Outcome> {
  return (await playerForCode(ctx, username, code, false)) ? done(null) : refused('reset_code_invalid');
}

export async function resetPassword(ctx: AppContext, username: string, code: string, password: string): Promise<Outcome> {
  const player = await playerForCode(ctx, username, code, true);
  if (!player) return refused('reset_code_invalid');
  await setPassword(ctx, player.id, password);
  await endPlayerSessions(ctx.db.kysely, player.id, 'password_reset', ctx.now());
  return done(null);
}
