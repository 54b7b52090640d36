import Fastify from 'fastify';
import { sql } from 'kysely';
import { URI, type TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEntries } from '../../server/modules/operators/audit.js';
import { disableOperator } from '../../server/modules/operators/accounts.js';
import { installOperatorGuard } from '../../server/modules/operators/guard.js';
import { hashToken } from '../../server/modules/sessions/service.js';
import { dialects, testConfig } from './helpers.js';
import { bearer, get, identityApp, MINUTE, nextIp, register, type IdentityHarness } from './identity-helpers.js';
import { adminGet, adminPost, codeAt, newOperator, OPERATOR_PASSWORD, operatorAuth, signedInOperator, signInAgain } from './operators-helpers.js';

const en = { 'x-locale': 'en' };

describe.each(dialects)('operator sign-in and sessions on %s', (dialect) => {
  let h: IdentityHarness;
  beforeAll(async () => {
    h = await identityApp(dialect, { config: { OPERATOR_IDLE_MINUTES: 15, OPERATOR_ABSOLUTE_HOURS: 8 } });
  });
  afterAll(() => h.close());

  it('enrolls an authenticator at the first sign-in: QR code, then a code opens a session', async () => {
    const op = await newOperator(h, 'finance');
    const ip = nextIp();
    const login = await adminPost(h.app, '/login', { username: op.username.toUpperCase(), password: OPERATOR_PASSWORD }, en, ip);
    expect(login.statusCode).toBe(200);
    const step = login.json().data;
    expect(step).toMatchObject({ step: 'enroll', enrollToken: expect.any(String) });
    expect(step.otpauthUrl).toMatch(/^otpauth:\/\/totp\/.+secret=[A-Z2-7]+/);
    expect(step.qrDataUrl).toMatch(/^data:image\/png;base64,/);
    expect(login.json().message).toBe('Scan the QR code with your authenticator app, then enter the code it shows.');
    const before = await h.db.kysely.selectFrom('operators').selectAll().where('id', '=', op.id).executeTakeFirstOrThrow();
    expect(before).toMatchObject({ totp_secret: null, totp_enabled: 0 });

    const totp = URI.parse(step.otpauthUrl) as TOTP;
    const wrongCode = String((Number(codeAt(totp, h)) + 1) % 1_000_000).padStart(6, '0');
    const wrong = await adminPost(h.app, '/login/code', { enrollToken: step.enrollToken, code: wrongCode, enrollCode: op.enrollCode }, en);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ success: false, errors: { code: 'The code is incorrect. Check the time on your phone and try again.' } });

    // Whoever has only the password cannot enroll their own authenticator: without the one-time code, or with a
    // guessed one, a right TOTP code of the secret they were shown opens nothing.
    const noCode = await adminPost(h.app, '/login/code', { enrollToken: step.enrollToken, code: codeAt(totp, h) }, en);
    expect(noCode.statusCode).toBe(400);
    const guessed = await adminPost(h.app, '/login/code', { enrollToken: step.enrollToken, code: codeAt(totp, h), enrollCode: 'AAAA-BBBB-CCCC' }, en);
    expect(guessed.json()).toMatchObject({ success: false, errors: { enrollCode: expect.stringMatching(/enrollment code is incorrect/) } });
    expect(await h.db.kysely.selectFrom('operators').select('totp_enabled').where('id', '=', op.id).executeTakeFirstOrThrow()).toEqual({ totp_enabled: 0 });

    // Typed with spaces and in lower case, the code given still counts.
    const typed = op.enrollCode.toLowerCase().replace(/-/g, ' ');
    const done = await adminPost(h.app, '/login/code', { enrollToken: step.enrollToken, code: codeAt(totp, h), enrollCode: typed }, { 'user-agent': 'Firefox/140' }, ip);
    expect(done.statusCode).toBe(200);
    const { token, operator } = done.json().data;
    expect(token).toMatch(/^kop_[A-Za-z0-9_-]{43}$/);
    expect(operator).toEqual({ id: op.id, username: op.username, role: 'finance' });
    expect(done.json().message).toBe('Yönetim paneline giriş yaptınız.');

    const after = await h.db.kysely.selectFrom('operators').selectAll().where('id', '=', op.id).executeTakeFirstOrThrow();
    expect(after).toMatchObject({ totp_secret: totp.secret.base32, totp_enabled: 1, last_login_at: h.clock.now().toISOString() });
    const session = await h.db.kysely.selectFrom('operator_sessions').selectAll().where('operator_id', '=', op.id).executeTakeFirstOrThrow();
    expect(session).toMatchObject({ token_hash: hashToken(token), ip, user_agent: 'Firefox/140', ended_at: null });

    const me = await adminGet(h.app, '/me', operatorAuth(token));
    expect(me.json()).toEqual({ success: true, message: '', data: { id: op.id, username: op.username, role: 'finance' } });

    const audit = await auditEntries(h.db.kysely, { target: `operator:${op.id}` });
    expect(audit.map((a) => a.action)).toEqual(['operator.login', 'operator.totp_enroll', 'operator.create']);
    expect(audit[0]).toMatchObject({ operator_id: op.id, actor: `operator:${op.id}`, ip, after: { sessionId: session.id } });
    expect(audit[1]).toMatchObject({ before: { totpEnrolled: false }, after: { totpEnrolled: true } });
    expect(audit[2]).toMatchObject({ operator_id: null, actor: 'cli', ip: null, after: { username: op.username, role: 'finance' } });
  });

  it('asks an enrolled operator for a code, and accepts each code once', async () => {
    const op = await signedInOperator(h, 'admin');
    h.clock.advance(30_000);
    const login = await adminPost(h.app, '/login', { username: op.username, password: OPERATOR_PASSWORD }, en);
    expect(login.json()).toMatchObject({ success: true, message: 'Enter the code your authenticator app shows.', data: { step: 'code' } });
    expect(login.json().data).not.toHaveProperty('otpauthUrl');
    const code = codeAt(op.totp, h);
    const first = await adminPost(h.app, '/login/code', { challengeToken: login.json().data.challengeToken, code });
    expect(first.statusCode).toBe(200);

    // The same code again, through a fresh password step: refused, and no session opened.
    const again = await adminPost(h.app, '/login', { username: op.username, password: OPERATOR_PASSWORD });
    const sessions = async () => (await h.db.kysely.selectFrom('operator_sessions').select('id').where('operator_id', '=', op.id).execute()).length;
    const count = await sessions();
    const replay = await adminPost(h.app, '/login/code', { challengeToken: again.json().data.challengeToken, code }, en);
    expect(replay.statusCode).toBe(400);
    expect(replay.json().message).toBe('This code has already been used. Wait for the next code of your authenticator app.');
    // So is the code of the step before (within the drift window, but older than the one used).
    const older = await adminPost(h.app, '/login/code', { challengeToken: again.json().data.challengeToken, code: codeAt(op.totp, h, -30_000) });
    expect(older.json().errors.code).toBe('Bu kod zaten kullanıldı. Doğrulama uygulamanızın bir sonraki kodunu bekleyin.');
    expect(await sessions()).toBe(count);

    // The next time step's code works on the same step token.
    h.clock.advance(30_000);
    const next = await adminPost(h.app, '/login/code', { challengeToken: again.json().data.challengeToken, code: codeAt(op.totp, h) });
    expect(next.statusCode).toBe(200);
    // and the step token is spent.
    h.clock.advance(30_000);
    const spent = await adminPost(h.app, '/login/code', { challengeToken: again.json().data.challengeToken, code: codeAt(op.totp, h) }, en);
    expect(spent.json().message).toBe('This sign-in step has expired or was already used. Please sign in again with your password.');
  });

  it('accepts a code one time step off (clock drift), not two', async () => {
    const op = await signedInOperator(h, 'content');
    h.clock.advance(90_000);
    const step = async () => (await adminPost(h.app, '/login', { username: op.username, password: OPERATOR_PASSWORD })).json().data.challengeToken;
    expect((await adminPost(h.app, '/login/code', { challengeToken: await step(), code: codeAt(op.totp, h, -60_000) })).statusCode).toBe(400);
    expect((await adminPost(h.app, '/login/code', { challengeToken: await step(), code: codeAt(op.totp, h, 30_000) })).statusCode).toBe(200);
  });

  it('answers a wrong password, an unknown name and a disabled operator alike', async () => {
    const op = await newOperator(h, 'support');
    const disabled = await newOperator(h, 'support');
    await disableOperator(h.db.kysely, disabled.username, { kind: 'cli' }, h.clock.now());
    const answers = await Promise.all([
      adminPost(h.app, '/login', { username: op.username, password: 'wrong-password-123' }, en),
      adminPost(h.app, '/login', { username: 'nobody-here', password: OPERATOR_PASSWORD }, en),
      adminPost(h.app, '/login', { username: disabled.username, password: OPERATOR_PASSWORD }, en),
    ]);
    for (const res of answers) {
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ success: false, message: 'The username or password is incorrect.', data: null });
    }
    expect(await h.db.kysely.selectFrom('operator_challenges').select('id').where('operator_id', 'in', [op.id, disabled.id]).execute()).toEqual([]);
  });

  it('lets a sign-in step lapse after 5 minutes', async () => {
    const op = await signedInOperator(h, 'admin');
    h.clock.advance(30_000);
    const login = await adminPost(h.app, '/login', { username: op.username, password: OPERATOR_PASSWORD });
    h.clock.advance(5 * MINUTE);
    const late = await adminPost(h.app, '/login/code', { challengeToken: login.json().data.challengeToken, code: codeAt(op.totp, h) });
    expect(late.statusCode).toBe(400);
    expect(late.json().errors.code).toMatch(/süresi dolmuş/);
  });

  it('signs out: the token stops working and the sign-out is audited', async () => {
    const op = await signedInOperator(h, 'support');
    const out = await adminPost(h.app, '/logout', undefined, { ...operatorAuth(op.token), ...en });
    expect(out.json()).toEqual({ success: true, message: 'You have been signed out of the back office.', data: null });
    expect((await adminGet(h.app, '/me', operatorAuth(op.token))).statusCode).toBe(401);
    const [last] = await auditEntries(h.db.kysely, { target: `operator:${op.id}` });
    expect(last).toMatchObject({ action: 'operator.logout', actor: `operator:${op.id}` });
  });

  it('ends a session idle for 15 minutes, and any session after 8 hours', async () => {
    const idle = await signedInOperator(h, 'support');
    h.clock.advance(14 * MINUTE);
    expect((await adminGet(h.app, '/me', operatorAuth(idle.token))).statusCode).toBe(200);
    h.clock.advance(15 * MINUTE);
    const lapsed = await adminGet(h.app, '/me', { ...operatorAuth(idle.token), ...en });
    expect(lapsed.statusCode).toBe(401);
    expect(lapsed.json().message).toBe('Please sign in to the back office to do this.');
    const row = await h.db.kysely.selectFrom('operator_sessions').select('end_reason').where('token_hash', '=', hashToken(idle.token)).executeTakeFirstOrThrow();
    expect(row.end_reason).toBe('idle');

    const busy = await signedInOperator(h, 'support');
    for (let i = 0; i < 8 * 6 - 1; i++) {
      h.clock.advance(10 * MINUTE);
      expect((await adminGet(h.app, '/me', operatorAuth(busy.token))).statusCode).toBe(200);
    }
    h.clock.advance(10 * MINUTE);
    expect((await adminGet(h.app, '/me', operatorAuth(busy.token))).statusCode).toBe(401);
  });

  it('ends the sessions of an operator who is disabled', async () => {
    const op = await signedInOperator(h, 'admin');
    await disableOperator(h.db.kysely, op.username, { kind: 'cli' }, h.clock.now());
    expect((await adminGet(h.app, '/me', operatorAuth(op.token))).statusCode).toBe(401);
  });

  it('keeps the two kinds of token apart in both directions', async () => {
    const player = await register(h.app);
    const op = await signedInOperator(h, 'admin');
    for (const headers of [bearer(player.token), operatorAuth(player.token), bearer(op.token), { authorization: op.token }]) {
      expect((await adminGet(h.app, '/me', headers)).statusCode).toBe(401);
    }
    expect((await get(h.app, '/api/user/balance', op.token)).statusCode).toBe(401);
    expect((await h.app.inject({ method: 'GET', url: '/api/user/balance', headers: operatorAuth(op.token) })).statusCode).toBe(401);
    expect((await get(h.app, '/api/customer/profile', op.token)).statusCode).toBe(401);
    // Each still works on its own side.
    expect((await get(h.app, '/api/user/balance', player.token)).statusCode).toBe(200);
    expect((await adminGet(h.app, '/me', operatorAuth(op.token))).statusCode).toBe(200);
  });

  it('refuses bad input with a localized message and changes nothing', async () => {
    const op = await newOperator(h, 'admin');
    const auditBefore = (await auditEntries(h.db.kysely)).length;
    const missing = await adminPost(h.app, '/login', { username: op.username }, en);
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ success: false, errors: { password: expect.any(String) } });
    expect(missing.json().message).toMatch(/^Please check the highlighted fields\./);
    const nul = await adminPost(h.app, '/login', { username: `${op.username}\0`, password: OPERATOR_PASSWORD });
    expect(nul.statusCode).toBe(400);
    const both = await adminPost(h.app, '/login/code', { challengeToken: 'a'.repeat(43), enrollToken: 'a'.repeat(43), code: '123456' }, en);
    expect(both.statusCode).toBe(400);
    expect(both.json().errors).toHaveProperty('challengeToken');
    const letters = await adminPost(h.app, '/login/code', { challengeToken: 'a'.repeat(43), code: 'abcdef' });
    expect(letters.json().errors).toHaveProperty('code');
    const unknown = await adminPost(h.app, '/login/code', { challengeToken: 'a'.repeat(43), code: '123456' });
    expect(unknown.statusCode).toBe(400);
    expect((await auditEntries(h.db.kysely)).length).toBe(auditBefore);
    expect(await h.db.kysely.selectFrom('operator_challenges').select('id').where('operator_id', '=', op.id).execute()).toEqual([]);
  });

  it('keeps the audit log append-only in the database itself', async () => {
    await newOperator(h, 'content');
    const [row] = await auditEntries(h.db.kysely, { limit: 1 });
    await expect(h.db.kysely.updateTable('audit_log').set({ action: 'nothing' }).where('id', '=', row.id).execute()).rejects.toThrow(/append-only/);
    await expect(h.db.kysely.deleteFrom('audit_log').where('id', '=', row.id).execute()).rejects.toThrow(/append-only/);
    if (dialect === 'postgres') await expect(sql`TRUNCATE audit_log`.execute(h.db.kysely)).rejects.toThrow(/append-only/);
    const [still] = await auditEntries(h.db.kysely, { limit: 1 });
    expect(still).toEqual(row);
  });

  it('publishes none of the back office in the player API document', async () => {
    const document = (await h.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(Object.keys(document.paths).filter((path) => path.startsWith('/api/admin'))).toEqual([]);
  });

  it('answers an unknown back-office path as unauthorized, not as missing', async () => {
    expect((await adminGet(h.app, '/no-such-call')).statusCode).toBe(401);
    const op = await signedInOperator(h, 'support');
    const missing = await adminGet(h.app, '/no-such-call', { ...operatorAuth(op.token), ...en });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ success: false, message: 'Page not found.', data: null });
  });

  it('signs in again with a later code after a sign-out', async () => {
    const op = await signedInOperator(h, 'finance');
    await adminPost(h.app, '/logout', undefined, operatorAuth(op.token));
    const token = await signInAgain(h, op);
    expect((await adminGet(h.app, '/me', operatorAuth(token))).statusCode).toBe(200);
  });
});

describe('the operator guard', () => {
  it('refuses to start with a back-office route that declares no roles', async () => {
    const app = Fastify();
    void app.register(async (admin) => {
      installOperatorGuard(admin, { config: testConfig() } as never);
      admin.get('/forgotten', async () => 'open');
    });
    await expect(app.ready()).rejects.toThrow(/declares no operator roles/);
  });
});
