import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TransactionStatus as S, TransactionType } from '../../contracts/enums.js';
import { decideTransaction, settleDeposit, reviewQueue } from '../../server/modules/payments/service.js';
import { dialects } from './helpers.js';
import { get, MINUTE, post, testClock } from './identity-helpers.js';
import {
  accountsOf, BANK_DEPOSIT, CARD, fund, IBAN_WITHDRAW, latestTransaction, ledgerSum, moneyApp, player, startDeposit, webhook, withdrawDetail,
  type MoneyHarness,
} from './payments-helpers.js';
import { sweepMoney } from '../../server/modules/payments/sweep.js';

describe.each(dialects)('payments (%s)', (dialect) => {
  let h: MoneyHarness;
  beforeAll(async () => {
    h = await moneyApp(dialect);
  });
  afterAll(() => h.close());

  it('lists the deposit and withdraw methods in the player’s language, lira at the edge', async () => {
    const p = await player(h);
    const tr = (await get(h.app, '/api/payment/methods?type=1', p.token)).json().data;
    expect(tr.map((m: { title: string }) => m.title)).toEqual(['Havale / EFT', 'Papara', 'Kredi / Banka Kartı', 'Kripto (USDT TRC-20)']);
    expect(tr[2]).toMatchObject({ kind: 'card', minAmount: 50, maxAmount: 10000, feePercent: 2.5, feeFixed: 0, processingTime: 'Anında' });
    const en = (await get(h.app, '/api/payment/methods?type=2', p.token, { 'x-locale': 'en' })).json().data;
    expect(en.map((m: { title: string }) => m.title)).toEqual(['Bank transfer (IBAN)', 'Papara', 'Crypto (USDT TRC-20)']);
    expect((await get(h.app, '/api/payment/methods?type=1')).statusCode).toBe(401);
  });

  it('describes a deposit form with the bonus choice, and a withdrawal with what the player still owes', async () => {
    const p = await player(h);
    const deposit = (await post(h.app, '/api/payment/detail', { id: CARD, type: 1 }, p.token)).json().data;
    expect(deposit.map((f: { key: string }) => f.key)).toEqual(['amount', 'bonusId']);
    const bonus = deposit[1];
    expect(bonus.objectType).toBe('Dropdown');
    expect(bonus.option[0]).toEqual({ id: 0, name: 'Bonus istemiyorum' });
    expect(bonus.option.map((o: { name: string }) => o.name)).toContain('Hoş Geldin Bonusu %100');

    const fast = await player(h, { birthDate: undefined, PersonalNo: undefined });
    await h.db.kysely.updateTable('players').set({ birth_date: null, personal_no: null }).where('id', '=', fast.id).execute();
    const withdraw = (await post(h.app, '/api/payment/detail', { id: IBAN_WITHDRAW, type: 2 }, fast.token)).json().data;
    expect(withdraw.map((f: { key: string }) => f.key)).toEqual(['amount', 'iban', 'accountHolder', 'birthDate', 'personalNo']);
    const full = (await post(h.app, '/api/payment/detail', { id: IBAN_WITHDRAW, type: 2 }, p.token)).json().data;
    expect(full.map((f: { key: string }) => f.key)).toEqual(['amount', 'iban', 'accountHolder']);
    const wrong = await post(h.app, '/api/payment/detail', { id: IBAN_WITHDRAW, type: 1 }, p.token);
    expect(wrong.statusCode).toBe(400);
  });

  it('a card deposit opens the payment page, and its paid webhook credits the amount less the fee exactly once', async () => {
    const p = await player(h);
    const res = await startDeposit(h, p.token, 1000, {}, CARD);
    const url: string = res.json().data;
    expect(url).toMatch(/^http:\/\/kasa\.test\/pay\//);
    const tx = await latestTransaction(h.db, p.id);
    expect(tx).toMatchObject({ status: S.Pending, amount_minor: 100_000, fee_minor: 2_500, type: TransactionType.Deposit });

    const event = { reference: tx.reference, amountMinor: tx.amount_minor, id: 'evt_same' };
    const replies = await Promise.all([webhook(h.app, h.clock.now(), event), webhook(h.app, h.clock.now(), event), webhook(h.app, h.clock.now(), { ...event, id: 'evt_other' })]);
    expect(replies.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    expect(await accountsOf(h.db, p.id)).toMatchObject({ cash: 97_500 });
    expect(await ledgerSum(h.db, p.id, 'cash')).toBe(97_500);
    expect((await latestTransaction(h.db, p.id)).status).toBe(S.Confirmed);
    const balance = (await get(h.app, '/api/user/balance', p.token)).json().data;
    expect(balance.balance).toBe(975);
    const note = await h.db.kysely.selectFrom('notifications').selectAll().where('player_id', '=', p.id).execute();
    expect(note.map((n) => n.template)).toEqual(['depositConfirmed']);
  });

  it('refuses a webhook with a bad signature, an unknown reference or a wrong amount, and credits nothing', async () => {
    const p = await player(h);
    await startDeposit(h, p.token, 200);
    const tx = await latestTransaction(h.db, p.id);
    const forged = await h.app.inject({ method: 'POST', url: '/api/payment/callback/local', payload: '{}', headers: { 'content-type': 'application/json', 'kasa-pay-timestamp': '1', 'kasa-pay-signature': 'v1=00' } });
    expect(forged.statusCode).toBe(400);
    expect(await settleDeposit(h.ctx, 'local', { eventId: 'e1', outcome: 'paid', reference: 'DNOSUCHREF', providerReference: 'x', amountMinor: 20_000, currency: 'TRY', refundHandle: 'x' })).toBe('unknown_reference');
    expect(await settleDeposit(h.ctx, 'local', { eventId: 'e2', outcome: 'paid', reference: tx.reference, providerReference: 'x', amountMinor: 20_001, currency: 'TRY', refundHandle: 'x' })).toBe('mismatch');
    expect(await settleDeposit(h.ctx, 'stripe', { eventId: 'e3', outcome: 'paid', reference: tx.reference, providerReference: 'x', amountMinor: 20_000, currency: 'TRY', refundHandle: 'x' })).toBe('unknown_reference');
    // The right amount for this deposit, but a payment the PSP made for another page.
    expect(tx.provider_reference).toMatch(/^lp_/);
    expect(await settleDeposit(h.ctx, 'local', { eventId: 'e4', outcome: 'paid', reference: tx.reference, providerReference: 'lp_another', amountMinor: 20_000, currency: 'TRY', refundHandle: 'x' })).toBe('mismatch');
    expect((await webhook(h.app, h.clock.now(), { reference: tx.reference, amountMinor: 20_000, providerReference: 'lp_another' })).statusCode).toBeLessThan(500);
    expect(await accountsOf(h.db, p.id)).toMatchObject({ cash: 0 });
    expect((await latestTransaction(h.db, p.id)).status).toBe(S.Pending);
  });

  it('an unpaid deposit expires; a payment that arrives after that is still credited, a cancellation is not', async () => {
    const p = await player(h);
    await startDeposit(h, p.token, 300);
    const late = await latestTransaction(h.db, p.id);
    await startDeposit(h, p.token, 400);
    const cancelled = await latestTransaction(h.db, p.id);
    expect(await settleDeposit(h.ctx, 'local', { eventId: 'c', outcome: 'cancelled', reference: cancelled.reference, providerReference: 'x', amountMinor: 40_000, currency: 'TRY', refundHandle: 'x' })).toBe('cancelled');
    h.clock.advance(31 * MINUTE);
    const swept = await sweepMoney(h.ctx);
    expect(swept.deposits).toBeGreaterThanOrEqual(1);
    expect((await h.db.kysely.selectFrom('transactions').select(['status', 'reason']).where('id', '=', late.id).executeTakeFirstOrThrow())).toEqual({ status: S.Cancelled, reason: 'expired' });
    expect(await settleDeposit(h.ctx, 'local', { eventId: 'p1', outcome: 'paid', reference: late.reference, providerReference: late.provider_reference!, amountMinor: 30_000, currency: 'TRY', refundHandle: 'x' })).toBe('credited');
    expect(await settleDeposit(h.ctx, 'local', { eventId: 'p2', outcome: 'paid', reference: cancelled.reference, providerReference: cancelled.provider_reference!, amountMinor: 40_000, currency: 'TRY', refundHandle: 'x' })).toBe('ignored');
    expect(await accountsOf(h.db, p.id)).toMatchObject({ cash: 30_000 });
  });

  it('a bank transfer answers with the bank, IBAN and reference, and is credited when an operator confirms it', async () => {
    const p = await player(h);
    const res = await post(h.app, '/api/payment/deposit', { id: BANK_DEPOSIT, target: 'pay', detail: { amount: 1500.5, bankId: 2, senderName: 'Ayşe Yılmaz', bonusId: 0 } }, p.token);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.data).toMatchObject({ bank: 'Garanti BBVA', iban: 'TR320010009999901234567890', amount: 1500.5 });
    expect(body.message).toContain(body.data.reference);
    const tx = await latestTransaction(h.db, p.id);
    expect(tx.status).toBe(S.Pending);
    expect((await reviewQueue(h.ctx, { type: 1 })).map((i) => i.reference)).toContain(tx.reference);
    const approved = await decideTransaction(h.ctx, { id: tx.id, decision: 'approve', actor: 'operator:1' });
    expect(approved.ok && approved.value.after.status).toBe(S.Confirmed);
    expect(await accountsOf(h.db, p.id)).toMatchObject({ cash: 150_050 });
    const again = await decideTransaction(h.ctx, { id: tx.id, decision: 'reject', reason: 'late', actor: 'operator:1' });
    expect(again).toMatchObject({ ok: false, reason: 'transaction_decided' });
  });

  it('refuses bad deposit input with a message beside the field, and records nothing', async () => {
    const p = await player(h);
    const before = await h.db.kysely.selectFrom('transactions').select('id').where('player_id', '=', p.id).execute();
    const low = await post(h.app, '/api/payment/deposit', { id: CARD, target: 'pay', detail: { amount: 10, bonusId: 0 } }, p.token);
    expect(low.statusCode).toBe(400);
    expect(low.json().errors.amount).toBe('Bu yöntem için en düşük tutar ₺50,00.');
    const en = await post(h.app, '/api/payment/deposit', { id: CARD, target: 'pay', detail: { amount: 'abc', bonusId: 0 } }, p.token, { headers: { 'x-locale': 'en' } });
    expect(en.json().errors.amount).toBe('Enter a valid number');
    const bonus = await post(h.app, '/api/payment/deposit', { id: CARD, target: 'pay', detail: { amount: 60, bonusId: 2 } }, p.token);
    expect(bonus.json().errors.bonusId).toContain('₺100,00');
    const unknownBonus = await post(h.app, '/api/payment/deposit', { id: CARD, target: 'pay', detail: { amount: 600, bonusId: 99 } }, p.token);
    expect(unknownBonus.statusCode).toBe(400);
    expect(await h.db.kysely.selectFrom('transactions').select('id').where('player_id', '=', p.id).execute()).toEqual(before);
  });

  it('a withdrawal holds the money while pending; rejected, it comes back; approved, it leaves', async () => {
    const p = await player(h);
    await fund(h, p, 1000);
    const res = await post(h.app, '/api/payment/withdraw', { id: IBAN_WITHDRAW, target: 'pay', detail: withdrawDetail(400) }, p.token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toContain('₺400,00');
    expect(await accountsOf(h.db, p.id)).toEqual({ cash: 60_000, bonus: 0, held: 40_000 });
    const first = await latestTransaction(h.db, p.id);
    expect(first).toMatchObject({ status: S.Pending, details_masked: 'TR** **** **** **** **** **13 26' });
    expect(JSON.parse(first.details).iban).toBe('TR330006100519786457841326');
    const queued = (await reviewQueue(h.ctx, { type: 2 })).find((i) => i.id === first.id);
    expect(queued).toMatchObject({ details: 'TR** **** **** **** **** **13 26', payout: { amount: 400, iban: 'TR330006100519786457841326', accountHolder: 'Ayşe Nur Yılmaz' } });

    const rejected = await decideTransaction(h.ctx, { id: first.id, decision: 'reject', reason: 'Hesap sahibi adı uyuşmuyor', actor: 'operator:1' });
    expect(rejected.ok).toBe(true);
    expect(await accountsOf(h.db, p.id)).toEqual({ cash: 100_000, bonus: 0, held: 0 });

    await post(h.app, '/api/payment/withdraw', { id: IBAN_WITHDRAW, target: 'pay', detail: withdrawDetail(250) }, p.token);
    const second = await latestTransaction(h.db, p.id);
    await decideTransaction(h.ctx, { id: second.id, decision: 'approve', actor: 'operator:1' });
    expect(await accountsOf(h.db, p.id)).toEqual({ cash: 75_000, bonus: 0, held: 0 });
    const templates = (await h.db.kysely.selectFrom('notifications').select('template').where('player_id', '=', p.id).orderBy('id').execute()).map((n) => n.template);
    expect(templates).toEqual(['depositConfirmed', 'withdrawRejected', 'withdrawConfirmed']);
    const history = await h.db.kysely.selectFrom('transaction_events').select(['from_status', 'to_status', 'actor']).where('transaction_id', '=', first.id).orderBy('id').execute();
    expect(history).toEqual([
      { from_status: null, to_status: S.Pending, actor: 'player' },
      { from_status: S.Pending, to_status: S.Rejected, actor: 'operator:1' },
    ]);
  });

  it('refuses a wrong IBAN, an amount above the withdrawable cash, and an under-age or wrong TC number', async () => {
    const p = await player(h);
    await fund(h, p, 200);
    const badIban = await post(h.app, '/api/payment/withdraw', { id: IBAN_WITHDRAW, target: 'pay', detail: withdrawDetail(100, { iban: 'TR330006100519786457841327' }) }, p.token);
    expect(badIban.statusCode).toBe(400);
    expect(badIban.json().errors.iban).toBe('Bu IBAN geçerli değil: rakamlarını kontrol edin');
    const tooMuch = await post(h.app, '/api/payment/withdraw', { id: IBAN_WITHDRAW, target: 'pay', detail: withdrawDetail(201) }, p.token);
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().errors.amount).toBe('Şu anda en fazla ₺200,00 çekebilirsiniz.');
    // A fraction of a kuruş is refused, not rounded to 100.01 (as text, as a number, in either language).
    const fraction = await post(h.app, '/api/payment/withdraw', { id: IBAN_WITHDRAW, target: 'pay', detail: withdrawDetail('100.005' as unknown as number) }, p.token);
    expect(fraction.statusCode).toBe(400);
    expect(fraction.json().errors.amount).toBe('Lira olarak, en çok 2 ondalıkla bir tutar girin (1.250,50)');
    const fractionEn = await post(h.app, '/api/payment/withdraw', { id: IBAN_WITHDRAW, target: 'pay', detail: withdrawDetail(100.005) }, p.token, { headers: { 'x-locale': 'en' } });
    expect(fractionEn.json().errors.amount).toBe('Enter an amount in lira with at most 2 decimals (1.250,50)');
    expect((await post(h.app, '/api/payment/deposit', { id: CARD, target: 'pay', detail: { amount: '60,125', bonusId: 0 } }, p.token)).statusCode).toBe(400);
    expect(await accountsOf(h.db, p.id)).toEqual({ cash: 20_000, bonus: 0, held: 0 });
    expect((await latestTransaction(h.db, p.id)).type).toBe(TransactionType.Deposit);
    const cents = await post(h.app, '/api/payment/withdraw', { id: IBAN_WITHDRAW, target: 'pay', detail: withdrawDetail(100.1) }, p.token);
    expect(cents.statusCode, cents.body).toBe(200);
    expect(await accountsOf(h.db, p.id)).toEqual({ cash: 9_990, bonus: 0, held: 10_010 });

    const fast = await player(h);
    await h.db.kysely.updateTable('players').set({ birth_date: null, personal_no: null }).where('id', '=', fast.id).execute();
    await fund(h, fast, 500);
    const young = new Date(h.clock.now().getTime() - 17 * 365 * 86_400_000).toISOString().slice(0, 10);
    const minor = await post(h.app, '/api/payment/withdraw', { id: IBAN_WITHDRAW, target: 'pay', detail: withdrawDetail(100, { birthDate: young, personalNo: 10000000146 }) }, fast.token);
    expect(Object.keys(minor.json().errors)).toEqual(['birthDate']);
    const badTc = await post(h.app, '/api/payment/withdraw', { id: IBAN_WITHDRAW, target: 'pay', detail: withdrawDetail(100, { birthDate: '1990-01-01', personalNo: 10000000147 }) }, fast.token);
    expect(Object.keys(badTc.json().errors)).toEqual(['personalNo']);
    const ok = await post(h.app, '/api/payment/withdraw', { id: IBAN_WITHDRAW, target: 'pay', detail: withdrawDetail(100, { birthDate: '1990-01-01', personalNo: 10000000146 }) }, fast.token);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(await h.db.kysely.selectFrom('players').select(['birth_date', 'personal_no']).where('id', '=', fast.id).executeTakeFirst()).toEqual({ birth_date: '1990-01-01', personal_no: '10000000146' });
  });

  it('financial activities: filters, paging, confirmed totals and a CSV export', async () => {
    const p = await player(h);
    await fund(h, p, 500);
    await fund(h, p, 250);
    await post(h.app, '/api/payment/withdraw', { id: IBAN_WITHDRAW, target: 'pay', detail: withdrawDetail(100) }, p.token);
    await startDeposit(h, p.token, 70);
    const all = (await get(h.app, '/api/customer/transactions?pageSize=2', p.token)).json().data;
    expect(all.total).toBe(4);
    expect(all.items.map((i: { amount: number }) => i.amount)).toEqual([70, 100]);
    expect(all.totals).toEqual({ deposits: 750, withdrawals: 0, net: 750 });
    const page2 = (await get(h.app, '/api/customer/transactions?pageSize=2&page=2', p.token)).json().data;
    expect(page2.items.map((i: { amount: number }) => i.amount)).toEqual([250, 500]);
    const pending = (await get(h.app, `/api/customer/transactions?status=${S.Pending}&type=2`, p.token)).json().data;
    expect(pending.items).toHaveLength(1);
    expect(pending.items[0]).toMatchObject({ method: 'Banka Havalesi (IBAN)', details: 'TR** **** **** **** **** **13 26' });
    // The days are the player's: Türkiye's by default, or the zone the browser names.
    const dayIn = (timeZone: string) => new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(h.clock.now());
    const none = (await get(h.app, '/api/customer/transactions?to=2000-01-01', p.token)).json().data;
    expect(none.total).toBe(0);
    const today = dayIn('Europe/Istanbul');
    expect((await get(h.app, `/api/customer/transactions?from=${today}&to=${today}`, p.token)).json().data.total).toBe(4);
    const tokyo = dayIn('Asia/Tokyo');
    expect((await get(h.app, `/api/customer/transactions?from=${tokyo}&to=${tokyo}&timeZone=Asia%2FTokyo`, p.token)).json().data.total).toBe(4);
    const dayBefore = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
    expect((await get(h.app, `/api/customer/transactions?to=${dayBefore(tokyo)}&timeZone=Asia%2FTokyo`, p.token)).json().data.total).toBe(0);
    expect((await get(h.app, '/api/customer/transactions?from=yesterday', p.token)).statusCode).toBe(400);
    expect((await get(h.app, `/api/customer/transactions?from=${today}&timeZone=Mars%2FOlympus`, p.token)).statusCode).toBe(400);

    const csv = await get(h.app, '/api/customer/transactions.csv?type=1', p.token, { 'x-locale': 'en' });
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.headers['content-disposition']).toMatch(/attachment; filename="transactions-\d{4}-\d{2}-\d{2}\.csv"/);
    const lines = csv.body.replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(lines[0]).toBe('Reference,Type,Status,Amount,Fee,Method,Details,Created,Updated,Reason');
    expect(lines).toHaveLength(4);
    expect(lines[1]).toMatch(/^D\w{8},Deposit,Pending,70\.00,0\.00,Papara,Papara,/);
    const other = await player(h);
    expect((await get(h.app, '/api/customer/transactions', other.token)).json().data.total).toBe(0);
  });
});

describe.each(dialects)('financial activities by the player’s days (%s)', (dialect) => {
  // 22:30 UTC on 4 March is already 01:30 on 5 March in Istanbul and 07:30 in Tokyo.
  let h: Awaited<ReturnType<typeof moneyApp>>;
  beforeAll(async () => {
    h = await moneyApp(dialect, testClock(new Date('2026-03-04T22:30:00Z')));
  });
  afterAll(() => h.close());

  it('counts a deposit made late in the UTC day on the day it was where the player is', async () => {
    const p = await player(h);
    await fund(h, p, 100);
    const total = async (query: string) => (await get(h.app, `/api/customer/transactions?${query}`, p.token)).json().data.total;
    expect(await total('from=2026-03-05&to=2026-03-05')).toBe(1);
    expect(await total('from=2026-03-04&to=2026-03-04')).toBe(0);
    expect(await total('from=2026-03-04&to=2026-03-04&timeZone=UTC')).toBe(1);
    expect(await total('from=2026-03-05&to=2026-03-05&timeZone=UTC')).toBe(0);
    expect(await total('to=2026-03-04&timeZone=America%2FNew_York')).toBe(1);
  });
});
