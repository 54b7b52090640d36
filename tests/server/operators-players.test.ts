import { randomInt, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HubConnectionState } from '@microsoft/signalr';
import { adminBetsPage, adminLedgerPage, adminPlayerDetail, adminPlayerPage, auditPage } from '../../contracts/admin-calls.js';
import { BALANCE_COMMAND } from '../../contracts/notifications.js';
import type { OperatorRole } from '../../server/db/schema.js';
import { placeBet, settleWin } from '../../server/modules/casino/wallet/service.js';
import { auditEntries } from '../../server/modules/operators/audit.js';
import { placeSportsBet } from '../../server/modules/sports/wallet/service.js';
import { balances, credit } from '../../server/modules/wallet/service.js';
import { dialects } from './helpers.js';
import { listen, signalr, sleep, until, type Client } from './hub-helpers.js';
import { bearer, get, identityApp, login, nextIp, register, type IdentityHarness } from './identity-helpers.js';
import { adminGet, adminPost, operatorAuth, signedInOperator, type SignedInOperator } from './operators-helpers.js';

const ROLES: OperatorRole[] = ['admin', 'finance', 'support', 'content'];
const en = { 'x-locale': 'en' };

/** A T.C. kimlik numarası with a valid checksum, different each time. */
function randomTckn(): string {
  const d = [1 + randomInt(9), ...Array.from({ length: 8 }, () => randomInt(10))];
  const d10 = (((d[0] + d[2] + d[4] + d[6] + d[8]) * 7 - (d[1] + d[3] + d[5] + d[7])) % 10 + 10) % 10;
  const d11 = (d.reduce((a, b) => a + b, 0) + d10) % 10;
  return [...d, d10, d11].join('');
}

type Player = Awaited<ReturnType<typeof register>> & { id: number };

