import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { TransactionStatus } from '../../contracts/enums.js';
import type { PaymentProvider } from '../../server/modules/payments/provider.js';
import { paymentProvider, setPaymentProviders } from '../../server/modules/payments/providers.js';
import { sendDueRefunds } from '../../server/modules/payments/refunds.js';
import { decideTransaction, expireDeposits, settleDeposit } from '../../server/modules/payments/service.js';
import { dialects } from './helpers.js';
import { bearer } from './identity-helpers.js';
import { deposit, gambler, HOUR, limitsApp, relogin, setLimit, type Gambler, type LimitsHarness } from './limits-helpers.js';
import { BANK_DEPOSIT, latestTransaction, webhook } from './payments-helpers.js';

/**
 * A PSP's "paid" arriving after the player's limits or exclusion stopped allowing the deposit: nothing is credited,
 * the deposit is Rejected with the reason, and the money goes back through the PSP, once, whatever the retries.
 */
describe.each(dialects)('deposit refunds at the callback (%s)', (dialect) => {
  let h: LimitsHarness;
  beforeAll(async () => {
    h = await limitsApp(dialect);
  });
  afterAll(() => h.close());

  const cash = async (p: Gambler) =>
    Number((await h.db.kysely.selectFrom('accounts').select('balance_minor').where('player_id', '=', p.id).where('kind', '=', 'cash').executeTakeFirstOrThrow()).balance_minor);
  const refundOf = (transactionId: number) => h.db.kysely.selectFrom('payment_refunds').selectAll().where('transaction_id', '=', transactionId).executeTakeFirst();
  const pspRefunds = (handle: string) => h.db.kysely.selectFrom('local_psp_refunds').selectAll().where('payment_handle', '=', handle).execute();
  const history = async (p: Gambler, locale: string) =>
    (await h.app.inject({ method: 'GET', url: '/api/customer/transactions?page=1', headers: { ...bearer(p.token), 'x-locale': locale } })).json().data.items as Array<Record<string, unknown>>;
  const notes = async (p: Gambler, locale: string) =>
    (await h.app.inject({ method: 'POST', url: '/api/customer/notification', headers: { ...bearer(p.token), 'x-locale': locale }, payload: {} })).json().data as unknown;
  /** The app answers the PSP at once and asks for the refund after its transaction commits: wait for it. */
  const refundDone = (transactionId: number) => vi.waitFor(async () => expect((await refundOf(transactionId))?.status).toBe('done'), { timeout: 5_000 });

  it('a limit lowered after the deposit started: the payment is not credited, the PSP refunds it once', async () => {
    const p = await gambler(h, 0);
    expect((await deposit(h, p, 300)).statusCode).toBe(200);
    const tx = await latestTransaction(h.db, p.id);
    // A decrease applies at once: 200 lira a day, and 300 are on their way.
    expect((await setLimit(h, p, 'deposit', 'day', 20_000)).statusCode).toBe(200);

    const paid = await webhook(h.app, h.clock.now(), { reference: tx.reference, amountMinor: tx.amount_minor });
    expect(paid.statusCode).toBe(200);
    expect(paid.json().message).toBe('refunded');
    expect(await cash(p)).toBe(0);
    const after = await latestTransaction(h.db, p.id);
    expect(after.status).toBe(TransactionStatus.Rejected);
    await refundDone(tx.id);
    expect(await pspRefunds(tx.provider_reference!)).toEqual([expect.objectContaining({ reference: tx.reference, amount_minor: 30_000 })]);

    // The PSP delivers the same event again, and another one: still one refund, nothing credited.
    expect((await webhook(h.app, h.clock.now(), { reference: tx.reference, amountMinor: tx.amount_minor })).json().message).toBe('duplicate');
    await sendDueRefunds(h.ctx);
    expect(await pspRefunds(tx.provider_reference!)).toHaveLength(1);
    expect(await cash(p)).toBe(0);

    // The player reads why, in their language, and is told.
    const [item] = await history(p, 'en');
    expect(item).toMatchObject({ reference: tx.reference, status: TransactionStatus.Rejected, reason: 'Over your deposit limit: the payment is returned to you.' });
    expect((await history(p, 'tr'))[0].reason).toBe('Yatırım limitinizin üzerinde: ödeme size iade edilir.');
    expect(JSON.stringify(await notes(p, 'en'))).toContain(`Your deposit of ₺300.00 (${tx.reference}) arrived after your deposit limit was reached`);
  });

  it('a deposit under the limit is credited as before (the deposit’s own open room is not counted twice)', async () => {
    const p = await gambler(h, 0);
    expect((await setLimit(h, p, 'deposit', 'day', 30_000)).statusCode).toBe(200);
    expect((await deposit(h, p, 300)).statusCode).toBe(200);
    const tx = await latestTransaction(h.db, p.id);
    expect((await webhook(h.app, h.clock.now(), { reference: tx.reference, amountMinor: tx.amount_minor })).json().message).toBe('credited');
    expect(await cash(p)).toBe(30_000);
    expect(await refundOf(tx.id)).toBeUndefined();
  });

  it('a payment arriving during a self-exclusion is refunded, not credited', async () => {
    const p = await gambler(h, 0);
    expect((await deposit(h, p, 150)).statusCode).toBe(200);
    const tx = await latestTransaction(h.db, p.id);
    const excluded = await h.app.inject({ method: 'POST', url: '/api/rg/exclusion', headers: bearer(p.token), payload: { kind: 'timeout', duration: '24h' } });
    expect(excluded.statusCode).toBe(200);
    expect((await webhook(h.app, h.clock.now(), { reference: tx.reference, amountMinor: tx.amount_minor })).json().message).toBe('refunded');
    expect(await cash(p)).toBe(0);
    await refundDone(tx.id);
    expect(await refundOf(tx.id)).toMatchObject({ reason: 'excluded', amount_minor: 15_000 });
    expect((await latestTransaction(h.db, p.id)).reason).toBe('excluded');
  });

  it('an expired deposit paid late after its room went to another deposit is refunded', async () => {
    const p = await gambler(h, 0);
    expect((await setLimit(h, p, 'deposit', 'day', 50_000)).statusCode).toBe(200);
    expect((await deposit(h, p, 400)).statusCode).toBe(200);
    const late = await latestTransaction(h.db, p.id);
    h.clock.advance(HOUR);
    expect(await expireDeposits(h.ctx)).toBeGreaterThanOrEqual(1);
    // The room came back: another deposit takes it and is paid.
    await relogin(h, p);
    expect((await deposit(h, p, 400)).statusCode).toBe(200);
    const second = await latestTransaction(h.db, p.id);
    expect((await webhook(h.app, h.clock.now(), { reference: second.reference, amountMinor: second.amount_minor })).json().message).toBe('credited');
    // Now the first one's money arrives: 400 + 400 would pass 500.
    expect((await webhook(h.app, h.clock.now(), { reference: late.reference, amountMinor: late.amount_minor })).json().message).toBe('refunded');
    expect(await cash(p)).toBe(40_000);
    await refundDone(late.id);
  });

  it('a refund the local PSP makes but cannot return (the test card whose refunds fail) is kept for an operator, and not asked again', async () => {
    const p = await gambler(h, 0);
    expect((await deposit(h, p, 250)).statusCode).toBe(200);
    const tx = await latestTransaction(h.db, p.id);
    expect((await setLimit(h, p, 'deposit', 'day', 10_000)).statusCode).toBe(200);
    const handle = `lp_x${tx.id}:refund-fails`;
    const paid = await webhook(h.app, h.clock.now(), { reference: tx.reference, amountMinor: tx.amount_minor, refundHandle: handle });
    expect(paid.json().message).toBe('refunded');
    await refundDone(tx.id);
    expect(await refundOf(tx.id)).toMatchObject({ status: 'done', attempts: 1, payment_handle: handle, psp_failure: 'failed: expired_or_canceled_card' });
    expect(await pspRefunds(handle)).toHaveLength(1);
    h.clock.advance(HOUR);
    await sendDueRefunds(h.ctx);
    expect(await refundOf(tx.id)).toMatchObject({ attempts: 1 });
    expect(await cash(p)).toBe(0);
  });

  it('a PSP that cannot refund now is asked again later, until it does', async () => {
    const p = await gambler(h, 0);
    expect((await deposit(h, p, 100)).statusCode).toBe(200);
    const tx = await latestTransaction(h.db, p.id);
    expect((await setLimit(h, p, 'deposit', 'week', 5_000)).statusCode).toBe(200);
    const local = paymentProvider(h.ctx, 'local')!;
    let down = true;
    const flaky: PaymentProvider = { ...local, name: 'local', refundPayment: (r) => (down ? Promise.reject(new Error('PSP unavailable')) : local.refundPayment(r)) };
    setPaymentProviders(h.ctx, new Map([['local', flaky]]));
    try {
      // Settled through the test's context (its provider is the flaky one); the app's own would refund at once.
      const event = { eventId: `e${tx.id}`, outcome: 'paid' as const, reference: tx.reference, providerReference: tx.provider_reference!, amountMinor: tx.amount_minor, currency: 'TRY', refundHandle: `lp_f${tx.id}` };
      expect(await settleDeposit(h.ctx, 'local', event)).toBe('refunded');
      await vi.waitFor(async () => expect((await refundOf(tx.id))?.attempts).toBe(1));
      expect(await refundOf(tx.id)).toMatchObject({ status: 'pending', last_error: 'PSP unavailable' });
      // Not due yet: nothing is asked.
      expect(await sendDueRefunds(h.ctx)).toMatchObject({ refunded: 0, failed: 0 });
      h.clock.advance(61_000);
      expect(await sendDueRefunds(h.ctx)).toMatchObject({ refunded: 0, failed: 1 });
      expect(await refundOf(tx.id)).toMatchObject({ status: 'pending', attempts: 2 });
      down = false;
      h.clock.advance(2 * 61_000);
      expect(await sendDueRefunds(h.ctx)).toMatchObject({ refunded: 1, failed: 0 });
      expect(await refundOf(tx.id)).toMatchObject({ status: 'done', attempts: 3, last_error: null });
      expect(await pspRefunds(`lp_f${tx.id}`)).toHaveLength(1);
      expect(await cash(p)).toBe(0);
    } finally {
      setPaymentProviders(h.ctx, new Map([['local', local]]));
    }
  });

  it('an operator cannot approve a bank transfer the player’s limit no longer allows', async () => {
    const p = await gambler(h, 0);
    const res = await h.app.inject({
      method: 'POST',
      url: '/api/payment/deposit',
      headers: bearer(p.token),
      payload: { id: BANK_DEPOSIT, target: 'pay', detail: { amount: 1000, bankId: 2, senderName: 'Ayşe Yılmaz', bonusId: 0 } },
    });
    expect(res.statusCode).toBe(200);
    const tx = await latestTransaction(h.db, p.id);
    expect((await setLimit(h, p, 'deposit', 'month', 50_000)).statusCode).toBe(200);
    const approved = await decideTransaction(h.ctx, { id: tx.id, decision: 'approve', actor: 'operator:1' });
    expect(approved).toMatchObject({ ok: false, reason: 'deposit_over_limit' });
    expect(await cash(p)).toBe(0);
    expect((await latestTransaction(h.db, p.id)).status).toBe(TransactionStatus.Pending);
    const rejected = await decideTransaction(h.ctx, { id: tx.id, decision: 'reject', reason: 'Limit', actor: 'operator:1' });
    expect(rejected.ok).toBe(true);
  });
});
