import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminOperatorItem, adminOperatorList } from '../../contracts/admin-calls.js';
import { limitsAnswer } from '../../contracts/limits.js';
import type { OperatorRole } from '../../server/db/schema.js';
import { auditEntries } from '../../server/modules/operators/audit.js';
import { dialects } from './helpers.js';
import { bearer, identityApp, nextIp, register, uniqueName, type IdentityHarness } from './identity-helpers.js';
import { adminGet, adminPost, OPERATOR_PASSWORD, operatorAuth, signedInOperator, type SignedInOperator } from './operators-helpers.js';

const ROLES: OperatorRole[] = ['admin', 'finance', 'support', 'content'];
const en = { 'x-locale': 'en' };
const tr = { 'x-locale': 'tr' };

describe.each(dialects)('admins manage operators in the back office on %s', (dialect) => {
  let h: IdentityHarness;
  const op = {} as Record<OperatorRole, SignedInOperator>;
  let playerToken: string;
  beforeAll(async () => {
    h = await identityApp(dialect);
    for (const role of ROLES) op[role] = await signedInOperator(h, role);
    playerToken = (await register(h.app)).token;
  });
  afterAll(() => h.close());

  const as = (role: OperatorRole, extra: Record<string, string> = en) => ({ ...operatorAuth(op[role].token), ...extra });
  const operatorsNow = async () => adminOperatorList.parse((await adminGet(h.app, '/operators', as('admin'))).json().data);
  const create = (payload: object, headers = as('admin')) => adminPost(h.app, '/operators', payload, headers);
  const newName = () => uniqueName('staff');
  const auditOf = (id: number) => auditEntries(h.db.kysely, { target: `operator:${id}` });

  const calls = async () => {
    const target = (await operatorsNow()).find((o) => o.username === op.content.username)!;
    return [
      { method: 'GET' as const, url: '/operators' },
      { method: 'POST' as const, url: '/operators', payload: { username: newName(), role: 'support', password: OPERATOR_PASSWORD } },
      { method: 'POST' as const, url: `/operators/${target.id}/role`, payload: { role: 'content' } },
      { method: 'POST' as const, url: `/operators/${target.id}/enable` },
      { method: 'POST' as const, url: `/operators/${target.id}/reset-totp` },
      { method: 'POST' as const, url: `/operators/${target.id}/disable` },
    ];
  };
  const send = (c: { method: 'GET' | 'POST'; url: string; payload?: object }, headers: Record<string, string>) =>
    h.app.inject({ method: c.method, url: `/api/admin${c.url}`, headers: { ...en, ...headers }, remoteAddress: nextIp(), ...(c.payload ? { payload: c.payload } : {}) });

  it('refuses finance, support and content (403, in their language) and a player token (401), and changes nothing', async () => {
    const before = await operatorsNow();
    for (const c of await calls()) {
      for (const role of ['finance', 'support', 'content'] as const) {
        const res = await send(c, operatorAuth(op[role].token));
        expect(res.statusCode, `${role} ${c.url}`).toBe(403);
        expect(res.json().message).toBe('Your role does not allow this action.');
        expect((await send(c, { ...operatorAuth(op[role].token), ...tr })).json().message).toBe('Rolünüz bu işleme izin vermiyor.');
      }
      for (const headers of [bearer(playerToken), operatorAuth(playerToken), {}]) {
        expect((await send(c, headers)).statusCode, c.url).toBe(401);
      }
    }
    expect(await operatorsNow()).toEqual(before);
  });

  it('lists every operator with role, state, authenticator and last sign-in', async () => {
    const list = await operatorsNow();
    const admin = list.find((o) => o.username === op.admin.username)!;
    expect(admin).toMatchObject({ id: op.admin.id, role: 'admin', active: true, totpEnrolled: true });
    expect(admin.lastLoginAt).not.toBeNull();
    expect(list.map((o) => o.role)).toEqual(expect.arrayContaining(ROLES));
  });

  it('creates a support operator who enrolls TOTP at the first sign-in and may open only support calls; audited', async () => {
    const username = newName();
    const res = await create({ username: username.toUpperCase(), role: 'support', password: OPERATOR_PASSWORD });
    expect(res.statusCode, res.body).toBe(200);
    const item = adminOperatorItem.parse(res.json().data);
    expect(item).toMatchObject({ username, role: 'support', active: true, totpEnrolled: false, lastLoginAt: null });
    expect(res.json().message).toBe(`The operator ${username} has been created. Their first sign-in enrolls an authenticator app.`);
    const login = await adminPost(h.app, '/login', { username, password: OPERATOR_PASSWORD });
    expect(login.json().data.step).toBe('enroll');
    const [row] = await auditOf(item.id);
    expect(row).toMatchObject({ action: 'operator.create', operator_id: op.admin.id, after: { username, role: 'support' } });
  });

  it('refuses bad input with a message beside the field and creates nobody', async () => {
    const before = await operatorsNow();
    const cases: Array<[object, string, string]> = [
      [{ username: newName(), role: 'support', password: 'short-pass1' }, 'password', 'Must be at least 12 characters'],
      [{ username: 'a!', role: 'support', password: OPERATOR_PASSWORD }, 'username', 'Invalid'],
      [{ username: newName(), role: 'owner', password: OPERATOR_PASSWORD }, 'role', 'Invalid'],
      [{ username: op.finance.username, role: 'support', password: OPERATOR_PASSWORD }, 'username', 'An operator with this username already exists.'],
    ];
    for (const [payload, field, message] of cases) {
      const res = await create(payload);
      expect(res.statusCode, res.body).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
      expect(res.json().errors?.[field] ?? res.json().message, JSON.stringify(payload)).toContain(message);
    }
    expect(await operatorsNow()).toEqual(before);
  });

  it('changes a role, with before and after in the audit log; the new role holds from the next call', async () => {
    const target = await signedInOperator(h, 'finance');
    expect((await adminGet(h.app, '/dashboard', operatorAuth(target.token))).statusCode).toBe(200);
    const res = await adminPost(h.app, `/operators/${target.id}/role`, { role: 'support' }, as('admin'));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.role).toBe('support');
    expect((await adminGet(h.app, '/dashboard', operatorAuth(target.token))).statusCode).toBe(403);
    const [row] = await auditOf(target.id);
    expect(row).toMatchObject({ action: 'operator.role', before: { role: 'finance' }, after: { role: 'support' }, operator_id: op.admin.id });
  });

  it('disables an operator: their sessions end at once and their next call is refused; enabling lets them sign in again', async () => {
    const target = await signedInOperator(h, 'support');
    const res = await adminPost(h.app, `/operators/${target.id}/disable`, undefined, as('admin'));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.active).toBe(false);
    expect((await adminGet(h.app, '/me', operatorAuth(target.token))).statusCode).toBe(401);
    const [disabled] = await auditOf(target.id);
    expect(disabled).toMatchObject({ action: 'operator.disable', before: { active: true }, after: { active: false } });
    const enabled = await adminPost(h.app, `/operators/${target.id}/enable`, undefined, as('admin', tr));
    expect(enabled.json()).toMatchObject({ success: true, message: `${target.username} yeniden etkinleştirildi ve giriş yapabilir.`, data: { active: true } });
    expect((await auditOf(target.id))[0]).toMatchObject({ action: 'operator.enable', before: { active: false }, after: { active: true } });
  });

  it('resets an authenticator: sessions end, the next sign-in enrolls again; audited', async () => {
    const target = await signedInOperator(h, 'content');
    const res = await adminPost(h.app, `/operators/${target.id}/reset-totp`, undefined, as('admin'));
    expect(res.json().data).toMatchObject({ totpEnrolled: false, active: true });
    expect((await adminGet(h.app, '/me', operatorAuth(target.token))).statusCode).toBe(401);
    expect((await adminPost(h.app, '/login', { username: target.username, password: OPERATOR_PASSWORD })).json().data.step).toBe('enroll');
    expect((await auditOf(target.id))[0]).toMatchObject({ action: 'operator.totp_reset', before: { totpEnrolled: true }, after: { totpEnrolled: false } });
  });

  it('refuses an admin disabling or demoting themselves, with a clear message, and changes nothing', async () => {
    const admin = await signedInOperator(h, 'admin');
    const audited = (await auditOf(admin.id)).length;
    for (const [url, payload] of [[`/operators/${admin.id}/disable`, undefined], [`/operators/${admin.id}/role`, { role: 'support' }]] as const) {
      const res = await adminPost(h.app, url, payload, { ...operatorAuth(admin.token), ...en });
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe('You cannot disable your own account or take away your own admin role. Ask another admin.');
    }
    expect((await adminGet(h.app, '/me', operatorAuth(admin.token))).json().data.role).toBe('admin');
    expect((await auditOf(admin.id)).length).toBe(audited);
  });

  it('answers 404 for an operator that does not exist', async () => {
    const res = await adminPost(h.app, '/operators/999999/disable', undefined, as('admin'));
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('No operator has this id.');
  });
});

