import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TransactionStatus } from '../../contracts/enums.js';
import type { Config } from '../../server/config.js';
import { createContext, type AppContext } from '../../server/context.js';
import { createPaymentProviders } from '../../server/modules/payments/adapters/index.js';
import { localWebhookHeaders } from '../../server/modules/payments/adapters/local-webhook.js';
import paymentCallbackRoutes from '../../server/modules/payments/callback-routes.js';
import { findMethod } from '../../server/modules/payments/methods.js';
import { setPaymentProviders } from '../../server/modules/payments/providers.js';
import { startDeposit } from '../../server/modules/payments/requests.js';
import { dialects, testApp, testConfig } from './helpers.js';
import { get, identityApp, register, type IdentityHarness } from './identity-helpers.js';
import { startStripeStandIn } from './payment-providers-stripe-stand-in.js';

const SECRETS = { PAYMENT_LOCAL_SECRET: 'cb-local-secret-0123456789', PAYMENT_WEBHOOK_SECRET: 'cb-webhook-secret-0123456789' };
const WHSEC = 'whsec_callback_0123456789';
const RETURN_URL = 'http://localhost/dashboard/financial-activities';

/**
 * The payments service as the deposit route uses it, over the app's database: a context of its own with the same
 * configuration (so the same keys) as the app under test.
 */
function serviceContext(h: IdentityHarness, config: Partial<Config>, providerOptions = {}): AppContext {
  const full = testConfig(config);
  const ctx = createContext({ db: h.db, config: full, redis: null, log: h.app.log, now: h.clock.now });
  setPaymentProviders(ctx, createPaymentProviders(full, { db: h.db.kysely, ...providerOptions }));
  return ctx;
}

async function playerId(h: IdentityHarness, username: string) {
  return (await h.db.kysely.selectFrom('players').select('id').where('username', '=', username).executeTakeFirstOrThrow()).id;
}

async function deposit(ctx: AppContext, h: IdentityHarness, username: string, methodId: number, amount: number) {
  const method = await findMethod(h.db.kysely, methodId, 1);
  const started = await startDeposit(ctx, { playerId: await playerId(h, username), method: method!, detail: { amount }, locale: 'tr', returnUrl: RETURN_URL });
  if (!started.ok) throw new Error(`deposit refused: ${started.reason}`);
  return { reference: started.value.transaction.reference, url: new URL(started.value.url!) };
}

const statusOf = async (h: IdentityHarness, reference: string) =>
  (await h.db.kysely.selectFrom('transactions').select('status').where('reference', '=', reference).executeTakeFirstOrThrow()).status;
const cashOf = async (h: IdentityHarness, token: string) => (await get(h.app, '/api/user/balance', token)).json().data.cash as number;

const form = (fields: Record<string, string>) => ({
  payload: new URLSearchParams(fields).toString(),
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
});

const localEvent = (reference: string, type = 'payment.paid', amountMinor = 15_000) =>
  JSON.stringify({ id: `evt_${reference}`, type, created: 0, data: { reference, providerReference: 'lp_x', amountMinor, currency: 'TRY' } });

