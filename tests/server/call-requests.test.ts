import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callRequestPage, type CallRequestPage } from '../../contracts/support.js';
import type { OperatorRole } from '../../server/db/schema.js';
import { auditEntries } from '../../server/modules/operators/audit.js';
import { dialects } from './helpers.js';
import { identityApp, nextIp, post, register, testClock, type IdentityHarness } from './identity-helpers.js';
import { adminGet, adminPost, operatorAuth, signedInOperator, type SignedInOperator } from './operators-helpers.js';

const ROLES: OperatorRole[] = ['admin', 'finance', 'support', 'content'];
const valid = { name: 'Ayşe Yılmaz', phone: '+90 536 966 32 38', preferredTime: 'morning', topic: 'deposit', note: 'Yatırımım görünmüyor.' };

describe.each(dialects)('call requests on %s', (dialect) => {
  let h: IdentityHarness;
  const op = {} as Record<OperatorRole, SignedInOperator>;
  const count = async () => Number((await h.db.kysely.selectFrom('call_requests').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
  const send = (body: object, { ip = nextIp(), locale = 'tr' } = {}) => post(h.app, '/api/support/call-requests', body, undefined, { ip, headers: { 'x-locale': locale } });
  async function queue(query = '', role: OperatorRole = 'support'): Promise<CallRequestPage> {
    const res = await adminGet(h.app, `/call-requests${query}`, operatorAuth(op[role].token));
    expect(res.statusCode, res.body).toBe(200);
    return callRequestPage.parse(res.json().data);
  }

  beforeAll(async () => {
    h = await identityApp(dialect, { clock: testClock(), config: { CALL_REQUEST_LIMIT_PER_IP: 3 } });
    for (const role of ROLES) op[role] = await signedInOperator(h, role);
  });
  afterAll(() => h.close());

  it('takes a guest\'s request, says so in the player\'s language and stores it as new with the phone normalized', async () => {
    const res = await send(valid, { locale: 'en' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('Thank you. We have your request and will call you back.');
    const row = await h.db.kysely.selectFrom('call_requests').selectAll().where('id', '=', res.json().data.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ name: 'Ayşe Yılmaz', phone: '905369663238', preferred_time: 'morning', topic: 'deposit', status: 'new', handled_by: null });
  });

  it('links a logged-in player\'s request to them; a stale token still sends it, as a guest\'s', async () => {
    const player = await register(h.app);
    const mine = await post(h.app, '/api/support/call-requests', valid, player.token, { ip: nextIp() });
    expect(mine.statusCode, mine.body).toBe(200);
    const playerId = (await h.db.kysely.selectFrom('players').select('id').where('username', '=', player.username).executeTakeFirstOrThrow()).id;
    expect((await queue()).items.find((i) => i.id === mine.json().data.id)).toMatchObject({ playerId });
    const stale = await post(h.app, '/api/support/call-requests', valid, 'not-a-session', { ip: nextIp() });
    expect(stale.statusCode, stale.body).toBe(200);
    expect((await queue()).items.find((i) => i.id === stale.json().data.id)).toMatchObject({ playerId: null });
  });

  it('refuses bad input with a message per field and stores nothing', async () => {
    const before = await count();
    const res = await send({ name: 'A', phone: '123', preferredTime: 'midnight', topic: '', note: 'x'.repeat(501) }, { locale: 'en' });
    expect(res.statusCode).toBe(400);
    const { errors } = res.json();
    expect(Object.keys(errors).sort()).toEqual(['name', 'note', 'phone', 'preferredTime', 'topic']);
    const tr = await send({ ...valid, phone: '' });
    expect(tr.statusCode).toBe(400);
    expect(tr.json().errors.phone).toBeTruthy();
    expect(tr.json().errors.phone).not.toBe(res.json().errors.phone);
    expect(await count()).toBe(before);
  });

  it('limits requests per address, and not other addresses', async () => {
    const ip = nextIp();
    for (let i = 0; i < 3; i++) expect((await send(valid, { ip })).statusCode).toBe(200);
    const before = await count();
    const held = await send(valid, { ip });
    expect(held.statusCode).toBe(429);
    expect(held.headers['retry-after']).toBeTruthy();
    expect(await count()).toBe(before);
    expect((await send(valid)).statusCode).toBe(200);
  });

  it('lets admins and support read the queue; finance, content, players and strangers are refused', async () => {
    expect((await queue('', 'admin')).items.length).toBeGreaterThan(0);
    expect((await queue('', 'support')).items.length).toBeGreaterThan(0);
    for (const role of ['finance', 'content'] as const) {
      expect((await adminGet(h.app, '/call-requests', operatorAuth(op[role].token))).statusCode).toBe(403);
      expect((await adminPost(h.app, '/call-requests/1', { status: 'done' }, operatorAuth(op[role].token))).statusCode).toBe(403);
    }
    const player = await register(h.app);
    expect((await adminGet(h.app, '/call-requests', { authorization: `Bearer ${player.token}` })).statusCode).toBe(401);
    expect((await adminPost(h.app, '/call-requests/1', { status: 'done' }, { authorization: `Bearer ${player.token}` })).statusCode).toBe(401);
    expect((await adminGet(h.app, '/call-requests')).statusCode).toBe(401);
  });

  it('lists newest first, filters by status and pages with the cursor', async () => {
    const all = await queue();
    const ids = all.items.map((i) => i.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect((await queue('?status=done')).items).toEqual([]);
    const bad = await adminGet(h.app, '/call-requests?status=lost', operatorAuth(op.support.token));
    expect(bad.statusCode).toBe(400);
    const next = await queue(`?cursor=${ids[0]}`);
    expect(next.items.map((i) => i.id)).toEqual(ids.slice(1));
  });

  it('takes a request and marks it done with a note, each change audited with before and after', async () => {
    const id = (await send(valid)).json().data.id as number;
    const take = await adminPost(h.app, `/call-requests/${id}`, { status: 'in_progress' }, operatorAuth(op.support.token));
    expect(take.statusCode, take.body).toBe(200);
    expect(take.json().data).toMatchObject({ status: 'in_progress', handledBy: op.support.username });
    expect((await queue('?status=in_progress')).items.map((i) => i.id)).toContain(id);
    expect((await queue('?status=new')).items.map((i) => i.id)).not.toContain(id);

    const finish = await adminPost(h.app, `/call-requests/${id}`, { status: 'done', note: 'Arandı, yatırım onaylandı.' }, operatorAuth(op.admin.token));
    expect(finish.statusCode, finish.body).toBe(200);
    expect(finish.json().data).toMatchObject({ status: 'done', handledBy: op.admin.username, operatorNote: 'Arandı, yatırım onaylandı.' });

    const audit = await auditEntries(h.db.kysely, { target: `callRequest:${id}` });
    expect(audit.map((a) => [a.action, a.operator_id])).toEqual([
      ['callRequest.status', op.admin.id],
      ['callRequest.status', op.support.id],
    ]);
    expect(audit[0].before).toMatchObject({ status: 'in_progress', operatorNote: '' });
    expect(audit[0].after).toMatchObject({ status: 'done', operatorNote: 'Arandı, yatırım onaylandı.' });
  });

  it('refuses an unknown id, a bad status or note, and changes nothing', async () => {
    const id = (await send(valid)).json().data.id as number;
    const missing = await adminPost(h.app, '/call-requests/999999', { status: 'done' }, { ...operatorAuth(op.support.token), 'x-locale': 'en' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('No call request has this id.');
    const bad = await adminPost(h.app, `/call-requests/${id}`, { status: 'closed' }, operatorAuth(op.support.token));
    expect(bad.statusCode).toBe(400);
    const long = await adminPost(h.app, `/call-requests/${id}`, { status: 'done', note: 'x'.repeat(501) }, operatorAuth(op.support.token));
    expect(long.statusCode).toBe(400);
    expect(long.json().errors.note).toBeTruthy();
    const row = await h.db.kysely.selectFrom('call_requests').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'new', handled_by: null, operator_note: '' });
    expect(await auditEntries(h.db.kysely, { target: `callRequest:${id}` })).toEqual([]);
  });
});