describe.each(dialects)("operators read a player's responsible-gambling state on %s", (dialect) => {
  let h: IdentityHarness;
  const op = {} as Record<OperatorRole, SignedInOperator>;
  beforeAll(async () => {
    h = await identityApp(dialect);
    for (const role of ROLES) op[role] = await signedInOperator(h, role);
  });
  afterAll(() => h.close());

  it('shows limits, a waiting increase, the exclusion and the reality check to the roles that read players; content is refused', async () => {
    const p = await register(h.app);
    const id = Number(p.data.usercode);
    const rg = (url: string, payload: object) => h.app.inject({ method: 'POST', url: `/api/rg/${url}`, headers: bearer(p.token), payload });
    expect((await rg('limits', { kind: 'deposit', period: 'day', amountMinor: 50_000 })).statusCode).toBe(200);
    expect((await rg('limits', { kind: 'deposit', period: 'day', amountMinor: 80_000 })).statusCode).toBe(200);
    expect((await rg('limits', { kind: 'session', period: 'week', amountMinor: 600 })).statusCode).toBe(200);
    expect((await rg('reality-check', { minutes: 30 })).statusCode).toBe(200);
    expect((await rg('exclusion', { kind: 'timeout', duration: '7d' })).statusCode).toBe(200);
    for (const role of ['admin', 'support', 'finance'] as const) {
      const res = await adminGet(h.app, `/players/${id}/limits`, operatorAuth(op[role].token));
      expect(res.statusCode, res.body).toBe(200);
      const data = limitsAnswer.parse(res.json().data);
      expect(data.limits.find((l) => l.kind === 'deposit' && l.period === 'day')).toMatchObject({ amountMinor: 50_000, pendingAmountMinor: 80_000 });
      expect(data.limits.find((l) => l.kind === 'deposit' && l.period === 'day')!.pendingFrom).not.toBeNull();
      expect(data.limits.find((l) => l.kind === 'session' && l.period === 'week')).toMatchObject({ amountMinor: 600 });
      expect(data.exclusion?.kind).toBe('timeout');
      expect(Date.parse(data.exclusion!.until) - h.clock.now().getTime()).toBeGreaterThan(6 * 24 * 3_600_000);
      expect(data.realityCheckMinutes).toBe(30);
    }
    expect((await adminGet(h.app, `/players/${id}/limits`, operatorAuth(op.content.token))).statusCode).toBe(403);
    expect((await adminGet(h.app, `/players/${id}/limits`, bearer(p.token))).statusCode).toBe(401);
    expect((await adminGet(h.app, '/players/999999/limits', operatorAuth(op.support.token))).statusCode).toBe(404);
  });
});
