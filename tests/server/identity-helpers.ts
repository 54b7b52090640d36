import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../server/config.js';
import type { Db } from '../../server/db/index.js';
import { testApp } from './helpers.js';

/** A clock the test moves by hand; the app reads it for sessions, codes and in-memory limits. */
export function testClock(start = new Date()) {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    advance(ms: number) {
      current += ms;
    },
  };
}
export type TestClock = ReturnType<typeof testClock>;

export const MINUTE = 60_000;
/** A T.C. kimlik numarası with a valid checksum. */
export const VALID_TCKN = '10000000146';

let counter = 0;
export const uniqueName = (prefix = 'oyuncu') => `${prefix}${++counter}${randomBytes(3).toString('hex')}`;
export const nextIp = () => `10.${1 + (counter++ % 250)}.${randomBytes(1)[0]}.${1 + (randomBytes(1)[0] % 250)}`;

export async function identityApp(dialect: 'sqlite' | 'postgres', { config = {}, clock = testClock() }: { config?: Partial<Config>; clock?: TestClock } = {}) {
  const h = await testApp(dialect, { now: clock.now, config });
  return { ...h, clock };
}
export type IdentityHarness = Awaited<ReturnType<typeof identityApp>>;

export function fullPayload(overrides: Record<string, unknown> = {}) {
  const username = uniqueName();
  return {
    name: 'Ayşe Nur',
    surname: 'Yılmaz',
    username,
    email: `${username}@example.com`,
    password: 'gizli-sifre-1',
    password2: 'gizli-sifre-1',
    phone: `905${String(randomBytes(4).readUInt32BE() % 1e9).padStart(9, '0')}`,
    PersonalNo: VALID_TCKN,
    country: 235,
    currencyId: 1,
    birthDate: '1990-05-17',
    trialBonus: true,
    ...overrides,
  };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

export async function register(app: FastifyInstance, overrides: Record<string, unknown> = {}, headers: Record<string, string> = {}) {
  const payload = fullPayload(overrides);
  const res = await app.inject({ method: 'POST', url: '/api/auth/register', payload, remoteAddress: nextIp(), headers });
  if (res.statusCode !== 200) throw new Error(`register failed: ${res.body}`);
  return { ...payload, token: res.json().data.token as string, data: res.json().data, deviceCookie: deviceCookieOf(res) };
}

/** The signed device cookie an answer sets (`kasa_device=<id>.<mac>`), ready for a `cookie` header; null if none. */
export function deviceCookieOf(res: { headers: Record<string, unknown> }): string | null {
  const set = res.headers['set-cookie'];
  const all = Array.isArray(set) ? set : typeof set === 'string' ? [set] : [];
  const cookie = all.find((c: string) => c.startsWith('kasa_device='));
  return cookie ? cookie.split(';')[0]! : null;
}

export function login(app: FastifyInstance, username: string, password: string, remoteAddress = nextIp(), headers: Record<string, string> = {}) {
  return app.inject({ method: 'POST', url: '/api/auth/login', payload: { username, password }, remoteAddress, headers });
}

export function get(app: FastifyInstance, url: string, token?: string, headers: Record<string, string> = {}) {
  return app.inject({ method: 'GET', url, headers: { ...(token ? bearer(token) : {}), ...headers } });
}

export function post(app: FastifyInstance, url: string, payload: object, token?: string, options: { ip?: string; headers?: Record<string, string> } = {}) {
  const headers = { ...(token ? bearer(token) : {}), ...options.headers };
  return app.inject({ method: 'POST', url, payload, headers, remoteAddress: options.ip ?? nextIp() });
}

/** The newest outbox message to a phone or an e-mail address, waiting briefly for background sends. */
export async function outboxMessage(db: Db, to: string, { after = 0, waitMs = 3000 } = {}) {
  const deadline = Date.now() + waitMs;
  for (;;) {
    const row = await db.kysely.selectFrom('outbox').selectAll().where('recipient', '=', to).where('id', '>', after).orderBy('id', 'desc').executeTakeFirst();
    if (row || Date.now() > deadline) return row ?? null;
    await new Promise((r) => setTimeout(r, 20));
  }
}

export const codeIn = (text: string) => /\b(\d{6})\b/.exec(text)?.[1] ?? null;

export async function outboxCode(db: Db, to: string): Promise<string> {
  const message = await outboxMessage(db, to);
  const code = message && codeIn(message.body);
  if (!code) throw new Error(`no code sent to ${to}`);
  return code;
}
