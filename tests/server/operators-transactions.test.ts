import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminTransactionPage, type AdminTransactionPage } from '../../contracts/admin-calls.js';
import type { OperatorRole } from '../../server/db/schema.js';
import { placeBet, settleWin } from '../../server/modules/casino/wallet/service.js';
import { auditEntries } from '../../server/modules/operators/audit.js';
import { credit } from '../../server/modules/wallet/service.js';
import { dialects } from './helpers.js';
import { bearer, identityApp, nextIp, post, register, testClock, type IdentityHarness } from './identity-helpers.js';
import { adminGet, adminPost, operatorAuth, signedInOperator, type SignedInOperator } from './operators-helpers.js';

const ROLES: OperatorRole[] = ['admin', 'finance', 'support', 'content'];
// Far from the demo seed's rows (stamped with the real time).
const NOW = new Date('2031-06-10T09:00:00.000Z');

describe.each(dialects)('the back-office transactions list and CSV on %s', (dialect) => {
  let h: IdentityHarness;
  const op = {} as Record<OperatorRole, SignedInOperator>;
  let ayse: { username: string; token: string; id: number };
  let veli: { username: string; token: string; id: number };
  let depositRef: string;
  let withdrawalRef: string;

  const newPlayer = async () => {
    const p = await register(h.app);
    return { username: p.username as string, token: p.token, id: Number(p.data.usercode) };
  };

  async function list(query: string, role: OperatorRole = 'finance'): Promise<AdminTransactionPage> {
    const res = await adminGet(h.app, `/transactions${query}`, operatorAuth(op[role].token));
    expect(res.statusCode, res.body).toBe(200);
    return adminTransactionPage.parse(res.json().data);
  }

  beforeAll(async () => {
    h = await identityApp(dialect, { clock: testClock(NOW) });
    for (const role of ROLES) op[role] = await signedInOperator(h, role);
    ayse = await newPlayer();
    veli = await newPlayer();

    const deposit = await post(h.app, '/api/payment/deposit', { id: 1, target: 'pay', detail: { amount: 1000, bankId: 1, senderName: 'Ayşe Yılmaz', bonusId: 0 } }, ayse.token);
    expect(deposit.statusCode, deposit.body).toBe(200);
    depositRef = deposit.json().data.reference;
    const tx = await h.db.kysely.selectFrom('transactions').select('id').where('reference', '=', depositRef).executeTakeFirstOrThrow();
    expect((await adminPost(h.app, '/payments/approve', { id: tx.id }, operatorAuth(op.finance.token))).statusCode).toBe(200);

    const detail = { amount: 100, iban: 'TR330006100519786457841326', accountHolder: 'Ayşe Nur Yılmaz' };
    const withdrawal = await post(h.app, '/api/payment/withdraw', { id: 11, target: 'pay', detail }, ayse.token);
    expect(withdrawal.statusCode, withdrawal.body).toBe(200);
    withdrawalRef = withdrawal.json().data.reference;

    const game = (await h.db.kysely.selectFrom('games').select('id').executeTakeFirstOrThrow()).id;
    const round = { provider: 'hub88' as const, playerId: ayse.id, gameId: game, roundRef: 'tx-1', now: h.clock.now() };
    expect((await placeBet(h.db.kysely, { ...round, transactionRef: 'tx-1-bet', amountMinor: 5_000 })).status).toBe('ok');
    expect((await settleWin(h.db.kysely, { ...round, transactionRef: 'tx-1-win', amountMinor: 2_000, closeRound: true })).status).toBe('ok');

    // Text a spreadsheet would run as a formula, written where a reference goes.
    for (const [i, reference] of ['=HYPERLINK("http://evil.example","x")', '+1+1', '-2+3', '@SUM(A1)', 'plain, "quoted"'].entries()) {
      await credit(h.db.kysely, { playerId: veli.id, kind: 'cash', amountMinor: 100 + i, entryKind: 'adjustment', reference, idempotencyKey: `tx-inject-${i}`, now: h.clock.now() });
    }
  });
  afterAll(() => h.close());

  it('lists every player\'s movements newest first, filtered by kind, status, player and days', async () => {
    const ofAyse = await list(`?username=${ayse.username.toUpperCase()}`);
    expect(ofAyse.items.every((i) => i.username === ayse.username)).toBe(true);
    const deposit = ofAyse.items.find((i) => i.entryKind === 'deposit')!;
    expect(deposit).toMatchObject({ kind: 'deposit', account: 'cash', reference: depositRef, status: 'confirmed', playerId: ayse.id, at: NOW.toISOString() });
    expect(deposit.amountMinor).toBeGreaterThan(0);
    expect(ofAyse.items.map((i) => i.id)).toEqual([...ofAyse.items.map((i) => i.id)].sort((a, b) => b - a));
    expect(ofAyse.items.find((i) => i.entryKind === 'stake')).toMatchObject({ kind: 'bet', amountMinor: -5_000, status: null });

    expect((await list(`?username=${ayse.username}&kind=win`)).items.map((i) => [i.kind, i.amountMinor])).toEqual([['win', 2_000]]);
    const withdrawals = await list(`?username=${ayse.username}&kind=withdrawal`);
    expect(withdrawals.items.map((i) => [i.entryKind, i.account, i.amountMinor, i.reference, i.status])).toEqual([
      ['withdraw_held', 'held', 10_000, withdrawalRef, 'pending'],
      ['withdraw_held', 'cash', -10_000, withdrawalRef, 'pending'],
    ]);
    const pending = await list('?status=pending&from=2031-06-10&to=2031-06-10');
    expect(pending.items.map((i) => i.reference)).toEqual([withdrawalRef, withdrawalRef]);
    expect((await list(`?username=${ayse.username}&status=confirmed`)).items.map((i) => i.reference)).toEqual([depositRef]);

    expect((await list(`?username=${veli.username}&kind=adjustment`, 'admin')).items).toHaveLength(5);
    expect((await list(`?username=${ayse.username}&from=2031-06-11`)).items).toEqual([]);
    expect((await list(`?username=${ayse.username}&to=2031-06-09`)).items).toEqual([]);
    expect((await list('?username=nobody-has-this')).items).toEqual([]);
  });

  it('pages with the cursor: the next page continues below the last item, without repeats', async () => {
    const bettor = await newPlayer();
    await credit(h.db.kysely, { playerId: bettor.id, kind: 'cash', amountMinor: 1_000_000, entryKind: 'deposit', reference: 'tx-page-funds', idempotencyKey: 'tx-page-funds', now: h.clock.now() });
    const game = (await h.db.kysely.selectFrom('games').select('id').executeTakeFirstOrThrow()).id;
    for (let i = 0; i < 55; i++) {
      const r = { provider: 'hub88' as const, playerId: bettor.id, gameId: game, roundRef: `tx-page-${i}`, now: h.clock.now() };
      expect((await placeBet(h.db.kysely, { ...r, transactionRef: `tx-page-${i}-bet`, amountMinor: 100 })).status).toBe('ok');
    }
    const first = await list(`?username=${bettor.username}&kind=bet`);
    expect(first.items).toHaveLength(50);
    expect(first.nextCursor).toBe(first.items[49].id);
    const second = await list(`?username=${bettor.username}&kind=bet&cursor=${first.nextCursor}`);
    expect(second.items).toHaveLength(5);
    expect(second.nextCursor).toBeNull();
    expect(new Set([...first.items, ...second.items].map((i) => i.id)).size).toBe(55);
  });

  it('exports the filter as CSV: a BOM, the header in the operator\'s language, formulas defused, the export audited', async () => {
    const res = await adminGet(h.app, `/transactions.csv?username=${veli.username}&kind=adjustment`, { ...operatorAuth(op.finance.token), 'x-locale': 'en' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="transactions-2031-06-10.csv"');
    expect(res.body.startsWith('\uFEFFId,Time,Player,Account,Kind,Entry,Amount,Balance after,Reference,Status\r\n')).toBe(true);
    const rows = res.body.slice(1).trimEnd().split('\r\n').slice(1);
    expect(rows).toHaveLength(5);
    const references = rows.map((row) => row.split(',').slice(8, -1).join(','));
    expect(references).toEqual(['"plain, ""quoted"""', "'@SUM(A1)", "'-2+3", "'+1+1", `"'=HYPERLINK(""http://evil.example"",""x"")"`]);
    expect(rows[4]).toMatch(new RegExp(`^\\d+,${NOW.toISOString().replace(/\./g, '\\.')},${veli.username},Cash,Adjustment,adjustment,1\\.00,`));

    const tr = await adminGet(h.app, `/transactions.csv?username=${ayse.username}&kind=deposit`, { ...operatorAuth(op.admin.token), 'x-locale': 'tr' });
    expect(tr.body.split('\r\n')[0]).toBe('\uFEFFNo,Zaman,Oyuncu,Hesap,Tür,Kayıt,Tutar,Sonraki bakiye,Referans,Durum');
    expect(tr.body.split('\r\n')[1]).toContain(`,${ayse.username},Nakit,Yatırım,deposit,`);
    expect(tr.body.split('\r\n')[1]).toMatch(new RegExp(`,${depositRef},Onaylandı$`));

    const [audit] = await auditEntries(h.db.kysely);
    expect(audit).toMatchObject({ action: 'transactions.export', operator_id: op.admin.id, after: { username: ayse.username, kind: 'deposit' } });
  });

  it('refuses a bad filter with a message and reads nothing', async () => {
    const auditRows = (await auditEntries(h.db.kysely)).length;
    for (const path of ['/transactions', '/transactions.csv']) {
      for (const query of ['?kind=refund', '?status=lost', '?from=yesterday', '?cursor=-4', `?username=${'x'.repeat(65)}`]) {
        const res = await adminGet(h.app, `${path}${query}`, { ...operatorAuth(op.finance.token), 'x-locale': 'en' });
        expect(res.statusCode, `${path}${query}`).toBe(400);
        expect(res.json().success).toBe(false);
        expect(res.json().message.length).toBeGreaterThan(0);
      }
      const backwards = await adminGet(h.app, `${path}?from=2031-06-10&to=2031-06-01`, { ...operatorAuth(op.finance.token), 'x-locale': 'en' });
      expect(backwards.statusCode).toBe(400);
      expect(backwards.json().message).toBe('Choose a period whose start is not after its end, of at most 366 days.');
    }
    const kind = await adminGet(h.app, '/transactions?kind=refund', { ...operatorAuth(op.finance.token), 'x-locale': 'en' });
    expect(kind.json().errors).toHaveProperty('kind');
    expect((await auditEntries(h.db.kysely)).length).toBe(auditRows);
  });

  it('is for finance and admins: others get 403, players and callers without a session 401', async () => {
    for (const path of ['/transactions', '/transactions.csv']) {
      for (const role of ['admin', 'finance'] as const) expect((await adminGet(h.app, path, operatorAuth(op[role].token))).statusCode).toBe(200);
      for (const role of ['support', 'content'] as const) {
        const res = await adminGet(h.app, path, { ...operatorAuth(op[role].token), 'x-locale': 'en' });
        expect(res.statusCode).toBe(403);
        expect(res.json().message).toBe('Your role does not allow this action.');
      }
      for (const headers of [{}, bearer(ayse.token), operatorAuth(ayse.token)]) {
        const res = await h.app.inject({ method: 'GET', url: `/api/admin${path}`, headers, remoteAddress: nextIp() });
        expect(res.statusCode).toBe(401);
        expect(res.headers['content-type']).toContain('application/json');
      }
    }
  });
});
