import { randomBytes } from 'node:crypto';
import type { AppContext } from '../../context.js';
import { transact } from '../../db/transact.js';
import type { LimitRule, Verdict } from '../../limiter/index.js';
import { verifyPassword } from '../auth/passwords.js';
import { done, refused, type Outcome, type Reason, type Refused } from '../outcome.js';
import { hashToken } from '../sessions/service.js';
import { enrollCodeHash, operatorKey } from './accounts.js';
import { writeAudit } from './audit.js';
import type { OperatorLoginStep, OperatorSignedIn } from './schemas.js';
import { startOperatorSession } from './sessions.js';
import { acceptedStep, enrollment, newTotpSecret } from './totp.js';

const MINUTE = 60_000;
const CHALLENGE_MS = 5 * MINUTE;
/** Wrong codes one password step allows; then the password must be given again. */
const CHALLENGE_TRIES = 5;

export interface SignInRequest {
  ip: string;
  userAgent: string;
}

/**
 * Only failures count. Per account and address (the typed name, so unknown names count the same): one address
 * guessing at one name is held first. Per account, from any address: guessing spread over many addresses is held
 * too. Per address: only names that are no operator's and steps that do not exist count, so an office of operators
 * behind one address is never held for everyone by its own sign-ins (decision 025).
 */
function rulesOf(ctx: AppContext) {
  const rule = (name: string, max: number): LimitRule => ({ name, max, windowMs: 15 * MINUTE });
  const { OPERATOR_LOGIN_LIMIT_PER_IP: perIp, OPERATOR_LOGIN_LIMIT_PER_ACCOUNT: perAccount, OPERATOR_LOGIN_LIMIT_PER_ACCOUNT_IP: perAccountIp } = ctx.config;
  return {
    loginIp: rule('op-login-ip', perIp),
    loginAccount: rule('op-login-acct', perAccount),
    loginAccountIp: rule('op-login-acct-ip', perAccountIp),
    codeIp: rule('op-code-ip', perIp),
    codeAccount: rule('op-code-acct', perAccount),
    codeAccountIp: rule('op-code-acct-ip', perAccountIp),
  };
}

/** The first of the rules that holds `ids`, without counting anything. */
async function firstHeld(ctx: AppContext, checks: Array<[LimitRule, string]>): Promise<Refused | null> {
  for (const [rule, id] of checks) {
    const held = tooMany(await ctx.limiter.check(rule, id));
    if (held) return held;
  }
  return null;
}

const tooMany = (verdict: Verdict): Refused | null =>
  verdict.allowed
    ? null
    : refused('operator_too_many_attempts', {
        params: { minutes: Math.max(1, Math.ceil(verdict.retryAfterSeconds / 60)) },
        retryAfterSeconds: verdict.retryAfterSeconds,
      });

/**
 * Step one: the password. A right one opens a short-lived second step: enrolling an authenticator (the secret shown as
 * a QR code) the first time, a code afterwards. A wrong password, an unknown name and a disabled operator answer alike.
 */
export async function checkOperatorPassword(
  ctx: AppContext,
  input: { username: string; password: string },
  req: SignInRequest,
): Promise<Outcome<OperatorLoginStep>> {
  const db = ctx.db.kysely;
  const rules = rulesOf(ctx);
  const account = operatorKey(input.username);
  const accountHere = `${account}|${req.ip}`;
  const held = await firstHeld(ctx, [
    [rules.loginIp, req.ip],
    [rules.loginAccountIp, accountHere],
    [rules.loginAccount, account],
  ]);
  if (held) return held;

  const operator = await db
    .selectFrom('operators')
    .select(['id', 'username', 'password_hash', 'totp_enabled', 'active'])
    .where('username', '=', account)
    .executeTakeFirst();
  const passwordRight = await verifyPassword(operator?.password_hash ?? null, input.password);
  if (!operator || !passwordRight || operator.active !== 1) {
    await ctx.limiter.consume(rules.loginAccount, account);
    await ctx.limiter.consume(rules.loginAccountIp, accountHere);
    // A name that is no operator's counts against the address too: trying names from one address is held.
    if (!operator) await ctx.limiter.consume(rules.loginIp, req.ip);
    ctx.log.warn({ operator: account, ip: req.ip }, 'back-office sign-in refused');
    return refused('bad_credentials');
  }
  await ctx.limiter.reset(rules.loginAccount, account);
  await ctx.limiter.reset(rules.loginAccountIp, accountHere);

  const now = ctx.now();
  const token = randomBytes(32).toString('base64url');
  const enrolling = operator.totp_enabled !== 1;
  const secret = enrolling ? newTotpSecret() : null;
  await transact(db, async (trx) => {
    // A new sign-in replaces any step still open for this operator.
    await trx.deleteFrom('operator_challenges').where('operator_id', '=', operator.id).execute();
    await trx
      .insertInto('operator_challenges')
      .values({
        operator_id: operator.id,
        token_hash: hashToken(token),
        purpose: enrolling ? 'enroll' : 'code',
        totp_secret: secret,
        ip: req.ip,
        created_at: now.toISOString(),
        expires_at: new Date(now.getTime() + CHALLENGE_MS).toISOString(),
      })
      .execute();
  });
  if (!secret) return done({ step: 'code', challengeToken: token });
  return done({ step: 'enroll', enrollToken: token, ...(await enrollment(secret, operator.username)) });
}

