import { URI, type TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OperatorRole } from '../../server/db/schema.js';
import { auditEntries } from '../../server/modules/operators/audit.js';
import { dialects } from './helpers.js';
import { bearer, identityApp, MINUTE, nextIp, register, type IdentityHarness } from './identity-helpers.js';
import { adminPost, codeAt, newOperator, OPERATOR_PASSWORD, operatorAuth, signedInOperator, type SignedInOperator } from './operators-helpers.js';

const ROLES: OperatorRole[] = ['admin', 'finance', 'support', 'content'];

type AdminRoute = { method: 'GET' | 'POST'; url: string; roles: OperatorRole[]; payload?: object };

/** Every /api/admin call behind a session, with the roles allowed to make it. */
const routes: AdminRoute[] = [
  { method: 'GET', url: '/me', roles: ROLES },
  { method: 'POST', url: '/logout', roles: ROLES },
  { method: 'GET', url: '/payments/queue', roles: ['finance', 'admin'] },
  { method: 'GET', url: '/payments/queue?type=2', roles: ['finance', 'admin'] },
  { method: 'POST', url: '/payments/approve', roles: ['finance', 'admin'], payload: { id: 2_000_000_000 } },
  { method: 'POST', url: '/payments/reject', roles: ['finance', 'admin'], payload: { id: 2_000_000_000, reason: 'Belge eksik' } },
];

describe.each(dialects)('who may call the back office on %s', (dialect) => {
  let h: IdentityHarness;
  let player: string;
  const operators = {} as Record<OperatorRole, SignedInOperator>;
  beforeAll(async () => {
    h = await identityApp(dialect);
    player = (await register(h.app)).token;
    for (const role of ROLES) operators[role] = await signedInOperator(h, role);
  });
  afterAll(() => h.close());

  const call = (route: AdminRoute, headers: Record<string, string> = {}) =>
    h.app.inject({ method: route.method, url: `/api/admin${route.url}`, headers: { 'x-locale': 'en', ...headers }, remoteAddress: nextIp(), ...(route.payload ? { payload: route.payload } : {}) });

  it.each(routes)('$method $url refuses a caller without an operator session', async (route) => {
    for (const headers of [{}, bearer(player), operatorAuth(player), { authorization: 'Operator ' }, operatorAuth(`kop_${'A'.repeat(43)}`)]) {
      const res = await call(route, headers);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ success: false, message: 'Please sign in to the back office to do this.', data: null });
    }
  });

  it.each(routes)('$method $url refuses the roles it does not name, with a localized 403', async (route) => {
    for (const role of ROLES.filter((r) => !route.roles.includes(r))) {
      const res = await call(route, operatorAuth(operators[role].token));
      expect(res.statusCode, role).toBe(403);
      expect(res.json().message).toBe('Your role does not allow this action.');
      const tr = await call(route, { ...operatorAuth(operators[role].token), 'x-locale': 'tr' });
      expect(tr.json().message).toBe('Rolünüz bu işleme izin vermiyor.');
    }
  });

  it.each(routes.filter((r) => r.url !== '/logout'))('$method $url admits the roles it names', async (route) => {
    for (const role of route.roles) {
      const res = await call(route, operatorAuth(operators[role].token));
      expect([401, 403], `${role}: ${res.body}`).not.toContain(res.statusCode);
      expect(res.statusCode, res.body).toBeLessThan(500);
    }
  });

  it('refuses a wrong role before reading the body: nothing about the call is revealed', async () => {
    const res = await call({ method: 'POST', url: '/payments/reject', roles: [], payload: { id: 'x' } }, operatorAuth(operators.support.token));
    expect(res.statusCode).toBe(403);
    // The refusal is a security event: the audit log keeps who tried which call, from where.
    const [denied] = (await auditEntries(h.db.kysely, { target: 'route:POST /api/admin/payments/reject' })).filter((a) => a.action === 'access.denied');
    expect(denied).toMatchObject({ operator_id: operators.support.id, action: 'access.denied' });
    expect(denied.ip).toBeTruthy();
    expect(denied.after).toMatchObject({ role: 'support', allowed: ['finance', 'admin'] });
    expect((await call({ method: 'POST', url: '/payments/reject', roles: [], payload: { id: 'x' } })).statusCode).toBe(401);
  });

  it('answers hostile input to every call with a 4xx, never a 5xx', async () => {
    const hostile: unknown[] = ['', '\0', 'a\0b', '\uD800', 'x'.repeat(5000), '2147483648', 0, -1, 1.5, 2147483648, 1e308, true, null, [], {}, { $gt: '' }];
    const bodies: Array<[string, Record<string, unknown>, Record<string, string>]> = [
      ['/login', { username: 'someone', password: 'long-enough-password' }, {}],
      ['/login/code', { challengeToken: 'a'.repeat(43), code: '123456' }, {}],
      ['/login/code', { enrollToken: 'a'.repeat(43), code: '123456' }, {}],
      ['/payments/approve', { id: 1 }, operatorAuth(operators.finance.token)],
      ['/payments/reject', { id: 1, reason: 'neden' }, operatorAuth(operators.admin.token)],
    ];
    for (const [url, body, headers] of bodies) {
      for (const key of Object.keys(body)) {
        for (const value of hostile) {
          const res = await adminPost(h.app, url, { ...body, [key]: value }, headers);
          expect(res.statusCode, `${url} ${key}=${JSON.stringify(value)}: ${res.body}`).toBeGreaterThanOrEqual(400);
          expect(res.statusCode, `${url} ${key}=${JSON.stringify(value)}: ${res.body}`).toBeLessThan(500);
        }
      }
    }
    for (const query of ['?type=', '?type=abc', '?type=%00', '?type=1&type=2', '?type=2147483648']) {
      const res = await call({ method: 'GET', url: `/payments/queue${query}`, roles: [] }, operatorAuth(operators.finance.token));
      expect(res.statusCode, query).toBeLessThan(500);
    }
  });

  it.each(routes)('$method $url refuses a session idle for the idle lifetime', async (route) => {
    const op = await signedInOperator(h, 'admin');
    h.clock.advance(16 * MINUTE);
    expect((await call(route, operatorAuth(op.token))).statusCode).toBe(401);
  });
});

