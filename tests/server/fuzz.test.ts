import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialects } from './helpers.js';
import { bearer, fullPayload, identityApp, register, type IdentityHarness } from './identity-helpers.js';

/**
 * Thousands of malformed requests to every public API route; none may end in a 5xx. Deterministic
 * (fixed seed); FUZZ_RUNS scales the number of requests per route.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 160);
const SEED = Number(process.env.FUZZ_SEED ?? 20261122);

function mulberry32(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const hostile: unknown[] = [
  '', '\0', 'a\0b', 'ali\u0000veli', '\uD800', '\uFFFF', 'İı\u0307', ' ', '%00', "' OR 1=1 --", '<script>',
  'x'.repeat(101), 'y'.repeat(5000), '0', '-1', '1e400', '2147483648', 'NaN', '905369663238\0',
  0, -1, 1.5, 2147483647, 2147483648, -2147483649, 9007199254740991, 1e308, -1e308,
  true, false, null, [], [1, '\0'], {}, { $gt: '' }, [2147483648], [-2147483649, 0],
];

type Route = { method: 'GET' | 'POST'; url: string; body?: Record<string, unknown>; auth?: boolean };

function routes(): Route[] {
  const reg = fullPayload();
  return [
    { method: 'POST', url: '/api/auth/login', body: { username: 'oyuncu1', password: 'gizli-sifre-1' } },
    { method: 'POST', url: '/api/auth/register', body: { ...reg, refId: 1, partner: 'p', subid: 's', source: 'x' } },
    { method: 'POST', url: '/api/auth/register', body: { ...reg, PersonalNo: undefined, birthDate: undefined } },
    { method: 'POST', url: '/api/auth/sendresetpassword', body: { username: 'oyuncu1' } },
    { method: 'POST', url: '/api/auth/checkresetcode', body: { username: 'oyuncu1', code: '123456' } },
    { method: 'POST', url: '/api/auth/changepasswordwithcode', body: { username: 'oyuncu1', code: '123456', password: 'abcdef1', password2: 'abcdef1' } },
    { method: 'POST', url: '/api/customer/changepassword', auth: true, body: { oldPassword: 'gizli-sifre-1', password: 'abcdef1', confirmPassword: 'abcdef1' } },
    { method: 'POST', url: '/api/customer/sessions/end', auth: true, body: { id: 1 } },
    { method: 'POST', url: '/api/customer/updatephone', auth: true, body: { step: 1, phone: '905369663238' } },
    { method: 'POST', url: '/api/customer/updatephone', auth: true, body: { step: 2, phone: '905369663238', code: '123456' } },
    { method: 'POST', url: '/api/casino/categorygames', body: { systemCategory: [1, 2] } },
    { method: 'POST', url: '/api/casino/games', body: { search: 'book', live: false } },
    { method: 'GET', url: '/api/cms/page/{}' },
    { method: 'GET', url: '/api/auth/form?refId={}' },
    { method: 'GET', url: '/api/cms/grouped' },
    { method: 'GET', url: '/api/customer/profile', auth: true },
    { method: 'GET', url: '/api/customer/sessions', auth: true },
    { method: 'GET', url: '/api/bonus/definetrialbonus', auth: true },
    { method: 'GET', url: '/api/user/balance', auth: true },
    { method: 'POST', url: '/api/chat/messages', auth: true, body: { clientId: 'abcdefgh-1', body: 'Merhaba' } },
    { method: 'GET', url: '/api/auth/logout', auth: true },
  ];
}

/** Percent-encoded, with a lone surrogate sent as its raw (invalid) UTF-8 bytes. */
function inPath(value: unknown) {
  const text = typeof value === 'object' ? JSON.stringify(value) : String(value);
  try {
    return encodeURIComponent(text);
  } catch {
    return '%ED%A0%80';
  }
}

function mutate(body: Record<string, unknown>, rnd: () => number, pick: <T>(xs: T[]) => T) {
  const out: Record<string, unknown> = { ...body };
  const keys = Object.keys(body);
  const n = 1 + Math.floor(rnd() * Math.min(3, keys.length));
  for (let i = 0; i < n; i++) {
    const key = pick(keys);
    if (rnd() < 0.1) delete out[key];
    else out[key] = pick(hostile);
  }
  return out;
}

describe.each(dialects)('fuzzed requests on %s', (dialect) => {
  let h: IdentityHarness;
  let token = '';
  const big = 1_000_000;
  beforeAll(async () => {
    h = await identityApp(dialect, {
      config: {
        RATE_LIMIT_MAX: big, LOGIN_LIMIT_PER_IP: big, LOGIN_LIMIT_PER_ACCOUNT: big, REGISTER_LIMIT_PER_IP: big,
        CODE_SEND_LIMIT_PER_ACCOUNT: big, CODE_SEND_LIMIT_PER_IP: big, CODE_CHECK_LIMIT_PER_ACCOUNT: big, CODE_CHECK_LIMIT_PER_IP: big,
      },
    });
    token = (await register(h.app)).token;
  });
  afterAll(() => h.close());

  it('answers no malformed request with a 5xx', { timeout: 120_000 }, async () => {
    const rnd = mulberry32(SEED);
    const pick = <T,>(xs: T[]): T => xs[Math.floor(rnd() * xs.length)]!;
    const failures: string[] = [];
    let sent = 0;
    for (const route of routes()) {
      for (let i = 0; i < RUNS; i++) {
        const value = pick(hostile);
        const url = route.url.replace('{}', inPath(value));
        const headers: Record<string, string> = { 'x-locale': pick(['tr', 'en', 'xx']), 'x-fingerprint': pick(['fp-1', 'a'.repeat(300), '%00']) };
        if (route.auth && rnd() < 0.9) Object.assign(headers, bearer(token));
        const payload = route.body ? (rnd() < 0.05 ? pick(hostile) : mutate(route.body, rnd, pick)) : undefined;
        const res = await h.app.inject({
          method: route.method, url, headers, remoteAddress: `10.9.${i % 250}.${1 + (sent % 250)}`,
          ...(payload === undefined ? {} : { payload: JSON.stringify(payload), headers: { ...headers, 'content-type': 'application/json' } }),
        });
        sent++;
        if (res.statusCode >= 500) failures.push(`${route.method} ${url} ${JSON.stringify(payload)} -> ${res.statusCode}`);
      }
    }
    expect(sent).toBe(routes().length * RUNS);
    expect(failures.slice(0, 20)).toEqual([]);
  });
});