describe.each(dialects)('operators look after players on %s', (dialect) => {
  let h: IdentityHarness;
  const op = {} as Record<OperatorRole, SignedInOperator>;
  let player: Player;

  const newPlayer = async (overrides: Record<string, unknown> = {}): Promise<Player> => {
    const p = await register(h.app, overrides);
    return { ...p, id: Number(p.data.usercode) };
  };

  beforeAll(async () => {
    h = await identityApp(dialect);
    for (const role of ROLES) op[role] = await signedInOperator(h, role);
    player = await newPlayer();
  });
  afterAll(() => h.close());

  const as = (role: OperatorRole, extra: Record<string, string> = {}) => ({ ...operatorAuth(op[role].token), ...extra });
  const cashOf = async (p: Player) => (await balances(h.db.kysely, p.id)).cashMinor;
  const audited = (p: Player) => auditEntries(h.db.kysely, { target: `player:${p.id}` });
  const adjust = (p: Player, body: Record<string, unknown>, role: OperatorRole = 'finance') =>
    adminPost(h.app, `/players/${p.id}/adjust`, { account: 'cash', reason: 'Goodwill credit', requestId: randomUUID(), ...body }, as(role, en));
  const sessionIdOf = async (p: Player, token: string) => {
    const sessions = (await get(h.app, '/api/customer/sessions', token)).json().data as Array<{ id: number; current: boolean }>;
    return sessions.find((s) => s.current)!.id;
  };

  type Call = { method: 'GET' | 'POST'; url: string; payload?: object };
  type Route = { name: string; roles: OperatorRole[]; call: () => Promise<Call> };
  const routes: Route[] = [
    { name: 'GET /players', roles: ['admin', 'support', 'finance'], call: async () => ({ method: 'GET', url: `/players?q=${player.username}` }) },
    { name: 'GET /players/:id', roles: ['admin', 'support', 'finance'], call: async () => ({ method: 'GET', url: `/players/${player.id}` }) },
    { name: 'GET /players/:id/ledger', roles: ['admin', 'support', 'finance'], call: async () => ({ method: 'GET', url: `/players/${player.id}/ledger` }) },
    { name: 'GET /players/:id/sessions', roles: ['admin', 'support', 'finance'], call: async () => ({ method: 'GET', url: `/players/${player.id}/sessions` }) },
    { name: 'GET /players/:id/bets', roles: ['admin', 'support', 'finance'], call: async () => ({ method: 'GET', url: `/players/${player.id}/bets` }) },
    {
      name: 'POST /players/:id/sessions/:sessionId/end',
      roles: ['admin', 'support'],
      call: async () => {
        const res = await login(h.app, player.username, player.password);
        const sessionId = await sessionIdOf(player, res.json().data.token);
        return { method: 'POST', url: `/players/${player.id}/sessions/${sessionId}/end` };
      },
    },
    { name: 'POST /players/:id/block', roles: ['admin', 'support'], call: async () => ({ method: 'POST', url: `/players/${(await newPlayer()).id}/block`, payload: { reason: 'Fraud check' } }) },
    { name: 'POST /players/:id/unblock', roles: ['admin', 'support'], call: async () => ({ method: 'POST', url: `/players/${player.id}/unblock`, payload: { reason: 'Cleared' } }) },
    { name: 'POST /players/:id/adjust', roles: ['admin', 'finance'], call: async () => ({ method: 'POST', url: `/players/${player.id}/adjust`, payload: { account: 'cash', amountMinor: 100, reason: 'Goodwill', requestId: randomUUID() } }) },
    { name: 'POST /players/:id/partner-access', roles: ['admin'], call: async () => ({ method: 'POST', url: `/players/${player.id}/partner-access`, payload: { granted: false } }) },
  ];
  const send = async (route: Route, headers: Record<string, string>) => {
    const c = await route.call();
    return h.app.inject({ method: c.method, url: `/api/admin${c.url}`, headers: { ...en, ...headers }, remoteAddress: nextIp(), ...(c.payload ? { payload: c.payload } : {}) });
  };

  it.each(routes)('$name: the roles it names succeed, the others get 403, no operator session gets 401', async (route) => {
    for (const role of route.roles) {
      const res = await send(route, as(role));
      expect(res.statusCode, `${role}: ${res.body}`).toBe(200);
      expect(res.json().success).toBe(true);
    }
    for (const role of ROLES.filter((r) => !route.roles.includes(r))) {
      const res = await send(route, as(role));
      expect(res.statusCode, role).toBe(403);
      expect(res.json().message).toBe('Your role does not allow this action.');
    }
    for (const headers of [{}, bearer(player.token), operatorAuth(player.token)]) {
      const res = await send(route, headers);
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe('Please sign in to the back office to do this.');
    }
  });

  it('finds a player by username, e-mail, phone as typed, T.C. number and id; newest first', async () => {
    const tckn = randomTckn();
    const found = await newPlayer({ PersonalNo: tckn });
    const local = found.phone.slice(2); // 5XXXXXXXXX
    const spaced = `0${local.slice(0, 3)} ${local.slice(3, 6)} ${local.slice(6, 8)} ${local.slice(8)}`;
    const queries = [found.username.toUpperCase(), found.username.slice(0, -2), found.email, `+90 ${local}`, `0090 ${local}`, spaced, local, tckn, String(found.id)];
    for (const q of queries) {
      const res = await adminGet(h.app, `/players?q=${encodeURIComponent(q)}`, as('support'));
      expect(res.statusCode, res.body).toBe(200);
      const page = adminPlayerPage.parse(res.json().data);
      expect(page.items.map((p) => p.id), q).toContain(found.id);
    }
    const other = await adminGet(h.app, `/players?q=${encodeURIComponent(found.email)}`, as('support'));
    expect(other.json().data.items).toHaveLength(1);
    expect(other.json().data.items[0]).toMatchObject({ username: found.username, phone: found.phone, personalNo: tckn, blockedAt: null, cashMinor: 0 });
    const none = await adminGet(h.app, '/players?q=%25', as('support'));
    expect(none.json().data.items).toEqual([]);
    const everyone = adminPlayerPage.parse((await adminGet(h.app, '/players', as('admin'))).json().data);
    const ids = everyone.items.map((p) => p.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(ids[0]).toBeGreaterThanOrEqual(found.id);
  });

  it('pages the player list with a cursor, without repeats', async () => {
    for (let i = 0; i < 3; i++) await newPlayer();
    const first = adminPlayerPage.parse((await adminGet(h.app, '/players', as('admin'))).json().data);
    const total = Number((await h.db.kysely.selectFrom('players').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
    const seen = [...first.items.map((p) => p.id)];
    let cursor = first.nextCursor;
    while (cursor !== null) {
      const next = adminPlayerPage.parse((await adminGet(h.app, `/players?cursor=${cursor}`, as('admin'))).json().data);
      seen.push(...next.items.map((p) => p.id));
      cursor = next.nextCursor;
    }
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen.length).toBe(total);
    expect((await adminGet(h.app, '/players?cursor=abc', as('admin'))).statusCode).toBe(400);
  });

  it('shows a profile with verification, balances, flags and the last login; an unknown id is a 404', async () => {
    const p = await newPlayer();
    await adjust(p, { amountMinor: 1234 });
    const res = await adminGet(h.app, `/players/${p.id}`, as('finance'));
    expect(res.statusCode, res.body).toBe(200);
    const detail = adminPlayerDetail.parse(res.json().data);
    expect(detail).toMatchObject({
      profile: { id: p.id, username: p.username, name: p.name, surname: p.surname, email: p.email, phone: p.phone, birthDate: '1990-05-17', personalNo: p.PersonalNo, locale: 'tr' },
      verification: { smsVerified: false },
      balances: { cashMinor: 1234, heldMinor: 0 },
      blockedAt: null,
      selfExcludedUntil: null,
      bettingPartnerAccess: false,
    });
    expect(detail.lastLoginAt).toEqual(expect.any(String));
    const listed = adminPlayerPage.parse((await adminGet(h.app, `/players?q=${p.username}`, as('support'))).json().data);
    expect(listed.items.map((item) => [item.username, item.cashMinor])).toEqual([[p.username, 1234]]);
    const missing = await adminGet(h.app, '/players/2000000000', as('finance', en));
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('No player has this id or username.');
    expect((await adminGet(h.app, '/players/2147483648', as('finance'))).statusCode).toBe(400);
  });

  it('adjusts a balance: one ledger entry, audited with balances before and after, pushed like any move', async () => {
    const p = await newPlayer();
    const requestId = randomUUID();
    const res = await adjust(p, { amountMinor: 5000, requestId, reason: 'Compensation for outage' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ success: true, message: 'The balance has been adjusted.', data: { amountMinor: 5000, balanceAfterMinor: 5000, replayed: false, balances: { cashMinor: 5000 } } });
    expect((await get(h.app, '/api/user/balance', p.token)).json().data.cash).toBe(50);

    const [entry, ...more] = await audited(p);
    expect(more).toEqual([]);
    expect(entry).toMatchObject({
      action: 'player.adjust',
      actor: `operator:${op.finance.id}`,
      ip: expect.any(String),
      before: { balances: { cashMinor: 0, bonusMinor: 0, heldMinor: 0 } },
      after: { balances: { cashMinor: 5000 }, account: 'cash', amountMinor: 5000, reason: 'Compensation for outage', requestId },
    });

    const again = await adjust(p, { amountMinor: 5000, requestId, reason: 'Compensation for outage' });
    expect(again.statusCode).toBe(200);
    expect(again.json().data).toMatchObject({ replayed: true, entryId: res.json().data.entryId, balances: { cashMinor: 5000 } });
    expect(await cashOf(p)).toBe(5000);
    expect(await audited(p)).toHaveLength(1);

    const other = await adjust(p, { amountMinor: 6000, requestId });
    expect(other.statusCode).toBe(409);
    expect(other.json().message).toBe('This request id was already used for a different adjustment.');
    expect(await cashOf(p)).toBe(5000);

    const bonus = await adjust(p, { account: 'bonus', amountMinor: 700 });
    expect(bonus.json().data.balances).toMatchObject({ cashMinor: 5000, bonusMinor: 700 });
    const debit = await adjust(p, { amountMinor: -1500, reason: 'Duplicate credit' });
    expect(debit.json().data).toMatchObject({ amountMinor: -1500, balanceAfterMinor: 3500 });
    expect((await audited(p))[0]).toMatchObject({ before: { balances: { cashMinor: 5000 } }, after: { balances: { cashMinor: 3500 }, amountMinor: -1500 } });

    const ledger = adminLedgerPage.parse((await adminGet(h.app, `/players/${p.id}/ledger`, as('support'))).json().data);
    const sum = (account: string) => ledger.items.filter((e) => e.account === account).reduce((a, e) => a + e.amountMinor, 0);
    const now = await balances(h.db.kysely, p.id);
    expect(sum('cash')).toBe(now.cashMinor);
    expect(sum('bonus')).toBe(now.bonusMinor);
    expect(ledger.items.filter((e) => e.kind === 'adjustment')).toHaveLength(3);
  });

  it('never takes a balance below zero and writes nothing when it refuses', async () => {
    const p = await newPlayer();
    await adjust(p, { amountMinor: 1000 });
    const before = (await audited(p)).length;
    const res = await adjust(p, { amountMinor: -1001 });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, message: 'This adjustment would take the balance below zero.', errors: { amountMinor: expect.any(String) } });
    const tr = await adminPost(h.app, `/players/${p.id}/adjust`, { account: 'bonus', amountMinor: -1, reason: 'Düzeltme', requestId: randomUUID() }, as('admin'));
    expect(tr.json().message).toBe('Bu düzeltme bakiyeyi sıfırın altına düşürür.');
    expect(await cashOf(p)).toBe(1000);
    expect(await audited(p)).toHaveLength(before);
    expect((await adjust(p, { amountMinor: -1000 })).json().data.balances.cashMinor).toBe(0);
  });

  it('refuses malformed adjustments: zero, fractions, short or missing reasons, a request id that is not a uuid; support may not adjust', async () => {
    const p = await newPlayer();
    const bad: Array<Record<string, unknown>> = [
      { amountMinor: 0 },
      { amountMinor: 1.5 },
      { amountMinor: '100' },
      { amountMinor: 100, reason: 'ab' },
      { amountMinor: 100, reason: '   ' },
      { amountMinor: 100, reason: 'x'.repeat(501) },
      { amountMinor: 100, requestId: 'again' },
      { amountMinor: 100, account: 'held' },
    ];
    for (const body of bad) expect((await adjust(p, body)).statusCode, JSON.stringify(body)).toBe(400);
    const noReason = await adminPost(h.app, `/players/${p.id}/adjust`, { account: 'cash', amountMinor: 100, requestId: randomUUID() }, as('finance'));
    expect(noReason.statusCode).toBe(400);
    expect((await adjust(p, { amountMinor: 100 }, 'support')).statusCode).toBe(403);
    expect(await cashOf(p)).toBe(0);
    expect(await audited(p)).toEqual([]);
    expect((await adjust({ ...p, id: 2_000_000_000 }, { amountMinor: 100 })).statusCode).toBe(404);
  });

  it('blocks a player: sessions end, login is refused with a reason, bets are refused; unblocking restores login', async () => {
    const p = await newPlayer();
    const second = (await login(h.app, p.username, p.password)).json().data.token as string;
    await credit(h.db.kysely, { playerId: p.id, kind: 'cash', amountMinor: 2000, entryKind: 'deposit', reference: 't', idempotencyKey: `t:${p.id}` });
    for (const token of [p.token, second]) expect((await get(h.app, '/api/user/balance', token)).statusCode).toBe(200);

    const blocked = await adminPost(h.app, `/players/${p.id}/block`, { reason: 'Chargeback investigation' }, as('support', en));
    expect(blocked.statusCode, blocked.body).toBe(200);
    expect(blocked.json()).toMatchObject({ message: 'The player has been blocked and signed out everywhere.', data: { blockedAt: expect.any(String), sessionsEnded: 2 } });
    for (const token of [p.token, second]) {
      // The open tab's next call is told why its session ended, so the site can say so.
      const ended = await get(h.app, '/api/user/balance', token);
      expect(ended.statusCode).toBe(401);
      expect(ended.headers['x-session-ended']).toBe('blocked');
      expect(ended.json().message).toBe('Hesabınız engellendi. Lütfen müşteri hizmetleriyle iletişime geçin.');
    }
    const sessions = (await adminGet(h.app, `/players/${p.id}/sessions`, as('support'))).json().data as Array<{ active: boolean; endReason: string }>;
    expect(sessions.every((s) => !s.active && s.endReason === 'blocked')).toBe(true);

    const refusedEn = await login(h.app, p.username, p.password, nextIp(), en);
    expect(refusedEn.statusCode).toBe(403);
    expect(refusedEn.json()).toMatchObject({ success: false, message: 'Your account has been blocked. Please contact customer support.' });
    const refusedTr = await login(h.app, p.username, p.password);
    expect(refusedTr.json().message).toBe('Hesabınız engellendi. Lütfen müşteri hizmetleriyle iletişime geçin.');
    expect((await login(h.app, p.username, 'wrong-password-1', nextIp(), en)).json().message).toBe('The username or password is incorrect.');

    const game = (await h.db.kysely.selectFrom('games').select('id').executeTakeFirstOrThrow()).id;
    const bet = await placeBet(h.db.kysely, { provider: 'hub88', playerId: p.id, gameId: game, roundRef: `blk-${p.id}`, transactionRef: `blk-${p.id}`, amountMinor: 100, now: h.clock.now() });
    expect(bet.status).toBe('player_blocked');
    expect(await cashOf(p)).toBe(2000);
    expect((await adminGet(h.app, `/players/${p.id}`, as('finance'))).json().data.blockedAt).toEqual(blocked.json().data.blockedAt);

    const [entry] = await audited(p);
    expect(entry).toMatchObject({ action: 'player.block', actor: `operator:${op.support.id}`, before: { blockedAt: null }, after: { blockedAt: expect.any(String), reason: 'Chargeback investigation', sessionsEnded: 2 } });

    const unblocked = await adminPost(h.app, `/players/${p.id}/unblock`, { reason: 'Investigation closed' }, as('admin', en));
    expect(unblocked.json()).toMatchObject({ message: 'The player has been unblocked and can log in again.', data: { blockedAt: null } });
    const back = await login(h.app, p.username, p.password);
    expect(back.statusCode, back.body).toBe(200);
    expect((await get(h.app, '/api/user/balance', back.json().data.token)).statusCode).toBe(200);
    expect((await audited(p))[0]).toMatchObject({ action: 'player.unblock', before: { blockedAt: expect.any(String) }, after: { blockedAt: null, reason: 'Investigation closed' } });

    expect((await adminPost(h.app, `/players/${p.id}/block`, {}, as('admin'))).statusCode).toBe(400);
    expect((await adminPost(h.app, `/players/${p.id}/block`, { reason: 'no' }, as('admin'))).statusCode).toBe(400);
  });

  it('ends one session of a player, as their own "end session" does, and audits it', async () => {
    const p = await newPlayer();
    const other = (await login(h.app, p.username, p.password)).json().data.token as string;
    const sessionId = await sessionIdOf(p, other);
    const res = await adminPost(h.app, `/players/${p.id}/sessions/${sessionId}/end`, undefined, as('support', en));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('The session has been ended.');
    expect((await get(h.app, '/api/user/balance', other)).statusCode).toBe(401);
    expect((await get(h.app, '/api/user/balance', p.token)).statusCode).toBe(200);
    const listed = (await adminGet(h.app, `/players/${p.id}/sessions`, as('finance'))).json().data as Array<{ id: number; active: boolean; endReason: string | null }>;
    expect(listed.find((s) => s.id === sessionId)).toMatchObject({ active: false, endReason: 'ended_by_operator' });
    expect(listed.filter((s) => s.active)).toHaveLength(1);
    expect((await audited(p))[0]).toMatchObject({ action: 'player.session_end', before: { sessionId, endedAt: null }, after: { sessionId, endReason: 'ended_by_operator' } });

    const again = await adminPost(h.app, `/players/${p.id}/sessions/${sessionId}/end`, undefined, as('support'));
    expect(again.statusCode).toBe(404);
    const notTheirs = await adminPost(h.app, `/players/${player.id}/sessions/${sessionId}/end`, undefined, as('support'));
    expect(notTheirs.statusCode).toBe(404);
    expect(await audited(p)).toHaveLength(1);
  });

  it('grants and revokes betting-partner access, audited', async () => {
    const p = await newPlayer();
    const granted = await adminPost(h.app, `/players/${p.id}/partner-access`, { granted: true }, as('admin', en));
    expect(granted.json()).toMatchObject({ message: 'The player now has access to the betting partner.', data: { bettingPartnerAccess: true, changed: true } });
    expect((await adminGet(h.app, `/players/${p.id}`, as('support'))).json().data.bettingPartnerAccess).toBe(true);
    const revoked = await adminPost(h.app, `/players/${p.id}/partner-access`, { granted: false }, as('admin'));
    expect(revoked.json().data).toEqual({ bettingPartnerAccess: false, changed: true });
    const [last, first] = await audited(p);
    expect(first).toMatchObject({ action: 'player.partner_access_grant', actor: `operator:${op.admin.id}`, before: { bettingPartnerAccess: false }, after: { bettingPartnerAccess: true } });
    expect(last).toMatchObject({ action: 'player.partner_access_revoke', before: { bettingPartnerAccess: true }, after: { bettingPartnerAccess: false } });
    expect((await adminPost(h.app, '/players/2000000000/partner-access', { granted: true }, as('admin'))).statusCode).toBe(404);
  });

  it('filters and pages the ledger', async () => {
    const p = await newPlayer();
    for (let i = 1; i <= 55; i++) await credit(h.db.kysely, { playerId: p.id, kind: 'cash', amountMinor: i, entryKind: 'deposit', reference: `d${i}`, idempotencyKey: `lp:${p.id}:${i}`, now: h.clock.now() });
    await adjust(p, { amountMinor: -10 });
    const page = async (query: string) => adminLedgerPage.parse((await adminGet(h.app, `/players/${p.id}/ledger${query}`, as('finance'))).json().data);
    const first = await page('');
    expect(first.items).toHaveLength(50);
    expect(first.items[0]).toMatchObject({ kind: 'adjustment', amountMinor: -10, account: 'cash' });
    const second = await page(`?cursor=${first.nextCursor}`);
    expect(second.items).toHaveLength(6);
    expect(second.nextCursor).toBeNull();
    const all = [...first.items, ...second.items];
    expect(all.reduce((a, e) => a + e.amountMinor, 0)).toBe(await cashOf(p));
    expect(all[0].balanceAfterMinor).toBe(await cashOf(p));
    expect((await page('?kind=adjustment')).items).toHaveLength(1);
    const today = h.clock.now().toISOString().slice(0, 10);
    const later = new Date(h.clock.now().getTime() + 3 * 86_400_000).toISOString().slice(0, 10);
    expect((await page(`?kind=adjustment&from=${later}`)).items).toEqual([]);
    const earlier = new Date(h.clock.now().getTime() - 3 * 86_400_000).toISOString().slice(0, 10);
    expect((await page(`?kind=adjustment&from=${earlier}&to=${later}`)).items).toHaveLength(1);
    expect((await page(`?to=${earlier}`)).items).toEqual([]);
    expect(today).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect((await adminGet(h.app, `/players/${p.id}/ledger?from=yesterday`, as('finance'))).statusCode).toBe(400);
    expect((await adminGet(h.app, '/players/2000000000/ledger', as('finance'))).statusCode).toBe(404);
  });

  it('lists casino rounds and sports bets together, newest first, paged', async () => {
    const p = await newPlayer();
    await credit(h.db.kysely, { playerId: p.id, kind: 'cash', amountMinor: 100_000, entryKind: 'deposit', reference: 't', idempotencyKey: `bets:${p.id}` });
    const game = await h.db.kysely.selectFrom('games').select(['id', 'name']).executeTakeFirstOrThrow();
    const at = (minutes: number) => new Date(h.clock.now().getTime() + minutes * 60_000);
    // Pairs of a round and a bet at the same instant, and one newer round: a page ends between a bet and its round.
    for (let i = 0; i < 30; i++) {
      const round = { provider: 'hub88' as const, playerId: p.id, gameId: game.id, roundRef: `pb-${p.id}-${i}`, now: at(i) };
      expect((await placeBet(h.db.kysely, { ...round, transactionRef: `pb-${p.id}-${i}-b`, amountMinor: 100 })).status).toBe('ok');
      if (i === 0) await settleWin(h.db.kysely, { ...round, transactionRef: `pb-${p.id}-${i}-w`, amountMinor: 250, closeRound: true });
      const selection = { event: 'Galatasaray - Fenerbahçe', market: '1X2', pick: '1', oddsX1000: 2000 };
      expect((await placeSportsBet(h.db.kysely, { partner: 'betsy', betRef: `sb-${p.id}-${i}`, playerId: p.id, stakeMinor: 300, oddsX1000: 2000, selections: [selection], now: at(i) })).status).toBe('ok');
    }
    await placeBet(h.db.kysely, { provider: 'hub88', playerId: p.id, gameId: game.id, roundRef: `pb-${p.id}-last`, transactionRef: `pb-${p.id}-last`, amountMinor: 700, now: at(60) });
    const first = adminBetsPage.parse((await adminGet(h.app, `/players/${p.id}/bets`, as('support'))).json().data);
    expect(first.items).toHaveLength(50);
    expect(first.items[0]).toMatchObject({ source: 'casino', stakeMinor: 700, ref: `pb-${p.id}-last` });
    expect(first.items[1]).toMatchObject({ source: 'sports', stakeMinor: 300, status: 'open', ref: `sb-${p.id}-29` });
    expect(first.items[2]).toMatchObject({ source: 'casino', stakeMinor: 100, title: game.name, ref: `pb-${p.id}-29` });
    expect(first.items[49]).toMatchObject({ source: 'sports' });
    const second = adminBetsPage.parse((await adminGet(h.app, `/players/${p.id}/bets?cursor=${encodeURIComponent(first.nextCursor!)}`, as('support'))).json().data);
    expect(second.items[0]).toMatchObject({ source: 'casino', at: first.items[49].at });
    expect(second.items).toHaveLength(11);
    expect(second.nextCursor).toBeNull();
    const all = [...first.items, ...second.items];
    expect(new Set(all.map((b) => `${b.source}${b.id}`)).size).toBe(61);
    expect(all.map((b) => b.at)).toEqual([...all.map((b) => b.at)].sort().reverse());
    expect(all.at(-1)).toMatchObject({ source: 'casino', ref: `pb-${p.id}-0`, returnMinor: 250, status: 'closed' });
    expect((await adminGet(h.app, `/players/${p.id}/bets?cursor=nonsense`, as('support'))).statusCode).toBe(400);
  });

  it('lets admins read the audit log newest first, filtered by target, operator and action', async () => {
    const p = await newPlayer();
    await adjust(p, { amountMinor: 300 });
    await adminPost(h.app, `/players/${p.id}/block`, { reason: 'Check documents' }, as('support'));
    const read = async (query: string) => {
      const res = await adminGet(h.app, `/audit${query}`, as('admin'));
      expect(res.statusCode, res.body).toBe(200);
      return auditPage.parse(res.json().data);
    };
    const byTarget = await read(`?target=player:${p.id}`);
    expect(byTarget.items.map((e) => e.action)).toEqual(['player.block', 'player.adjust']);
    expect(byTarget.items[0]).toMatchObject({ operatorId: op.support.id, operatorUsername: op.support.username, actor: `operator:${op.support.id}`, ip: expect.any(String), after: { reason: 'Check documents' } });
    expect((await read(`?target=player:${p.id}&operatorId=${op.finance.id}`)).items.map((e) => e.action)).toEqual(['player.adjust']);
    expect((await read(`?target=player:${p.id}&action=player.block`)).items).toHaveLength(1);
    const all = await read('');
    const ids = all.items.map((e) => e.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    if (all.nextCursor !== null) expect((await read(`?cursor=${all.nextCursor}`)).items[0].id).toBeLessThan(ids.at(-1)!);
    for (const role of ['finance', 'support', 'content'] as const) expect((await adminGet(h.app, '/audit', as(role))).statusCode).toBe(403);
    expect((await adminGet(h.app, '/audit')).statusCode).toBe(401);
    expect((await adminGet(h.app, '/audit', bearer(player.token))).statusCode).toBe(401);
  });
});

describe.each(dialects)('what a player with the site open notices of an operator on %s', (dialect) => {
  let h: IdentityHarness;
  let url: string;
  let support: SignedInOperator;
  let finance: SignedInOperator;
  const clients: Client[] = [];
  const connect = async (token: string) => {
    const client = await signalr(url, token, { keepAliveMs: 100, serverTimeoutMs: 3_000 });
    clients.push(client);
    return client;
  };
  beforeAll(async () => {
    h = await identityApp(dialect, { config: { HUB_KEEPALIVE_MS: 100, HUB_CLIENT_TIMEOUT_MS: 600 } });
    url = await listen(h.app);
    support = await signedInOperator(h, 'support');
    finance = await signedInOperator(h, 'finance');
  });
  afterAll(async () => {
    await Promise.all(clients.map((client) => client.stop()));
    await h.close();
  });

  it('sees an adjustment in the balance at once; an ended session or a block closes the connections', async () => {
    const p = await register(h.app, {}, en);
    const id = Number(p.data.usercode);
    const second = (await login(h.app, p.username, p.password, nextIp(), en)).json().data.token as string;
    const tab = await connect(p.token);
    const other = await connect(second);

    const adjusted = await adminPost(h.app, `/players/${id}/adjust`, { account: 'cash', amountMinor: 2550, reason: 'Goodwill', requestId: randomUUID() }, operatorAuth(finance.token));
    expect(adjusted.statusCode, adjusted.body).toBe(200);
    for (const client of [tab, other]) {
      await until(() => client.pushes.some((push) => push.cmd === BALANCE_COMMAND && (push.message as { cash: number }).cash === 25.5), 5_000, 'the balance push');
    }

    const sessions = (await get(h.app, '/api/customer/sessions', second)).json().data as Array<{ id: number; current: boolean }>;
    const secondId = sessions.find((s) => s.current)!.id;
    expect((await adminPost(h.app, `/players/${id}/sessions/${secondId}/end`, undefined, operatorAuth(support.token))).statusCode).toBe(200);
    await until(() => other.closedWith !== null, 3_000, 'the ended session closed');
    await sleep(200);
    expect(tab.connection.state).toBe(HubConnectionState.Connected);

    expect((await adminPost(h.app, `/players/${id}/block`, { reason: 'Fraud check' }, operatorAuth(support.token))).statusCode).toBe(200);
    await until(() => tab.closedWith !== null, 3_000, 'the blocked player closed');
  });
});