describe.each(dialects)('sign-in attempt limits on %s', (dialect) => {
  let h: IdentityHarness;
  const enrolled = new Map<string, TOTP>();
  beforeAll(async () => {
    h = await identityApp(dialect, { config: { OPERATOR_LOGIN_LIMIT_PER_ACCOUNT: 4, OPERATOR_LOGIN_LIMIT_PER_IP: 6, OPERATOR_LOGIN_LIMIT_PER_ACCOUNT_IP: 3 } });
  });
  afterAll(() => h.close());

  it('holds an account after repeated wrong passwords, from any address, even with the right one', async () => {
    const op = await newOperator(h, 'admin');
    for (let i = 0; i < 4; i++) {
      expect((await adminPost(h.app, '/login', { username: op.username, password: `wrong-password-${i}` })).statusCode).toBe(400);
    }
    const held = await adminPost(h.app, '/login', { username: op.username, password: OPERATOR_PASSWORD }, { 'x-locale': 'en' });
    expect(held.statusCode).toBe(429);
    expect(held.headers['retry-after']).toBeDefined();
    expect(held.json().message).toMatch(/^Too many attempts\. Please try again in \d+ minutes?\.$/);
    // An unknown name counts the same, so holds do not tell which names exist.
    for (let i = 0; i < 4; i++) await adminPost(h.app, '/login', { username: 'ghost-operator', password: `wrong-password-${i}` });
    expect((await adminPost(h.app, '/login', { username: 'ghost-operator', password: 'x' })).statusCode).toBe(429);
    h.clock.advance(15 * MINUTE);
    expect((await adminPost(h.app, '/login', { username: op.username, password: OPERATOR_PASSWORD })).statusCode).toBe(200);
  });

  it('an office behind one address signs in more often than the address limit, and one operator\'s wrong passwords hold only them, there', async () => {
    const office = nextIp();
    const team = await Promise.all([1, 2, 3, 4].map(() => newOperator(h, 'support')));
    // Eight sign-ins (password and code) from the office, past the address limit of six: each goes through.
    for (const op of [...team, ...team]) {
      h.clock.advance(30_000);
      const login = await adminPost(h.app, '/login', { username: op.username, password: OPERATOR_PASSWORD }, {}, office);
      expect(login.statusCode, login.body).toBe(200);
      const data = login.json().data;
      const totp = data.otpauthUrl ? (URI.parse(data.otpauthUrl) as TOTP) : (enrolled.get(op.username) as TOTP);
      enrolled.set(op.username, totp);
      const code = data.enrollToken
        ? await adminPost(h.app, '/login/code', { enrollToken: data.enrollToken, code: codeAt(totp, h), enrollCode: op.enrollCode }, {}, office)
        : await adminPost(h.app, '/login/code', { challengeToken: data.challengeToken, code: codeAt(totp, h) }, {}, office);
      expect(code.statusCode, code.body).toBe(200);
    }
    // Three wrong passwords of one operator at the office hold that operator there, not the others, and not elsewhere.
    const [clumsy, other] = team;
    for (let i = 0; i < 3; i++) expect((await adminPost(h.app, '/login', { username: clumsy.username, password: `wrong-password-${i}` }, {}, office)).statusCode).toBe(400);
    expect((await adminPost(h.app, '/login', { username: clumsy.username, password: OPERATOR_PASSWORD }, {}, office)).statusCode).toBe(429);
    expect((await adminPost(h.app, '/login', { username: other.username, password: OPERATOR_PASSWORD }, {}, office)).statusCode).toBe(200);
    expect((await adminPost(h.app, '/login', { username: clumsy.username, password: OPERATOR_PASSWORD }, {}, nextIp())).statusCode).toBe(200);
    h.clock.advance(15 * MINUTE);
  });

  it('holds an address after too many attempts, whatever the names', async () => {
    const ip = nextIp();
    for (let i = 0; i < 6; i++) {
      expect((await adminPost(h.app, '/login', { username: `someone-${i}`, password: 'wrong-password' }, {}, ip)).statusCode).toBe(400);
    }
    const op = await newOperator(h, 'admin');
    expect((await adminPost(h.app, '/login', { username: op.username, password: OPERATOR_PASSWORD }, {}, ip)).statusCode).toBe(429);
    expect((await adminPost(h.app, '/login', { username: op.username, password: OPERATOR_PASSWORD })).statusCode).toBe(200);
    h.clock.advance(15 * MINUTE);
  });

  it('holds wrong codes per account', async () => {
    const op = await signedInOperator(h, 'finance');
    h.clock.advance(30_000);
    const step = async () => (await adminPost(h.app, '/login', { username: op.username, password: OPERATOR_PASSWORD })).json().data.challengeToken as string;
    const wrong = String((Number(codeAt(op.totp, h)) + 500_000) % 1_000_000).padStart(6, '0');
    const challengeToken = await step();
    for (let i = 0; i < 4; i++) expect((await adminPost(h.app, '/login/code', { challengeToken, code: wrong })).statusCode).toBe(400);
    const held = await adminPost(h.app, '/login/code', { challengeToken: await step(), code: codeAt(op.totp, h) });
    expect(held.statusCode).toBe(429);
    const codeAudit = (await auditEntries(h.db.kysely, { target: `operator:${op.id}` })).filter((a) => a.action === 'operator.login');
    expect(codeAudit).toHaveLength(1);
    h.clock.advance(15 * MINUTE);
    expect((await adminPost(h.app, '/login/code', { challengeToken: await step(), code: codeAt(op.totp, h) })).statusCode).toBe(200);
  });

  it('holds wrong codes per address', async () => {
    const ip = nextIp();
    for (let i = 0; i < 6; i++) await adminPost(h.app, '/login/code', { challengeToken: 'b'.repeat(43), code: '000000' }, {}, ip);
    expect((await adminPost(h.app, '/login/code', { challengeToken: 'b'.repeat(43), code: '000000' }, {}, ip)).statusCode).toBe(429);
    h.clock.advance(15 * MINUTE);
  });
});

