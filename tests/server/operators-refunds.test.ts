import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { adminRefundItem } from '../../contracts/admin-refunds.js';
import { createContext, type AppContext } from '../../server/context.js';
import { createPaymentProviders } from '../../server/modules/payments/adapters/index.js';
import { findMethod } from '../../server/modules/payments/methods.js';
import { setPaymentProviders } from '../../server/modules/payments/providers.js';
import { sendDueRefunds } from '../../server/modules/payments/refunds.js';
import { startDeposit } from '../../server/modules/payments/requests.js';
import { auditEntries } from '../../server/modules/operators/audit.js';
import { dialects, testConfig } from './helpers.js';
import { bearer, identityApp, register, type IdentityHarness } from './identity-helpers.js';
import { adminGet, adminPost, operatorAuth, signedInOperator, type SignedInOperator } from './operators-helpers.js';
import { startStripeStandIn } from './payment-providers-stripe-stand-in.js';

const WHSEC = 'whsec_refunds_0123456789';
const en = { 'x-locale': 'en' };

/**
 * Deposit refunds in the back office: finance and admins see the ones that need a person (the PSP keeps refusing,
 * or Stripe accepted and then failed one), ask one again now, or record that the money went back another way.
 */
describe.each(dialects)('operators settle deposit refunds on %s', (dialect) => {
  let h: IdentityHarness;
  let ctx: AppContext;
  let standIn: Awaited<ReturnType<typeof startStripeStandIn>>;
  let finance: SignedInOperator;
  let admin: SignedInOperator;
  beforeAll(async () => {
    standIn = await startStripeStandIn();
    const config = {
      PAYMENT_LOCAL_SECRET: 'rf-local-secret-0123456789',
      PAYMENT_WEBHOOK_SECRET: 'rf-webhook-secret-0123456789',
      STRIPE_SECRET_KEY: 'sk_test_refunds',
      STRIPE_WEBHOOK_SECRET: WHSEC,
      STRIPE_API_BASE: standIn.base,
    };
    h = await identityApp(dialect, { config });
    const full = testConfig(config);
    ctx = createContext({ db: h.db, config: full, redis: null, log: h.app.log, now: h.clock.now });
    setPaymentProviders(ctx, createPaymentProviders(full, { db: h.db.kysely, stripeNetworkRetries: 0 }));
    await h.db.kysely.updateTable('payment_methods').set({ provider: 'stripe' }).where('id', '=', 3).execute();
    finance = await signedInOperator(h, 'finance');
    admin = await signedInOperator(h, 'admin');
  });
  afterAll(async () => {
    await h.close();
    await standIn.close();
  });

  let n = 0;
  /** A rejected Stripe deposit whose refund is recorded as given (the way the money sweep leaves it). */
  async function refund(values: { provider?: string; status?: 'pending' | 'done'; attempts?: number; last_error?: string | null; provider_refund_id?: string | null; psp_failure?: string | null; sending_until?: string | null } = {}) {
    const player = await register(h.app);
    const playerId = (await h.db.kysely.selectFrom('players').select('id').where('username', '=', player.username).executeTakeFirstOrThrow()).id;
    const method = await findMethod(h.db.kysely, 3, 1);
    const started = await startDeposit(ctx, { playerId, method: method!, detail: { amount: 250 }, locale: 'tr', returnUrl: 'http://localhost/dashboard' });
    if (!started.ok) throw new Error(started.reason);
    const tx = await h.db.kysely.selectFrom('transactions').select(['id', 'reference']).where('reference', '=', started.value.transaction.reference).executeTakeFirstOrThrow();
    await h.db.kysely.updateTable('transactions').set({ status: 4 }).where('id', '=', tx.id).execute();
    const at = h.clock.now().toISOString();
    const row = await h.db.kysely
      .insertInto('payment_refunds')
      .values({
        transaction_id: tx.id,
        provider: values.provider ?? 'stripe',
        payment_handle: `pi_refund_${++n}`,
        amount_minor: 25_000,
        reason: 'deposit_limit',
        status: values.status ?? 'pending',
        attempts: values.attempts ?? 1,
        next_attempt_at: new Date(h.clock.now().getTime() + 3_600_000).toISOString(),
        last_error: values.last_error === undefined ? 'PSP unavailable' : values.last_error,
        provider_refund_id: values.provider_refund_id ?? null,
        psp_failure: values.psp_failure ?? null,
        sending_until: values.sending_until ?? null,
        created_at: at,
        updated_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { id: row.id, transactionId: tx.id, reference: tx.reference, username: player.username, playerToken: player.token };
  }
  const rowOf = (id: number) => h.db.kysely.selectFrom('payment_refunds').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const list = async (view = 'attention', who = finance) => {
    const res = await adminGet(h.app, `/refunds?view=${view}`, operatorAuth(who.token));
    expect(res.statusCode, res.body).toBe(200);
    return (res.json().data as unknown[]).map((item) => adminRefundItem.parse(item));
  };
  const retry = (id: unknown, who = finance) => adminPost(h.app, '/refunds/retry', { id }, { ...operatorAuth(who.token), ...en });
  const resolve = (body: object, who = finance) => adminPost(h.app, '/refunds/resolve', body, { ...operatorAuth(who.token), ...en });
  const deliver = (type: string, object: Record<string, unknown>, id = `evt_${type}_${++n}`) => {
    const payload = JSON.stringify({ id, object: 'event', type, data: { object } });
    return h.app.inject({
      method: 'POST',
      url: '/api/payment/callback/stripe',
      payload,
      headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': Stripe.webhooks.generateTestHeaderString({ payload, secret: WHSEC }) },
    });
  };

  it('is for finance and admins: support, content, a player token and no session are refused', async () => {
    const r = await refund();
    for (const role of ['support', 'content'] as const) {
      const other = await signedInOperator(h, role);
      expect((await adminGet(h.app, '/refunds', operatorAuth(other.token))).statusCode).toBe(403);
      expect((await retry(r.id, other)).statusCode).toBe(403);
      expect((await resolve({ id: r.id, note: 'Paid back by bank transfer' }, other)).statusCode).toBe(403);
    }
    expect((await adminGet(h.app, '/refunds', bearer(r.playerToken))).statusCode).toBe(401);
    expect((await adminPost(h.app, '/refunds/resolve', { id: r.id, note: 'Paid back by bank transfer' }, bearer(r.playerToken))).statusCode).toBe(401);
    expect((await adminGet(h.app, '/refunds')).statusCode).toBe(401);
    expect(await rowOf(r.id)).toMatchObject({ status: 'pending', attempts: 1, resolved_at: null });
    expect((await list('attention', admin)).map((i) => i.id)).toContain(r.id);
  });

  it('lists what needs a person: pending after a failed attempt, or failed at the PSP and not resolved', async () => {
    const failing = await refund();
    const fresh = await refund({ attempts: 0, last_error: null });
    const made = await refund({ status: 'done', last_error: null, provider_refund_id: 're_made' });
    const pspFailed = await refund({ status: 'done', last_error: null, provider_refund_id: 're_failed_x', psp_failure: 'failed: lost_or_stolen_card' });
    const attention = await list();
    const ids = attention.map((i) => i.id);
    expect(ids).toEqual(expect.arrayContaining([failing.id, pspFailed.id]));
    expect(ids).not.toContain(fresh.id);
    expect(ids).not.toContain(made.id);
    expect(attention.find((i) => i.id === failing.id)).toMatchObject({
      reference: failing.reference,
      username: failing.username,
      amountMinor: 25_000,
      reason: 'deposit_limit',
      status: 'pending',
      attempts: 1,
      lastError: 'PSP unavailable',
      pspFailure: null,
      resolution: null,
      needsAttention: true,
    });
    expect(attention.find((i) => i.id === pspFailed.id)).toMatchObject({ status: 'done', pspFailure: 'failed: lost_or_stolen_card', needsAttention: true });
    const recent = (await list('recent')).map((i) => i.id);
    expect(recent).toEqual(expect.arrayContaining([failing.id, fresh.id, made.id, pspFailed.id]));
    expect(recent.indexOf(pspFailed.id)).toBeLessThan(recent.indexOf(failing.id));
    expect((await adminGet(h.app, '/refunds?view=everything', operatorAuth(finance.token))).statusCode).toBe(400);
    const dashboard = await adminGet(h.app, '/dashboard', operatorAuth(finance.token));
    expect(dashboard.json().data.pending.refunds).toBe(attention.length);
  });

  it('asks a pending refund now: still refused (kept for later), then made, each audited', async () => {
    const r = await refund({ provider: 'nowhere' });
    const refused = await retry(r.id);
    expect(refused.statusCode, refused.body).toBe(200);
    expect(refused.json()).toMatchObject({ message: 'The payment provider still refuses the refund. It will be asked again later.', data: { outcome: 'error' } });
    expect(refused.json().data.refund).toMatchObject({ status: 'pending', attempts: 2, lastError: 'payment provider nowhere is not configured', needsAttention: true });

    await h.db.kysely.updateTable('payment_refunds').set({ provider: 'stripe' }).where('id', '=', r.id).execute();
    const made = await retry(r.id, admin);
    expect(made.json()).toMatchObject({ message: 'The payment provider has accepted the refund.', data: { outcome: 'refunded', refund: { status: 'done', attempts: 3, lastError: null, needsAttention: false } } });
    expect((await rowOf(r.id)).provider_refund_id).toMatch(/^re_test_/);
    expect((await list()).map((i) => i.id)).not.toContain(r.id);
    const audit = await auditEntries(h.db.kysely, { target: `refund:${r.id}` });
    expect(audit.map((a) => [a.action, a.operator_id])).toEqual([['refund.retry', admin.id], ['refund.retry', finance.id]]);
    expect(audit[0]).toMatchObject({ before: { status: 'pending', attempts: 2 }, after: { status: 'done', attempts: 3, outcome: 'refunded' } });

    // Done: nothing to ask any more.
    const again = await retry(r.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This refund is no longer waiting for the payment provider.');
    expect((await retry(999_999)).statusCode).toBe(404);
    expect((await retry('x')).statusCode).toBe(400);
  });

  it('records a refund Stripe makes failed at once, without asking it again', async () => {
    const r = await refund();
    standIn.refundAnswer.status = 'failed';
    standIn.refundAnswer.failure_reason = 'expired_or_canceled_card';
    try {
      const res = await retry(r.id);
      expect(res.json()).toMatchObject({ data: { outcome: 'psp_failed', refund: { status: 'done', pspFailure: 'failed: expired_or_canceled_card', needsAttention: true } } });
    } finally {
      standIn.refundAnswer.status = 'succeeded';
      standIn.refundAnswer.failure_reason = null;
    }
    const asked = standIn.requests.length;
    await sendDueRefunds(ctx, r.transactionId, { evenIfNotDue: true });
    expect(standIn.requests.length).toBe(asked);
    expect((await list()).map((i) => i.id)).toContain(r.id);
  });

  it("records Stripe's later failure of a refund it accepted, once, and ignores its other statuses", async () => {
    const r = await refund({ status: 'done', last_error: null, provider_refund_id: `re_later_${n}` });
    const refundId = (await rowOf(r.id)).provider_refund_id!;
    const object = (status: string, extra: Record<string, unknown> = {}) => ({ id: refundId, object: 'refund', amount: 25_000, currency: 'try', status, failure_reason: null, metadata: { reference: r.reference }, ...extra });

    expect((await deliver('refund.updated', object('succeeded'))).json().message).toBe('acknowledged');
    expect((await rowOf(r.id)).psp_failure).toBeNull();

    const failed = await deliver('refund.failed', object('failed', { failure_reason: 'lost_or_stolen_card' }), `evt_fail_${r.id}`);
    expect(failed.statusCode).toBe(200);
    expect(failed.json().message).toBe('refund_failure_recorded');
    expect(await rowOf(r.id)).toMatchObject({ status: 'done', psp_failure: 'failed: lost_or_stolen_card' });
    // Redelivered, and the same failure told again by charge.refund.updated: nothing changes.
    const updatedAt = (await rowOf(r.id)).updated_at;
    h.clock.advance(1000);
    expect((await deliver('refund.failed', object('failed', { failure_reason: 'lost_or_stolen_card' }), `evt_fail_${r.id}`)).json().message).toBe('duplicate');
    expect((await deliver('charge.refund.updated', object('canceled'))).json().message).toBe('duplicate');
    expect(await rowOf(r.id)).toMatchObject({ psp_failure: 'failed: lost_or_stolen_card', updated_at: updatedAt });
    expect((await list()).find((i) => i.id === r.id)).toMatchObject({ pspFailure: 'failed: lost_or_stolen_card', needsAttention: true });

    // Found by our reference when the refund id is not ours yet; unknown ones are acknowledged.
    const lost = await refund();
    const byReference = await deliver('refund.failed', { ...object('canceled'), id: 're_unknown_to_us', metadata: { reference: lost.reference } });
    expect(byReference.json().message).toBe('refund_failure_recorded');
    expect(await rowOf(lost.id)).toMatchObject({ status: 'done', provider_refund_id: 're_unknown_to_us', psp_failure: 'canceled' });
    expect((await deliver('refund.failed', { ...object('failed'), id: 're_nobody', metadata: {} })).json().message).toBe('unknown_refund');
  });

  it('records that the money went back another way: audited, refused twice or when the PSP returned it', async () => {
    const failed = await refund({ status: 'done', last_error: null, provider_refund_id: 're_resolve', psp_failure: 'failed: declined' });
    for (const body of [{ id: failed.id, note: 'ab' }, { id: failed.id }, { id: failed.id, note: 'x'.repeat(501) }, { note: 'Paid back by bank transfer' }, { id: 0, note: 'Paid back by bank transfer' }]) {
      expect((await resolve(body)).statusCode).toBe(400);
    }
    expect(await rowOf(failed.id)).toMatchObject({ resolved_at: null, resolution_note: null });
    expect(await auditEntries(h.db.kysely, { target: `refund:${failed.id}` })).toEqual([]);

    const res = await resolve({ id: failed.id, note: '  Paid back by bank transfer TR-123  ' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'The refund is recorded as returned another way.',
      data: { needsAttention: false, resolution: { operatorId: finance.id, operatorUsername: finance.username, note: 'Paid back by bank transfer TR-123' } },
    });
    const [entry] = await auditEntries(h.db.kysely, { target: `refund:${failed.id}` });
    expect(entry).toMatchObject({ action: 'refund.resolve', operator_id: finance.id, before: { resolvedAt: null, note: null }, after: { resolvedBy: finance.id, note: 'Paid back by bank transfer TR-123' } });
    expect((await list()).map((i) => i.id)).not.toContain(failed.id);

    const twice = await resolve({ id: failed.id, note: 'Again' }, admin);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe('This refund has already been settled by an operator.');
    const made = await refund({ status: 'done', last_error: null, provider_refund_id: 're_fine' });
    const nothing = await resolve({ id: made.id, note: 'Paid back by bank transfer' });
    expect(nothing.statusCode).toBe(409);
    expect(nothing.json().message).toBe('The payment provider has returned this money: there is nothing to settle.');
    expect((await rowOf(made.id)).resolved_at).toBeNull();
    expect((await resolve({ id: 999_999, note: 'Paid back by bank transfer' })).statusCode).toBe(404);
  });

  it('while the PSP is being asked for a refund, nobody settles it another way or asks it twice', async () => {
    const r = await refund();
    const release = standIn.holdRefunds();
    const asked = standIn.requests.length;
    const sweep = sendDueRefunds(ctx, r.transactionId, { evenIfNotDue: true });
    try {
      await vi.waitFor(() => expect(standIn.requests.length).toBe(asked + 1));
      // The operator's "returned another way" would return the money twice if the PSP then made the refund.
      const meanwhile = await resolve({ id: r.id, note: 'Paid back by bank transfer' });
      expect(meanwhile.statusCode, meanwhile.body).toBe(409);
      expect(meanwhile.json().message).toBe('The payment provider is being asked for this refund right now. Try again in a few minutes, once its answer is in.');
      expect((await retry(r.id)).statusCode).toBe(409);
      // Another process's sweep leaves it to the one asking.
      expect((await sendDueRefunds(ctx, r.transactionId, { evenIfNotDue: true })).attempts.size).toBe(0);
    } finally {
      release();
    }
    expect((await sweep).attempts.get(r.transactionId)).toEqual({ outcome: 'refunded' });
    expect(standIn.requests.length).toBe(asked + 1);
    expect(await rowOf(r.id)).toMatchObject({ status: 'done', resolved_at: null, resolution_note: null, sending_until: null });
    expect(await auditEntries(h.db.kysely, { target: `refund:${r.id}` })).toEqual([]);
    expect((await resolve({ id: r.id, note: 'Paid back by bank transfer' })).json().message).toBe('The payment provider has returned this money: there is nothing to settle.');
  });

  it('a claim left by a process that stopped mid-call holds until it lapses; then the refund is asked again', async () => {
    const now = h.clock.now().getTime();
    const held = await refund({ sending_until: new Date(now + 60_000).toISOString() });
    const lapsed = await refund({ sending_until: new Date(now - 1_000).toISOString() });
    expect((await sendDueRefunds(ctx, held.transactionId, { evenIfNotDue: true })).attempts.size).toBe(0);
    expect((await resolve({ id: held.id, note: 'Paid back by bank transfer' })).statusCode).toBe(409);
    expect(await rowOf(held.id)).toMatchObject({ status: 'pending', attempts: 1, resolved_at: null });
    expect((await sendDueRefunds(ctx, lapsed.transactionId, { evenIfNotDue: true })).attempts.get(lapsed.transactionId)).toEqual({ outcome: 'refunded' });
    expect(await rowOf(lapsed.id)).toMatchObject({ status: 'done', attempts: 2, sending_until: null });
  });

  it('stops asking the PSP for a pending refund an operator resolved', async () => {
    const r = await refund({ provider: 'nowhere' });
    expect((await resolve({ id: r.id, note: 'Returned by bank transfer' })).statusCode).toBe(200);
    expect(await rowOf(r.id)).toMatchObject({ status: 'done', attempts: 1 });
    await sendDueRefunds(ctx, r.transactionId, { evenIfNotDue: true });
    expect(await rowOf(r.id)).toMatchObject({ status: 'done', attempts: 1 });
    expect((await retry(r.id)).statusCode).toBe(409);
  });
});