describe.each(dialects)('the payment callback route with the local PSP on %s', (dialect) => {
  let h: IdentityHarness;
  let ctx: AppContext;
  beforeAll(async () => {
    h = await identityApp(dialect, { config: SECRETS });
    ctx = serviceContext(h, SECRETS);
  });
  afterAll(() => h.close());

  const callback = (body: string, headers: Record<string, string>, provider = 'local') =>
    h.app.inject({ method: 'POST', url: `/api/payment/callback/${provider}`, payload: body, headers });
  const signedBy = (secret: string, body: string) => localWebhookHeaders(Buffer.from(secret), body, h.clock.now());

  it('credits a deposit paid on the hosted page once, however often Pay is pressed', async () => {
    const player = await register(h.app);
    const { reference, url } = await deposit(ctx, h, player.username, 2, 150);
    expect(await statusOf(h, reference)).toBe(TransactionStatus.Pending);
    expect((await h.app.inject({ method: 'GET', url: url.pathname })).body).toContain('₺150,00');

    const paid = await h.app.inject({ method: 'POST', url: url.pathname, ...form({ papara: '1234567890', action: 'pay' }) });
    expect(paid.statusCode).toBe(200);
    expect(paid.body).toContain('Ödeme alındı');
    expect(await statusOf(h, reference)).toBe(TransactionStatus.Confirmed);
    expect(await cashOf(h, player.token)).toBe(150);

    const again = await h.app.inject({ method: 'POST', url: url.pathname, ...form({ papara: '1234567890', action: 'pay' }) });
    expect(again.statusCode).toBe(200);
    expect(await cashOf(h, player.token)).toBe(150);
  });

  it('cancels a deposit the player cancels on the page', async () => {
    const player = await register(h.app);
    const { reference, url } = await deposit(ctx, h, player.username, 3, 200);
    await h.app.inject({ method: 'POST', url: url.pathname, ...form({ action: 'cancel' }) });
    expect(await statusOf(h, reference)).toBe(TransactionStatus.Cancelled);
    expect(await cashOf(h, player.token)).toBe(0);
  });

  it('refuses a webhook with a wrong signature or an old timestamp (400) and changes nothing', async () => {
    const player = await register(h.app);
    const { reference } = await deposit(ctx, h, player.username, 2, 150);
    const body = localEvent(reference);
    const forged = await callback(body, signedBy('another-secret-0123456789', body));
    expect(forged.statusCode).toBe(400);
    expect(forged.json()).toMatchObject({ success: false });
    const old = localWebhookHeaders(Buffer.from(SECRETS.PAYMENT_WEBHOOK_SECRET), body, new Date(h.clock.now().getTime() - 6 * 60_000));
    expect((await callback(body, old)).statusCode).toBe(400);
    expect(await statusOf(h, reference)).toBe(TransactionStatus.Pending);
    expect(await cashOf(h, player.token)).toBe(0);
  });

  it('acknowledges with 200 what it will never apply: an unknown reference, an amount that differs, an event of no interest', async () => {
    const unknown = localEvent('D-NOSUCH');
    expect((await callback(unknown, signedBy(SECRETS.PAYMENT_WEBHOOK_SECRET, unknown))).statusCode).toBe(200);

    const player = await register(h.app);
    const { reference } = await deposit(ctx, h, player.username, 2, 150);
    const more = localEvent(reference, 'payment.paid', 15_001);
    const answer = await callback(more, signedBy(SECRETS.PAYMENT_WEBHOOK_SECRET, more));
    expect(answer.statusCode).toBe(200);
    expect(await statusOf(h, reference)).toBe(TransactionStatus.Pending);

    const refund = localEvent(reference, 'payment.refunded');
    expect((await callback(refund, signedBy(SECRETS.PAYMENT_WEBHOOK_SECRET, refund))).json()).toEqual({ success: true, message: 'acknowledged', data: null });
  });

  it('answers 404 for a provider it does not serve, and is not published with the player API', async () => {
    const body = localEvent('D-X');
    expect((await callback(body, signedBy(SECRETS.PAYMENT_WEBHOOK_SECRET, body), 'stripe')).statusCode).toBe(404);
    const document = (await h.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(Object.keys(document.paths).filter((path) => path.includes('callback'))).toEqual([]);
  });

  it('is not held back by the per-address API limit (a PSP sends bursts from few addresses)', async () => {
    const limited = await identityApp(dialect, { config: { ...SECRETS, RATE_LIMIT_MAX: 2 } });
    try {
      const body = localEvent('D-BURST');
      const statuses = [];
      for (let i = 0; i < 5; i++) {
        const headers = localWebhookHeaders(Buffer.from(SECRETS.PAYMENT_WEBHOOK_SECRET), body, limited.clock.now());
        statuses.push((await limited.app.inject({ method: 'POST', url: '/api/payment/callback/local', payload: body, headers, remoteAddress: '10.9.9.9' })).statusCode);
      }
      expect(statuses).toEqual([200, 200, 200, 200, 200]);
      const cms = [];
      for (let i = 0; i < 3; i++) cms.push((await limited.app.inject({ method: 'GET', url: '/api/cms/grouped', remoteAddress: '10.9.9.9' })).statusCode);
      expect(cms).toContain(429);
    } finally {
      await limited.close();
    }
  });

  it('answers 500 when settling fails, so the PSP delivers again, and tells nothing of the cause', async () => {
    const probeCtx = { now: () => new Date() } as AppContext;
    setPaymentProviders(probeCtx, createPaymentProviders(testConfig(SECRETS)));
    const settle = async () => {
      throw new Error('database went away');
    };
    const probe = await testApp(dialect, {
      config: SECRETS,
      apiPlugins: [async (api) => api.register(paymentCallbackRoutes, { ctx: probeCtx, settle, prefix: '/probe' })],
    });
    try {
      const body = localEvent('D-FAIL');
      const headers = localWebhookHeaders(Buffer.from(SECRETS.PAYMENT_WEBHOOK_SECRET), body, new Date());
      const answer = await probe.app.inject({ method: 'POST', url: '/api/probe/payment/callback/local', payload: body, headers });
      expect(answer.statusCode).toBe(500);
      expect(answer.json()).toMatchObject({ success: false });
      expect(answer.body).not.toContain('database went away');
    } finally {
      await probe.close();
    }
  });
});

describe('the hosted page in a listening server', () => {
  let h: IdentityHarness;
  let ctx: AppContext;
  let origin: string;
  beforeAll(async () => {
    h = await identityApp('sqlite', { config: SECRETS });
    ctx = serviceContext(h, SECRETS);
    origin = await h.app.listen({ host: '127.0.0.1', port: 0 });
  });
  afterAll(() => h.close());

  it('posts its webhook over HTTP to the server it runs in', async () => {
    const player = await register(h.app);
    const { reference, url } = await deposit(ctx, h, player.username, 3, 100);
    const page = await fetch(`${origin}${url.pathname}`);
    expect(page.status).toBe(200);
    const paid = await fetch(`${origin}${url.pathname}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ holder: 'Ali Veli', number: '4242424242424242', expiry: '12/40', cvc: '321', action: 'pay', lang: 'en' }),
    });
    expect(paid.status).toBe(200);
    expect(await paid.text()).toContain('Payment received');
    expect(await statusOf(h, reference)).toBe(TransactionStatus.Confirmed);
    // The card method's fee (2.5 %) stays with the house: 100 lira paid, 97.50 credited.
    expect(await cashOf(h, player.token)).toBe(97.5);
  });
});

describe('the payment callback route with Stripe', () => {
  let h: IdentityHarness;
  let ctx: AppContext;
  let standIn: Awaited<ReturnType<typeof startStripeStandIn>>;
  beforeAll(async () => {
    standIn = await startStripeStandIn();
    const config = { ...SECRETS, STRIPE_SECRET_KEY: 'sk_test_callback', STRIPE_WEBHOOK_SECRET: WHSEC, STRIPE_API_BASE: standIn.base };
    h = await identityApp('sqlite', { config });
    ctx = serviceContext(h, config, { stripeNetworkRetries: 0 });
    await h.db.kysely.updateTable('payment_methods').set({ provider: 'stripe' }).where('id', '=', 3).execute();
  });
  afterAll(async () => {
    await h.close();
    await standIn.close();
  });

  const stripeEvent = (type: string, reference: string, sessionId: string, amountMinor: number) =>
    JSON.stringify({
      id: `evt_${type}_${reference}`,
      object: 'event',
      type,
      data: { object: { id: sessionId, object: 'checkout.session', client_reference_id: reference, metadata: { reference }, amount_total: amountMinor, currency: 'try', payment_status: 'paid' } },
    });
  const deliver = (payload: string, secret = WHSEC) =>
    h.app.inject({
      method: 'POST',
      url: '/api/payment/callback/stripe',
      payload,
      headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': Stripe.webhooks.generateTestHeaderString({ payload, secret }) },
    });

  it('credits the deposit of a completed Checkout Session once, and refuses a forged one', async () => {
    const player = await register(h.app);
    const { reference, url } = await deposit(ctx, h, player.username, 3, 300);
    expect(url.href).toMatch(/^https:\/\/checkout\.stripe\.com\/c\/pay\/cs_test_\d+$/);
    const sessionId = url.pathname.split('/').pop()!;
    const completed = stripeEvent('checkout.session.completed', reference, sessionId, 30_000);

    expect((await deliver(completed, 'whsec_forged')).statusCode).toBe(400);
    expect(await statusOf(h, reference)).toBe(TransactionStatus.Pending);

    expect((await deliver(completed)).statusCode).toBe(200);
    expect((await deliver(completed)).statusCode).toBe(200);
    expect(await statusOf(h, reference)).toBe(TransactionStatus.Confirmed);
    expect(await cashOf(h, player.token)).toBe(292.5);
  });

  it('cancels the deposit of an expired session', async () => {
    const player = await register(h.app);
    const { reference, url } = await deposit(ctx, h, player.username, 3, 300);
    const expired = stripeEvent('checkout.session.expired', reference, url.pathname.split('/').pop()!, 30_000);
    expect((await deliver(expired)).statusCode).toBe(200);
    expect(await statusOf(h, reference)).toBe(TransactionStatus.Cancelled);
  });
});