describe.each(dialects)('a sign-in step on %s', (dialect) => {
  let h: IdentityHarness;
  beforeAll(async () => {
    h = await identityApp(dialect);
  });
  afterAll(() => h.close());

  it('is spent after five wrong codes: the password must be given again', async () => {
    const op = await signedInOperator(h, 'content');
    h.clock.advance(30_000);
    const { challengeToken } = (await adminPost(h.app, '/login', { username: op.username, password: OPERATOR_PASSWORD })).json().data;
    const wrong = String((Number(codeAt(op.totp, h)) + 500_000) % 1_000_000).padStart(6, '0');
    for (let i = 0; i < 5; i++) expect((await adminPost(h.app, '/login/code', { challengeToken, code: wrong })).json().errors.code).toMatch(/^Kod hatalı/);
    const spent = await adminPost(h.app, '/login/code', { challengeToken, code: codeAt(op.totp, h) });
    expect(spent.statusCode).toBe(400);
    expect(spent.json().errors.code).toMatch(/şifrenizle yeniden giriş yapın/);
  });

  it('is replaced by a new password step', async () => {
    const op = await signedInOperator(h, 'content');
    h.clock.advance(30_000);
    const first = (await adminPost(h.app, '/login', { username: op.username, password: OPERATOR_PASSWORD })).json().data.challengeToken;
    const second = (await adminPost(h.app, '/login', { username: op.username, password: OPERATOR_PASSWORD })).json().data.challengeToken;
    expect((await adminPost(h.app, '/login/code', { challengeToken: first, code: codeAt(op.totp, h) })).statusCode).toBe(400);
    expect((await adminPost(h.app, '/login/code', { challengeToken: second, code: codeAt(op.totp, h) })).statusCode).toBe(200);
  });

  it('of enrollment cannot be finished with a code step token, nor the other way round', async () => {
    const op = await newOperator(h, 'admin');
    const { enrollToken } = (await adminPost(h.app, '/login', { username: op.username, password: OPERATOR_PASSWORD })).json().data;
    expect((await adminPost(h.app, '/login/code', { challengeToken: enrollToken, code: '123456' })).json().errors.code).toMatch(/süresi dolmuş/);
  });
});