class Refusal extends Error {
  constructor(readonly reason: Reason) {
    super(reason);
  }
}

/**
 * Step two: the code of the authenticator, against the step's token. Each time step is accepted once per operator
 * (a conditional update of totp_last_step), so a code seen over a shoulder or replayed from a log opens nothing. On
 * success one transaction consumes the step, enrolls the secret (first time), opens the session and audits it.
 */
export async function checkOperatorCode(
  ctx: AppContext,
  input: { challengeToken?: string; enrollToken?: string; code: string; enrollCode?: string },
  req: SignInRequest,
): Promise<Outcome<OperatorSignedIn>> {
  const db = ctx.db.kysely;
  const rules = rulesOf(ctx);
  const ipHeld = tooMany(await ctx.limiter.check(rules.codeIp, req.ip));
  if (ipHeld) return ipHeld;

  const now = ctx.now();
  const at = now.toISOString();
  const purpose = input.enrollToken !== undefined ? 'enroll' : 'code';
  const token = input.enrollToken ?? input.challengeToken ?? '';
  const challenge = await db
    .selectFrom('operator_challenges')
    .innerJoin('operators', 'operators.id', 'operator_challenges.operator_id')
    .select([
      'operator_challenges.id',
      'operator_challenges.operator_id',
      'operator_challenges.totp_secret as pending_secret',
      'operator_challenges.attempts',
      'operators.username',
      'operators.role',
      'operators.totp_secret',
      'operators.totp_enabled',
      'operators.active',
      'operators.enroll_code_hash',
    ])
    .where('operator_challenges.token_hash', '=', hashToken(token))
    .where('operator_challenges.purpose', '=', purpose)
    .where('operator_challenges.used_at', 'is', null)
    .where('operator_challenges.expires_at', '>', at)
    .executeTakeFirst();
  const secret = purpose === 'enroll' ? challenge?.pending_secret : challenge?.totp_secret;
  const stillValid = challenge && secret && challenge.active === 1 && challenge.attempts < CHALLENGE_TRIES && (purpose === 'enroll') === (challenge.totp_enabled !== 1);
  if (!stillValid) {
    // A step that does not exist (or is spent) counts against the address: guessing tokens from one address is held.
    await ctx.limiter.consume(rules.codeIp, req.ip);
    return refused('operator_challenge_invalid');
  }

  const account = String(challenge.operator_id);
  const accountHere = `${account}|${req.ip}`;
  const accountHeld = await firstHeld(ctx, [
    [rules.codeAccountIp, accountHere],
    [rules.codeAccount, account],
  ]);
  if (accountHeld) return accountHeld;

  // A first enrollment needs the one-time code its creator was shown, besides the password: a wrong one is a wrong try.
  if (purpose === 'enroll' && !(challenge.enroll_code_hash && input.enrollCode && enrollCodeHash(input.enrollCode) === challenge.enroll_code_hash)) {
    await db.updateTable('operator_challenges').set((eb) => ({ attempts: eb('attempts', '+', 1) })).where('id', '=', challenge.id).execute();
    await ctx.limiter.consume(rules.codeAccount, account);
    await ctx.limiter.consume(rules.codeAccountIp, accountHere);
    return refused('operator_enroll_code_wrong');
  }
  const step = acceptedStep(secret, input.code, now);
  if (step === null) {
    await db.updateTable('operator_challenges').set((eb) => ({ attempts: eb('attempts', '+', 1) })).where('id', '=', challenge.id).execute();
    await ctx.limiter.consume(rules.codeAccount, account);
    await ctx.limiter.consume(rules.codeAccountIp, accountHere);
    return refused('operator_code_wrong');
  }

  try {
    const session = await transact(db, async (trx) => {
      const consumed = await trx
        .updateTable('operator_challenges')
        .set({ used_at: at })
        .where('id', '=', challenge.id)
        .where('used_at', 'is', null)
        .executeTakeFirst();
      if (Number(consumed.numUpdatedRows) === 0) throw new Refusal('operator_challenge_invalid');
      const accepted = await trx
        .updateTable('operators')
        .set({ totp_last_step: step, last_login_at: at, ...(purpose === 'enroll' ? { totp_secret: secret, totp_enabled: 1, enroll_code_hash: null } : {}) })
        .where('id', '=', challenge.operator_id)
        .where('active', '=', 1)
        .where((eb) => eb.or([eb('totp_last_step', 'is', null), eb('totp_last_step', '<', step)]))
        .executeTakeFirst();
      if (Number(accepted.numUpdatedRows) === 0) throw new Refusal('operator_code_used');
      const actor = { kind: 'operator', operatorId: challenge.operator_id, ip: req.ip } as const;
      const target = `operator:${challenge.operator_id}`;
      if (purpose === 'enroll') await writeAudit(trx, actor, { action: 'operator.totp_enroll', target, before: { totpEnrolled: false }, after: { totpEnrolled: true } }, now);
      const started = await startOperatorSession(trx, { operatorId: challenge.operator_id, ip: req.ip, userAgent: req.userAgent, now });
      await writeAudit(trx, actor, { action: 'operator.login', target, after: { sessionId: started.sessionId } }, now);
      return started;
    });
    return done({ token: session.token, operator: { id: challenge.operator_id, username: challenge.username, role: challenge.role } });
  } catch (error) {
    if (error instanceof Refusal) return refused(error.reason);
    throw error;
  }
}
