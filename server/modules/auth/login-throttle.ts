import type { AppContext } from '../../context.js';
import type { LimitRule, Verdict } from '../../limiter/index.js';
import { usernameKey } from './service.js';

/** One login attempt as the throttle sees it: the typed name, the address and the device (its signed cookie's id). */
export interface LoginAttempt {
  username: string;
  ip: string;
  device: string | null;
}

const MINUTE = 60_000;

/**
 * Wrong passwords for one account from one address wait longer and longer: past `n` in a minute, `2n` in
 * 15 minutes and `4n` in an hour, each holds until its window ends.
 */
export function accountIpTiers(n: number): LimitRule[] {
  return [
    { name: 'login-acct-ip-1m', max: n, windowMs: MINUTE },
    { name: 'login-acct-ip-15m', max: 2 * n, windowMs: 15 * MINUTE },
    { name: 'login-acct-ip-1h', max: 4 * n, windowMs: 60 * MINUTE },
  ];
}

/**
 * A device that has had a session of this account before, named by the device cookie the server signed at that login
 * (auth/device-cookie.ts): the owner's, not an attacker's guess. A fingerprint the client computes is never trusted.
 */
async function knownDevice(ctx: AppContext, account: string, device: string | null): Promise<boolean> {
  if (!device) return false;
  const row = await ctx.db.kysely
    .selectFrom('sessions')
    .innerJoin('players', 'players.id', 'sessions.player_id')
    .select('sessions.id')
    .where('players.username_lower', '=', account)
    .where('sessions.device_id', '=', device)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Throttles the attacker, not the owner (OWASP authentication guidance): every attempt counts against its
 * address; wrong passwords count against the account from that address with growing delays; and, across all
 * addresses, against the account for devices it has never seen, so a spread-out attack holds new devices back
 * while the owner's known devices still log in. Only a device unknown to the account is ever held by the
 * account-wide count.
 */
export function loginThrottle(ctx: AppContext) {
  const { limiter, limits } = ctx;
  const tiers = accountIpTiers(ctx.config.LOGIN_LIMIT_PER_ACCOUNT_IP);
  const keys = (attempt: LoginAttempt) => {
    const account = usernameKey(attempt.username);
    return { account, accountIp: `${account}|${attempt.ip}` };
  };

  return {
    async admit(attempt: LoginAttempt): Promise<Verdict & { known: boolean }> {
      const { account, accountIp } = keys(attempt);
      const known = await knownDevice(ctx, account, attempt.device);
      const perIp = await limiter.consume(limits.loginIp, attempt.ip);
      if (!perIp.allowed) return { ...perIp, known };
      const checks = tiers.map((rule) => limiter.check(rule, accountIp));
      if (!known) checks.push(limiter.check(limits.loginAccount, account));
      // The longest hold wins: waiting out the one-minute tier must not open a fifteen-minute one.
      const retry = Math.max(0, ...(await Promise.all(checks)).map((v) => (v.allowed ? 0 : v.retryAfterSeconds)));
      return retry > 0 ? { allowed: false, retryAfterSeconds: retry, known } : { allowed: true, known };
    },

    async failed(attempt: LoginAttempt, known: boolean): Promise<void> {
      const { account, accountIp } = keys(attempt);
      for (const rule of tiers) await limiter.consume(rule, accountIp);
      if (!known) await limiter.consume(limits.loginAccount, account);
    },

    async succeeded(attempt: LoginAttempt): Promise<void> {
      const { accountIp } = keys(attempt);
      for (const rule of tiers) await limiter.reset(rule, accountIp);
    },
  };
}
