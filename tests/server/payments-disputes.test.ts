import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminDisputeList } from '../../contracts/admin-disputes.js';
import { auditEntries } from '../../server/modules/operators/audit.js';
import { credit } from '../../server/modules/wallet/service.js';
import { dialects } from './helpers.js';
import { bearer, post } from './identity-helpers.js';
import { adminGet, adminPost, operatorAuth, signedInOperator, type SignedInOperator } from './operators-helpers.js';
import { startStripeStandIn } from './payment-providers-stripe-stand-in.js';
import { accountsOf, CARD, IBAN_WITHDRAW, latestTransaction, ledgerSum, moneyApp, player, withdrawDetail, type MoneyHarness } from './payments-helpers.js';

const WHSEC = 'whsec_disputes_0123456789';
const WELCOME = 2;

/**
 * A chargeback (Stripe's charge.dispute.created): deposit, take the bonus, withdraw, then dispute the card payment
 * with the bank is the hunter's way to keep both. The dispute holds the account's withdrawals, takes back the bonus
 * that deposit earned, and tells finance; its resolution is recorded and, when won, the hold lifts.
 */
describe.each(dialects)('payment disputes (%s)', (dialect) => {
  let h: MoneyHarness;
  let standIn: Awaited<ReturnType<typeof startStripeStandIn>>;
  let finance: SignedInOperator;
  let n = 0;
  beforeAll(async () => {
    standIn = await startStripeStandIn();
    h = await moneyApp(dialect, undefined, { STRIPE_SECRET_KEY: 'sk_test_disputes', STRIPE_WEBHOOK_SECRET: WHSEC, STRIPE_API_BASE: standIn.base });
    await h.db.kysely.updateTable('payment_methods').set({ provider: 'stripe' }).where('id', '=', CARD).execute();
    finance = await signedInOperator(h, 'finance');
  });
  afterAll(async () => {
    await h.close();
    await standIn.close();
  });

  const deliver = (type: string, object: Record<string, unknown>, id = `evt_${++n}`) => {
    const payload = JSON.stringify({ id, object: 'event', type, data: { object } });
    return h.app.inject({
      method: 'POST',
      url: '/api/payment/callback/stripe',
      payload,
      headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': Stripe.webhooks.generateTestHeaderString({ payload, secret: WHSEC }) },
    });
  };

  /** A card deposit paid on Stripe Checkout: its PaymentIntent is what a dispute will name. */
  async function stripeDeposit(p: { id: number; token: string }, amount: number, bonusId = 0) {
    const res = await post(h.app, '/api/payment/deposit', { id: CARD, target: 'pay', detail: { amount, bonusId } }, p.token);
    expect(res.statusCode, res.body).toBe(200);
    const tx = await latestTransaction(h.db, p.id);
    const intent = `pi_test_${++n}`;
    const paid = await deliver('checkout.session.completed', {
      id: tx.provider_reference, object: 'checkout.session', client_reference_id: tx.reference, payment_status: 'paid', amount_total: tx.amount_minor, currency: 'try', payment_intent: intent,
    });
    expect(paid.json().message).toBe('credited');
    return { tx, intent };
  }
  const dispute = (intent: string, disputeId: string, status: string, type = 'charge.dispute.created', eventId?: string) =>
    deliver(type, { id: disputeId, object: 'dispute', amount: 100_000, currency: 'try', charge: `ch_${intent}`, payment_intent: intent, reason: 'fraudulent', status }, eventId);
  const withdraw = (token: string, amount: number, locale = 'tr', extra: Record<string, unknown> = {}) =>
    post(h.app, '/api/payment/withdraw', { id: IBAN_WITHDRAW, target: 'pay', detail: withdrawDetail(amount, extra) }, token, { headers: { 'x-locale': locale } });
  const approve = (id: number) => adminPost(h.app, '/payments/approve', { id }, { ...operatorAuth(finance.token), 'x-locale': 'en' });

  it('holds the account’s withdrawals: a new one is refused in the player’s language, a pending one is not approved; won, the hold lifts', async () => {
    const p = await player(h);
    const { intent } = await stripeDeposit(p, 1000);
    expect((await withdraw(p.token, 200)).statusCode).toBe(200);
    const pending = await latestTransaction(h.db, p.id);

    const openCount = async () => (await adminGet(h.app, '/dashboard', operatorAuth(finance.token))).json().data.pending.disputes as number;
    const before = await openCount();
    const disputeId = `dp_hold_${++n}`;
    const opened = await dispute(intent, disputeId, 'needs_response');
    expect(opened.statusCode).toBe(200);
    expect(opened.json().message).toBe('opened');

    const tr = await withdraw(p.token, 100);
    expect(tr.statusCode).toBe(403);
    expect(tr.json().message).toBe('Yatırımlarınızdan birine ait bir ödeme itirazı (chargeback) incelenirken hesabınızdan para çekme işlemleri bekletiliyor. Lütfen destek ekibiyle iletişime geçin.');
    const en = await withdraw(p.token, 100, 'en');
    expect(en.json().message).toBe('Withdrawals from your account are on hold while a payment dispute (chargeback) of one of your deposits is reviewed. Please contact support.');
    const held = await approve(pending.id);
    expect(held.statusCode).toBe(409);
    expect(held.json().message).toMatch(/payment dispute \(chargeback\)/);
    // Nothing moved: 975 credited, 200 held, nothing paid out.
    expect(await accountsOf(h.db, p.id)).toEqual({ cash: 77_500, bonus: 0, held: 20_000 });
    expect(await ledgerSum(h.db, p.id, 'held')).toBe(20_000);

    // Finance sees it: counted on the dashboard, listed open with the player and the deposit.
    expect(await openCount()).toBe(before + 1);
    const list = adminDisputeList.parse((await adminGet(h.app, '/payments/disputes', operatorAuth(finance.token))).json().data);
    expect(list.find((d) => d.username === p.username)).toMatchObject({ status: 'open', reason: 'fraudulent', amountMinor: 100_000, closedAt: null });

    const won = await dispute(intent, disputeId, 'won', 'charge.dispute.closed');
    expect(won.json().message).toBe('won');
    expect(await openCount()).toBe(before);
    expect((await approve(pending.id)).statusCode).toBe(200);
    expect((await withdraw(p.token, 100)).statusCode).toBe(200);
    expect(await accountsOf(h.db, p.id)).toEqual({ cash: 67_500, bonus: 0, held: 10_000 });
  });

  it('takes back the bonus that deposit earned, once, through the ledger; a lost dispute keeps the hold; each step is an audit row', async () => {
    const p = await player(h);
    const { tx, intent } = await stripeDeposit(p, 1000, WELCOME);
    // The deposit and its bonus in one pot (decision 022).
    expect(await accountsOf(h.db, p.id)).toEqual({ cash: 0, bonus: 195_000, held: 0 });
    // Winnings of another deposit are withdrawable cash, but a disputed account pays nothing out.
    await credit(h.db.kysely, { playerId: p.id, kind: 'cash', amountMinor: 50_000, entryKind: 'test', reference: 'test', idempotencyKey: `dispute-test:${p.id}` });

    const disputeId = `dp_bonus_${++n}`;
    const eventId = `evt_dispute_${n}`;
    expect((await dispute(intent, disputeId, 'needs_response', 'charge.dispute.created', eventId)).json().message).toBe('opened');
    // Delivered again (the same event, or a later one about the same dispute): nothing more moves.
    expect((await dispute(intent, disputeId, 'needs_response', 'charge.dispute.created', eventId)).json().message).toBe('duplicate');
    expect((await dispute(intent, disputeId, 'under_review', 'charge.dispute.created')).json().message).toBe('duplicate');

    expect(await accountsOf(h.db, p.id)).toEqual({ cash: 147_500, bonus: 0, held: 0 });
    const bonus = await h.db.kysely.selectFrom('player_bonuses').select(['status']).where('transaction_id', '=', tx.id).executeTakeFirstOrThrow();
    expect(bonus.status).toBe('forfeited');
    const forfeits = await h.db.kysely
      .selectFrom('ledger_entries')
      .innerJoin('accounts', 'accounts.id', 'ledger_entries.account_id')
      .select('ledger_entries.amount_minor')
      .where('accounts.player_id', '=', p.id)
      .where('ledger_entries.kind', '=', 'bonus_forfeited')
      .execute();
    // The whole pot leaves the bonus account once; the deposit's share of it is back in cash (147,500 above), so what
    // the dispute took is the 975 TL of bonus.
    expect(forfeits.map((f) => Number(f.amount_minor))).toEqual([-195_000]);
    expect((await withdraw(p.token, 100, 'en', { forfeitBonus: 1 })).statusCode).toBe(403);

    const lost = await dispute(intent, disputeId, 'lost', 'charge.dispute.closed');
    expect(lost.json().message).toBe('lost');
    expect((await withdraw(p.token, 100)).statusCode).toBe(403);

    const audit = await auditEntries(h.db.kysely, { target: `transaction:${tx.id}` });
    expect(audit.map((a) => [a.action, a.actor])).toEqual([
      ['payment.dispute.lost', 'provider:stripe'],
      ['payment.dispute.opened', 'provider:stripe'],
    ]);
    const list = adminDisputeList.parse((await adminGet(h.app, '/payments/disputes', operatorAuth(finance.token))).json().data);
    expect(list.find((d) => d.disputeId === disputeId)).toMatchObject({ status: 'lost', bonusRemovedMinor: 97_500, reference: tx.reference });
  });

  it('the list is for finance and admins; a dispute of a payment we do not know changes nothing', async () => {
    const support = await signedInOperator(h, 'support');
    expect((await adminGet(h.app, '/payments/disputes', operatorAuth(support.token))).statusCode).toBe(403);
    const p = await player(h);
    expect((await adminGet(h.app, '/payments/disputes', bearer(p.token))).statusCode).toBe(401);
    const unknown = await dispute('pi_nobody', `dp_unknown_${++n}`, 'needs_response');
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json().message).toBe('unknown_payment');
  });
});
