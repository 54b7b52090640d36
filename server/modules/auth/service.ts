import type { AuthData } from '../../../contracts/session.js';
import type { AppContext } from '../../context.js';
import type { PlayerRow } from '../../db/schema.js';
import type { ServerLocale } from '../../http/messages.js';
import { minorToLira } from '../../money.js';
import { balances } from '../wallet/service.js';
import { hashPassword, needsRehash, verifyPassword } from './passwords.js';
import { endPlayerSessions, hashToken } from '../sessions/service.js';
import { issuePartnerToken } from '../sports/tokens.js';
import { done, refused, type Outcome } from '../outcome.js';
import { exclusion } from '../limits/rules.js';

export const usernameKey = (username: string) => username.trim().toLowerCase();

/** Recovery accepts the username or the account's e-mail address. */
export function findPlayer(ctx: AppContext, login: string) {
  const key = usernameKey(login);
  return ctx.db.kysely
    .selectFrom('players')
    .selectAll()
    .where((eb) => (key.includes('@') ? eb('email', '=', key) : eb('username_lower', '=', key)))
    .executeTakeFirst();
}

/** The player when the password is right; otherwise one refusal for an unknown name and a wrong password, after the same hashing work. */
export async function checkCredentials(ctx: AppContext, username: string, password: string): Promise<Outcome<PlayerRow>> {
  const key = usernameKey(username);
  const player = await ctx.db.kysely.selectFrom('players').selectAll().where('username_lower', '=', key).executeTakeFirst();
  const valid = await verifyPassword(player?.password_hash ?? null, password);
  if (!player || !valid) return refused('bad_credentials');
  if (player.blocked_at) return refused('account_blocked');
  if (needsRehash(player.password_hash)) await setPassword(ctx, player.id, password);
  return done(player);
}

export async function setPassword(ctx: AppContext, playerId: number, password: string): Promise<void> {
  const hash = await hashPassword(password);
  await ctx.db.kysely.updateTable('players').set({ password_hash: hash }).where('id', '=', playerId).execute();
}

export async function rememberLocale(ctx: AppContext, player: PlayerRow, locale: ServerLocale): Promise<void> {
  if (player.locale === locale) return;
  await ctx.db.kysely.updateTable('players').set({ locale }).where('id', '=', player.id).execute();
}

export async function listCountries(ctx: AppContext, locale: ServerLocale) {
  return ctx.db.kysely
    .selectFrom('countries')
    .select(['id', locale === 'en' ? 'name_en as name' : 'name_tr as name'])
    .orderBy('position')
    .orderBy('id')
    .execute();
}

/**
 * The stored-auth object of product §3, with a fresh Betsy token for this login session, and a Betco token only for a
 * player with betting-partner access (SPEC §6 reads that access from a non-empty betcoUrl).
 */
export async function authDataFor(ctx: AppContext, player: PlayerRow, token: string, fingerprint: string | null): Promise<AuthData> {
  const db = ctx.db.kysely;
  const wallet = await balances(db, player.id);
  const session = await db.selectFrom('sessions').select('id').where('token_hash', '=', hashToken(token)).executeTakeFirst();
  const ask = { playerId: player.id, sessionId: session?.id ?? null, now: ctx.now() };
  const betsy = await issuePartnerToken(db, ctx.config, { ...ask, partner: 'betsy' });
  const betco = player.betting_partner_access === 1 ? await issuePartnerToken(db, ctx.config, { ...ask, partner: 'betco' }) : null;
  return {
    token,
    balance: minorToLira(wallet.totalMinor),
    username: player.username,
    usercode: String(player.id),
    betsyCid: betsy.cid,
    betsyUrl: betsy.url,
    betsyToken: betsy.token,
    betcoToken: betco?.token ?? null,
    betcoUrl: betco?.url ?? '',
    smsVerified: player.sms_verified === 1,
    phone: player.phone,
    fingerprint,
    exclusion: await exclusion(db, player.id, ask.now),
  };
}

/**
 * A new password for a player who proves the old one; whoever else held the old password is signed out
 * everywhere but in the session that asked.
 */
export async function changePassword(
  ctx: AppContext,
  { playerId, sessionId }: { playerId: number; sessionId: number },
  { oldPassword, password }: { oldPassword: string; password: string },
): Promise<Outcome> {
  const player = await ctx.db.kysely.selectFrom('players').select('password_hash').where('id', '=', playerId).executeTakeFirstOrThrow();
  if (!(await verifyPassword(player.password_hash, oldPassword))) return refused('old_password_wrong');
  await setPassword(ctx, playerId, password);
  await endPlayerSessions(ctx.db.kysely, playerId, 'password_changed', ctx.now(), sessionId);
  return done(null);
}
