import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialects } from './helpers.js';
import { post } from './identity-helpers.js';
import { adminGet, operatorAuth, signedInOperator } from './operators-helpers.js';
import { accountsOf, fund, IBAN_WITHDRAW, moneyApp, player, withdrawDetail, type MoneyHarness } from './payments-helpers.js';

const WELCOME = 2;

/**
 * The demo PSP's chargebacks: its console (development and tests) tells the site of a dispute the way a real PSP
 * does, a signed webhook to the callback route, so the site's one dispute hook handles it: withdrawals held, the
 * deposit's bonus taken back; decided for the operator, the hold that dispute placed lifts.
 */
describe.each(dialects)('chargebacks from the demo PSP (%s)', (dialect) => {
  let h: MoneyHarness;
  beforeAll(async () => {
    h = await moneyApp(dialect, undefined, { DEV_OUTBOX: '1' });
  });
  afterAll(() => h.close());

  const raise = (payment: { provider_reference: string | null; amount_minor: number }, status: 'open' | 'won' | 'lost', disputeId?: string) =>
    h.app.inject({ method: 'POST', url: '/pay/console/disputes', payload: { providerReference: payment.provider_reference, amountMinor: payment.amount_minor, status, ...(disputeId ? { disputeId } : {}) } });
  const withdraw = (token: string, amount: number) => post(h.app, '/api/payment/withdraw', { id: IBAN_WITHDRAW, target: 'pay', detail: withdrawDetail(amount) }, token);

  it('a dispute raised on the demo PSP holds withdrawals and takes back the deposit’s bonus; won by the operator, its hold lifts', async () => {
    const p = await player(h);
    const deposit = await fund(h, p, 1000, { bonusId: WELCOME }); // a pot of 1,000 deposit + 1,000 bonus
    expect(await accountsOf(h.db, p.id)).toEqual({ cash: 0, bonus: 200_000, held: 0 });

    const opened = await raise(deposit, 'open');
    expect(opened.statusCode, opened.body).toBe(200);
    const { disputeId } = opened.json() as { disputeId: string };
    const row = await h.db.kysely.selectFrom('payment_disputes').selectAll().where('dispute_id', '=', disputeId).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ provider: 'local', transaction_id: deposit.id, status: 'open', reason: 'fraudulent' });
    // The bonus that deposit earned is gone; the deposit's share of the pot is cash again, but it may not leave.
    expect(await accountsOf(h.db, p.id)).toEqual({ cash: 100_000, bonus: 0, held: 0 });
    const held = await withdraw(p.token, 200);
    expect(held.statusCode).toBe(403);
    expect(held.json().message).toMatch(/ödeme itirazı \(chargeback\)/);
    // Redelivered, it changes nothing.
    expect((await raise(deposit, 'open', disputeId)).statusCode).toBe(200);
    expect(await h.db.kysely.selectFrom('payment_disputes').select('id').where('dispute_id', '=', disputeId).execute()).toHaveLength(1);

    const won = await raise(deposit, 'won', disputeId);
    expect(won.statusCode, won.body).toBe(200);
    expect((await withdraw(p.token, 200)).statusCode).toBe(200);
    expect(await accountsOf(h.db, p.id)).toEqual({ cash: 80_000, bonus: 0, held: 20_000 });
    const finance = await signedInOperator(h, 'finance');
    const listed = (await adminGet(h.app, '/payments/disputes', operatorAuth(finance.token))).json().data as Array<{ disputeId: string; status: string }>;
    expect(listed.find((d) => d.disputeId === disputeId)).toMatchObject({ status: 'won' });
  });

  it('a dispute the operator lost keeps the hold; a webhook with a bad signature changes nothing', async () => {
    const p = await player(h);
    const deposit = await fund(h, p, 500);
    const { disputeId } = (await raise(deposit, 'open')).json() as { disputeId: string };
    expect((await raise(deposit, 'lost', disputeId)).statusCode).toBe(200);
    expect((await withdraw(p.token, 100)).statusCode).toBe(403);
    const forged = await h.app.inject({
      method: 'POST',
      url: '/api/payment/callback/local',
      headers: { 'content-type': 'application/json', 'kasa-pay-timestamp': String(Math.floor(h.clock.now().getTime() / 1000)), 'kasa-pay-signature': 'v1=00' },
      payload: JSON.stringify({ id: 'evt_forged', type: 'dispute.closed', created: 0, data: { disputeId, providerReference: deposit.provider_reference, amountMinor: deposit.amount_minor, currency: 'TRY', reason: 'fraudulent', status: 'won' } }),
    });
    expect(forged.statusCode).toBeGreaterThanOrEqual(400);
    expect((await withdraw(p.token, 100)).statusCode).toBe(403);
  });
});

describe('the demo PSP’s console', () => {
  it('is not there without DEV_OUTBOX (the address is only a pay page that is not one)', async () => {
    const h = await moneyApp('sqlite');
    try {
      const p = await player(h);
      const deposit = await fund(h, p, 500);
      const res = await h.app.inject({ method: 'POST', url: '/pay/console/disputes', payload: { providerReference: deposit.provider_reference, amountMinor: deposit.amount_minor, status: 'open' } });
      expect(res.statusCode).toBe(400);
      expect(await h.db.kysely.selectFrom('payment_disputes').select('id').execute()).toEqual([]);
    } finally {
      await h.close();
    }
  });
});
