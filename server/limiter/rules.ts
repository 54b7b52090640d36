import { hash } from 'node:crypto';
import { resolve } from 'node:path';
import type { Config } from '../config.js';
import type { LimitRule } from './index.js';

const MINUTE = 60_000;

export type LimitRules = ReturnType<typeof limitRules>;

/** Every /api call per address, and attempts of identity calls; "account" keys are the typed username, so unknown names count the same. */
export function limitRules(config: Config) {
  const rule = (name: string, max: number, minutes: number): LimitRule => ({ name, max, windowMs: minutes * MINUTE });
  return {
    // Every /api call per address but the balance poll.
    api: { name: 'api-ip', max: config.RATE_LIMIT_MAX, windowMs: config.RATE_LIMIT_WINDOW_MS } satisfies LimitRule,
    // The balance poll per session instead (20 a minute per open tab).
    balancePoll: rule('balance-session', config.BALANCE_LIMIT_PER_SESSION, 1),
    loginIp: rule('login-ip', config.LOGIN_LIMIT_PER_IP, 15),
    // Wrong passwords for one account from devices it has never seen, from any address (see login-throttle.ts).
    loginAccount: rule('login-acct', config.LOGIN_LIMIT_PER_ACCOUNT, 60),
    registerIp: rule('register-ip', config.REGISTER_LIMIT_PER_IP, 60),
    callRequestIp: rule('call-request-ip', config.CALL_REQUEST_LIMIT_PER_IP, 60),
    /** Chat messages a player may send a minute. */
    chatPlayer: rule('chat-player', config.CHAT_LIMIT_PER_PLAYER, 1),
    codeSendIp: rule('code-send-ip', config.CODE_SEND_LIMIT_PER_IP, 60),
    codeSendAccount: rule('code-send-acct', config.CODE_SEND_LIMIT_PER_ACCOUNT, 60),
    codeCheckIp: rule('code-check-ip', config.CODE_CHECK_LIMIT_PER_IP, 15),
    codeCheckAccount: rule('code-check-acct', config.CODE_CHECK_LIMIT_PER_ACCOUNT, 15),
  };
}

/**
 * Where this deployment's counters live in a shared Redis: RATE_LIMIT_PREFIX, or one derived from the database
 * the deployment uses (its processes share it; another deployment has its own), credentials left out.
 */
export function limitPrefix(config: Config): string {
  if (config.RATE_LIMIT_PREFIX) return config.RATE_LIMIT_PREFIX;
  let database = `sqlite:${resolve(config.DATA_DIR)}`;
  if (config.DATABASE_URL) {
    const url = new URL(config.DATABASE_URL);
    database = `pg:${url.hostname}:${url.port}${url.pathname}:${config.DATABASE_SCHEMA ?? ''}`;
  }
  return `lim:${hash('sha256', database, 'base64url').slice(0, 10)}:`;
}
