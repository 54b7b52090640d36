import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reviewItem, transactionItem } from '../../contracts/money.js';
import { auditEntries } from '../../server/modules/operators/audit.js';
import { dialects } from './helpers.js';
import { get, identityApp, post, register, type IdentityHarness } from './identity-helpers.js';
import { adminGet, adminPost, operatorAuth, signedInOperator, type SignedInOperator } from './operators-helpers.js';

const S = { Confirmed: 1, Pending: 2, Rejected: 4 };
const en = { 'x-locale': 'en' };

describe.each(dialects)('operators review payments on %s', (dialect) => {
  let h: IdentityHarness;
  let finance: SignedInOperator;
  let admin: SignedInOperator;
  beforeAll(async () => {
    h = await identityApp(dialect);
    finance = await signedInOperator(h, 'finance');
    admin = await signedInOperator(h, 'admin');
  });
  afterAll(() => h.close());

  const cash = async (token: string) => (await get(h.app, '/api/user/balance', token)).json().data.cash as number;
  const queue = async (query = '') => {
    const res = await adminGet(h.app, `/payments/queue${query}`, operatorAuth(finance.token));
    expect(res.statusCode, res.body).toBe(200);
    return (res.json().data as unknown[]).map((item) => reviewItem.parse(item));
  };
  const audited = (id: number) => auditEntries(h.db.kysely, { target: `transaction:${id}` });

  async function bankTransfer(token: string, amount: number) {
    const res = await post(h.app, '/api/payment/deposit', { id: 1, target: 'pay', detail: { amount, bankId: 1, senderName: 'Ayşe Yılmaz', bonusId: 0 } }, token);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data.reference as string;
  }

  async function withdraw(token: string, amount: number) {
    const detail = { amount, iban: 'TR330006100519786457841326', accountHolder: 'Ayşe Nur Yılmaz' };
    const res = await post(h.app, '/api/payment/withdraw', { id: 11, target: 'pay', detail }, token);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data.reference as string;
  }

  it('confirms a bank transfer: the player is credited, the audit row holds before and after', async () => {
    const player = await register(h.app);
    const reference = await bankTransfer(player.token, 1000);
    const item = (await queue('?type=1')).find((i) => i.reference === reference)!;
    expect(item).toMatchObject({ status: S.Pending, amount: 1000, username: player.username, type: 1 });
    expect(await cash(player.token)).toBe(0);

    const approved = await adminPost(h.app, '/payments/approve', { id: item.id }, { ...operatorAuth(finance.token), ...en });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toMatchObject({ success: true, message: 'The transaction has been approved.' });
    expect(transactionItem.parse(approved.json().data)).toMatchObject({ id: item.id, status: S.Confirmed });
    expect(await cash(player.token)).toBe(1000);
    expect((await queue()).some((i) => i.id === item.id)).toBe(false);

    const [entry, ...others] = await audited(item.id);
    expect(others).toEqual([]);
    expect(entry).toMatchObject({
      action: 'payment.approve',
      actor: `operator:${finance.id}`,
      operator_id: finance.id,
      ip: expect.any(String),
      before: { id: item.id, status: S.Pending },
      after: { id: item.id, status: S.Confirmed },
    });
    const event = await h.db.kysely.selectFrom('transaction_events').selectAll().where('transaction_id', '=', item.id).orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(event.actor).toBe(`operator:${finance.id}`);

    const twice = await adminPost(h.app, '/payments/approve', { id: item.id }, operatorAuth(admin.token));
    expect(twice.statusCode).toBe(409);
    expect(twice.json().success).toBe(false);
    expect(await cash(player.token)).toBe(1000);
    expect(await audited(item.id)).toHaveLength(1);
  });

  it('rejects a withdrawal with a reason: the held money returns to cash', async () => {
    const player = await register(h.app);
    await bankTransfer(player.token, 1000);
    const deposit = (await queue('?type=1')).find((i) => i.username === player.username)!;
    await adminPost(h.app, '/payments/approve', { id: deposit.id }, operatorAuth(admin.token));
    const reference = await withdraw(player.token, 300);
    expect(await cash(player.token)).toBe(700);
    const item = (await queue('?type=2')).find((i) => i.reference === reference)!;
    expect(item).toMatchObject({ type: 2, status: S.Pending, amount: 300, method: 'Banka Havalesi (IBAN)' });
    // What finance weighs: the first withdrawal of a player who deposited 1000 and withdrew nothing yet.
    expect(item.risk).toMatchObject({ firstWithdrawal: true, deposited: 1000, withdrawn: 0 });
    expect((await queue('?type=1')).some((i) => i.id === item.id)).toBe(false);
    // An English back office reads the method's English name.
    const english = await adminGet(h.app, '/payments/queue?type=2', { ...operatorAuth(finance.token), ...en });
    expect((english.json().data as Array<{ id: number; method: string }>).find((i) => i.id === item.id)!.method).toBe('Bank transfer (IBAN)');

    const noReason = await adminPost(h.app, '/payments/reject', { id: item.id }, { ...operatorAuth(finance.token), ...en });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().errors).toHaveProperty('reason');
    const blank = await adminPost(h.app, '/payments/reject', { id: item.id, reason: '' }, operatorAuth(finance.token));
    expect(blank.statusCode).toBe(400);
    expect(await audited(item.id)).toEqual([]);
    expect(await cash(player.token)).toBe(700);

    const rejected = await adminPost(h.app, '/payments/reject', { id: item.id, reason: 'IBAN sahibi üye değil' }, operatorAuth(finance.token));
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(rejected.json()).toMatchObject({ message: 'İşlem reddedildi.', data: { status: S.Rejected, reason: 'IBAN sahibi üye değil' } });
    expect(await cash(player.token)).toBe(1000);
    const [entry] = await audited(item.id);
    expect(entry).toMatchObject({ action: 'payment.reject', before: { status: S.Pending, reason: null }, after: { status: S.Rejected, reason: 'IBAN sahibi üye değil' } });
  });

  it('approves a withdrawal: the held money leaves', async () => {
    const player = await register(h.app);
    await bankTransfer(player.token, 500);
    const deposit = (await queue('?type=1')).find((i) => i.username === player.username)!;
    await adminPost(h.app, '/payments/approve', { id: deposit.id }, operatorAuth(finance.token));
    const reference = await withdraw(player.token, 200);
    const item = (await queue('?type=2')).find((i) => i.reference === reference)!;
    const approved = await adminPost(h.app, '/payments/approve', { id: item.id }, operatorAuth(admin.token));
    expect(approved.json().data.status).toBe(S.Confirmed);
    expect(await cash(player.token)).toBe(300);
    const balance = (await get(h.app, '/api/user/balance', player.token)).json().data;
    expect(balance.balance).toBe(300);
    expect((await audited(item.id))[0]).toMatchObject({ actor: `operator:${admin.id}`, action: 'payment.approve' });
  });

  it('writes the decision and its audit row together: when the audit row fails, the decision is undone', async () => {
    const player = await register(h.app);
    const reference = await bankTransfer(player.token, 250);
    const item = (await queue('?type=1')).find((i) => i.reference === reference)!;
    const refuseAudit =
      dialect === 'postgres'
        ? [
            sql`CREATE FUNCTION no_audit() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'audit down'; END $$`,
            sql`CREATE TRIGGER no_audit BEFORE INSERT ON audit_log FOR EACH ROW EXECUTE FUNCTION no_audit()`,
          ]
        : [sql`CREATE TRIGGER no_audit BEFORE INSERT ON audit_log BEGIN SELECT RAISE(ABORT, 'audit down'); END`];
    for (const statement of refuseAudit) await statement.execute(h.db.kysely);
    try {
      const res = await adminPost(h.app, '/payments/approve', { id: item.id }, operatorAuth(finance.token));
      expect(res.statusCode).toBe(500);
    } finally {
      await sql`DROP TRIGGER no_audit${sql.raw(dialect === 'postgres' ? ' ON audit_log' : '')}`.execute(h.db.kysely);
      if (dialect === 'postgres') await sql`DROP FUNCTION no_audit()`.execute(h.db.kysely);
    }
    expect(await cash(player.token)).toBe(0);
    expect((await queue('?type=1')).find((i) => i.id === item.id)).toMatchObject({ status: S.Pending });
    const approved = await adminPost(h.app, '/payments/approve', { id: item.id }, operatorAuth(finance.token));
    expect(approved.statusCode).toBe(200);
    expect(await cash(player.token)).toBe(250);
  });

  it('refuses an unknown transaction and malformed ids, writing nothing', async () => {
    const before = (await auditEntries(h.db.kysely)).length;
    const unknown = await adminPost(h.app, '/payments/approve', { id: 999_999 }, { ...operatorAuth(finance.token), ...en });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().success).toBe(false);
    for (const id of [0, -1, 1.5, '7']) {
      const res = await adminPost(h.app, '/payments/approve', { id }, { ...operatorAuth(finance.token), ...en });
      expect(res.statusCode, String(id)).toBe(400);
      expect(res.json().message).toMatch(/^Please check the highlighted fields\./);
    }
    const longReason = await adminPost(h.app, '/payments/reject', { id: 1, reason: 'x'.repeat(501) }, operatorAuth(finance.token));
    expect(longReason.statusCode).toBe(400);
    const badType = await adminGet(h.app, '/payments/queue?type=3', operatorAuth(finance.token));
    expect(badType.statusCode).toBe(400);
    expect((await auditEntries(h.db.kysely)).length).toBe(before);
  });
});
