import { createHmac } from 'node:crypto';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPaymentProviders, siteOrigin } from '../../server/modules/payments/adapters/index.js';
import { createLocalProvider } from '../../server/modules/payments/adapters/local.js';
import { localWebhookHeaders, parseLocalWebhook, REPLAY_WINDOW_SECONDS } from '../../server/modules/payments/adapters/local-webhook.js';
import { sessionExpiry } from '../../server/modules/payments/adapters/stripe.js';
import { WebhookRejected, type PaymentEvent, type PaymentProvider, type PaymentStart } from '../../server/modules/payments/provider.js';
import { testConfig } from './helpers.js';
import { startStripeStandIn } from './payment-providers-stripe-stand-in.js';

const NOW = new Date('2026-03-10T12:00:00Z');
const secret = Buffer.from('local-webhook-secret-0123456789');

const start = (overrides: Partial<PaymentStart> = {}): PaymentStart => ({
  reference: 'D-7K2M9Q',
  amountMinor: 12_345,
  currency: 'TRY',
  method: { id: 3, kind: 'card', title: 'Kredi / Banka Kartı' },
  locale: 'tr',
  player: { id: 7, email: 'ayse@example.com', name: 'Ayşe Yılmaz' },
  returnUrl: 'https://site.example/dashboard/financial-activities',
  expiresAt: new Date(NOW.getTime() + 30 * 60_000),
  ...overrides,
});

function rejection(run: () => unknown): string | null {
  try {
    run();
    return null;
  } catch (err) {
    if (err instanceof WebhookRejected) return err.why;
    throw err;
  }
}

describe('the provider registry', () => {
  it('serves the local PSP alone by default, and Stripe too when both of its secrets are set', () => {
    expect([...createPaymentProviders(testConfig()).keys()]).toEqual(['local']);
    const both = testConfig({ STRIPE_SECRET_KEY: 'sk_test_abc', STRIPE_WEBHOOK_SECRET: 'whsec_abc' });
    expect([...createPaymentProviders(both).keys()]).toEqual(['local', 'stripe']);
  });

  it('refuses a configuration with only one of the Stripe secrets', async () => {
    const { loadConfig } = await import('../../server/config.js');
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'sk_test_abc' })).toThrow(/STRIPE_WEBHOOK_SECRET go together/);
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'pk_test_abc', STRIPE_WEBHOOK_SECRET: 'whsec_abc' })).toThrow(/Stripe secret key/);
  });

  it('gives the site origin from PUBLIC_ORIGIN, else from the address it listens on (never from a request)', () => {
    const server = { server: { address: () => ({ address: '0.0.0.0', family: 'IPv4', port: 8123 }) } } as unknown as Parameters<typeof siteOrigin>[1];
    expect(siteOrigin({ PUBLIC_ORIGIN: 'https://kasa.example/', PORT: 8080 }, server)).toBe('https://kasa.example');
    expect(siteOrigin({ PORT: 8080 }, server)).toBe('http://127.0.0.1:8123');
    expect(siteOrigin({ PORT: 8080, TLS_CERT_FILE: '/cert.pem' }, server)).toBe('https://127.0.0.1:8123');
  });
});

describe('the local PSP', () => {
  const provider = createLocalProvider({ ticketKey: Buffer.from('ticket-key-0123456789abcdef'), webhookSecret: secret });

  it('starts a payment on its own page, at the site the player came from, described by the link alone', async () => {
    const started = await provider.startPayment(start());
    expect(started.providerReference).toMatch(/^lp_[0-9a-f]{24}$/);
    const url = new URL(started.url);
    expect(url.origin).toBe('https://site.example');
    const token = url.pathname.replace(/^\/pay\//, '');
    const opened = provider.openTicket(token, NOW);
    expect(opened).toEqual({
      ok: true,
      ticket: {
        reference: 'D-7K2M9Q',
        providerReference: started.providerReference,
        amountMinor: 12_345,
        currency: 'TRY',
        method: { kind: 'card', title: 'Kredi / Banka Kartı' },
        locale: 'tr',
        returnUrl: 'https://site.example/dashboard/financial-activities',
        expiresAt: start().expiresAt,
      },
    });
    expect(provider.openTicket(token, start().expiresAt)).toMatchObject({ ok: false, why: 'expired' });
  });

  it('uses PUBLIC_ORIGIN for the page when it is set', async () => {
    const behindProxy = createLocalProvider({ ticketKey: Buffer.from('k'.repeat(32)), webhookSecret: secret, publicOrigin: 'https://kasa.example' });
    expect((await behindProxy.startPayment(start())).url).toMatch(/^https:\/\/kasa\.example\/pay\/[\w-]+\.[\w-]+$/);
  });

  it('refuses a link whose description or signature was changed, or that another key signed', async () => {
    const token = new URL((await provider.startPayment(start())).url).pathname.slice('/pay/'.length);
    const [payload, signature] = token.split('.');
    const description = JSON.parse(Buffer.from(payload, 'base64url').toString());
    const richer = Buffer.from(JSON.stringify({ ...description, a: 99_999_999 })).toString('base64url');
    expect(provider.openTicket(`${richer}.${signature}`, NOW)).toEqual({ ok: false, why: 'invalid' });
    expect(provider.openTicket(`${payload}.${signature.slice(0, -2)}AA`, NOW)).toEqual({ ok: false, why: 'invalid' });
    expect(provider.openTicket(payload, NOW)).toEqual({ ok: false, why: 'invalid' });
    const other = createLocalProvider({ ticketKey: Buffer.from('another-key-0123456789abcdef'), webhookSecret: secret });
    expect(other.openTicket(token, NOW)).toEqual({ ok: false, why: 'invalid' });
  });

  it('refuses a return URL that is not an absolute http(s) address', async () => {
    await expect(provider.startPayment(start({ returnUrl: 'javascript:alert(1)' }))).rejects.toThrow(/returnUrl/);
  });
});

describe('the local PSP webhook', () => {
  const body = JSON.stringify({
    id: 'evt_1',
    type: 'payment.paid',
    created: Math.floor(NOW.getTime() / 1000),
    data: { reference: 'D-7K2M9Q', providerReference: 'lp_1', amountMinor: 12_345, currency: 'TRY' },
  });
  const parse = (raw: string, headers: Record<string, string>, now = NOW) => parseLocalWebhook(secret, Buffer.from(raw), headers, now) as PaymentEvent | null;

  it('reads a delivery signed over timestamp + "." + body with HMAC-SHA256', () => {
    const timestamp = Math.floor(NOW.getTime() / 1000);
    const signature = createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
    const headers = { 'kasa-pay-timestamp': String(timestamp), 'kasa-pay-signature': `v1=${signature}` };
    expect(localWebhookHeaders(secret, body, NOW)).toMatchObject(headers);
    expect(parse(body, headers)).toEqual({ eventId: 'evt_1', outcome: 'paid', reference: 'D-7K2M9Q', providerReference: 'lp_1', amountMinor: 12_345, currency: 'TRY', refundHandle: 'lp_1' });
  });

  it('refuses another secret, a changed body, a missing signature', () => {
    const headers = localWebhookHeaders(secret, body, NOW);
    expect(rejection(() => parseLocalWebhook(Buffer.from('another-secret-0123456789'), Buffer.from(body), headers, NOW))).toBe('signature');
    expect(rejection(() => parse(body.replace('12345', '99999'), headers))).toBe('signature');
    expect(rejection(() => parse(body, { 'kasa-pay-timestamp': headers['kasa-pay-timestamp'] }))).toBe('signature');
    // The timestamp is signed too: moving it breaks the signature.
    expect(rejection(() => parse(body, { ...headers, 'kasa-pay-timestamp': String(Number(headers['kasa-pay-timestamp']) + 1) }))).toBe('signature');
  });

  it(`refuses a delivery signed more than ${REPLAY_WINDOW_SECONDS / 60} minutes before or after it is checked`, () => {
    const old = localWebhookHeaders(secret, body, new Date(NOW.getTime() - (REPLAY_WINDOW_SECONDS + 1) * 1000));
    expect(rejection(() => parse(body, old))).toBe('timestamp');
    const future = localWebhookHeaders(secret, body, new Date(NOW.getTime() + (REPLAY_WINDOW_SECONDS + 1) * 1000));
    expect(rejection(() => parse(body, future))).toBe('timestamp');
    const late = localWebhookHeaders(secret, body, new Date(NOW.getTime() - (REPLAY_WINDOW_SECONDS - 5) * 1000));
    expect(parse(body, late)?.outcome).toBe('paid');
  });

  it('refuses a signed body that is not an event, and reads an unknown event type as nothing to do', () => {
    expect(rejection(() => parse('{"id":1}', localWebhookHeaders(secret, '{"id":1}', NOW)))).toBe('body');
    expect(rejection(() => parse('not json', localWebhookHeaders(secret, 'not json', NOW)))).toBe('body');
    const refund = body.replace('payment.paid', 'payment.refunded');
    expect(parse(refund, localWebhookHeaders(secret, refund, NOW))).toBeNull();
    const cancelled = body.replace('payment.paid', 'payment.cancelled');
    expect(parse(cancelled, localWebhookHeaders(secret, cancelled, NOW))?.outcome).toBe('cancelled');
  });
});

describe('the Stripe adapter', () => {
  const WHSEC = 'whsec_test_0123456789abcdef';
  let standIn: Awaited<ReturnType<typeof startStripeStandIn>>;
  let stripe: PaymentProvider;
  beforeAll(async () => {
    standIn = await startStripeStandIn();
    const config = testConfig({ STRIPE_SECRET_KEY: 'sk_test_kasa123', STRIPE_WEBHOOK_SECRET: WHSEC, STRIPE_API_BASE: standIn.base });
    stripe = createPaymentProviders(config, { stripeNetworkRetries: 0 }).get('stripe')!;
  });
  afterAll(() => standIn.close());

  it('opens a Checkout Session in lira for the deposit, with our reference and the return URL', async () => {
    const started = await stripe.startPayment(start({ locale: 'en' }));
    expect(started).toEqual({ url: 'https://checkout.stripe.com/c/pay/cs_test_1', providerReference: 'cs_test_1' });
    const [sent] = standIn.requests;
    expect(sent.path).toBe('/v1/checkout/sessions');
    expect(sent.headers.authorization).toBe('Bearer sk_test_kasa123');
    expect(sent.headers['idempotency-key']).toBe('kasa-deposit-D-7K2M9Q');
    const form = Object.fromEntries(sent.form);
    expect(form).toMatchObject({
      mode: 'payment',
      'line_items[0][quantity]': '1',
      'line_items[0][price_data][currency]': 'try',
      'line_items[0][price_data][unit_amount]': '12345',
      client_reference_id: 'D-7K2M9Q',
      'metadata[reference]': 'D-7K2M9Q',
      'payment_intent_data[metadata][reference]': 'D-7K2M9Q',
      customer_email: 'ayse@example.com',
      locale: 'en',
      success_url: 'https://site.example/dashboard/financial-activities',
      cancel_url: 'https://site.example/dashboard/financial-activities',
    });
    expect(Number(form.expires_at)).toBeGreaterThan(Date.now() / 1000 + 30 * 60);
  });

  it('refunds a paid deposit against its PaymentIntent, once per reference whatever the retries', async () => {
    const refund = { reference: 'D-7K2M9Q', handle: 'pi_test_9', amountMinor: 12_345, currency: 'TRY' as const };
    const first = await stripe.refundPayment(refund);
    const again = await stripe.refundPayment(refund);
    expect(again.refundId).toBe(first.refundId);
    const sent = standIn.requests.filter((r) => r.path === '/v1/refunds');
    expect(sent).toHaveLength(2);
    expect(sent[0].headers['idempotency-key']).toBe('kasa-refund-D-7K2M9Q');
    expect(Object.fromEntries(sent[0].form)).toMatchObject({ payment_intent: 'pi_test_9', amount: '12345', 'metadata[reference]': 'D-7K2M9Q' });
    await expect(stripe.refundPayment({ ...refund, handle: '' })).rejects.toThrow(/no PaymentIntent/);
  });

  it('tells a refund Stripe made but failed at once (a closed card) from one it made', async () => {
    standIn.refundAnswer.status = 'failed';
    standIn.refundAnswer.failure_reason = 'expired_or_canceled_card';
    try {
      const made = await stripe.refundPayment({ reference: 'D-FAILED1', handle: 'pi_test_10', amountMinor: 500, currency: 'TRY' });
      expect(made).toEqual({ refundId: expect.stringMatching(/^re_test_/), failure: 'failed: expired_or_canceled_card' });
    } finally {
      standIn.refundAnswer.status = 'succeeded';
      standIn.refundAnswer.failure_reason = null;
    }
  });

  it('reads a refund that failed or was canceled after Stripe accepted it, and ignores its other statuses', () => {
    const refund = (overrides: Record<string, unknown> = {}) => ({
      id: 're_test_7',
      object: 'refund',
      amount: 500,
      currency: 'try',
      payment_intent: 'pi_test_9',
      metadata: { reference: 'D-7K2M9Q' },
      status: 'failed',
      failure_reason: 'lost_or_stolen_card',
      ...overrides,
    });
    const read = (payload: string) => stripe.parseWebhook(Buffer.from(payload), signed(payload), NOW);
    const failure = { kind: 'refund_failed', eventId: 'evt_stripe_1', refundId: 're_test_7', reference: 'D-7K2M9Q', failure: 'failed: lost_or_stolen_card' };
    expect(read(eventBody('refund.failed', refund()))).toEqual(failure);
    expect(read(eventBody('charge.refund.updated', refund()))).toEqual(failure);
    expect(read(eventBody('refund.updated', refund({ status: 'canceled', failure_reason: null, metadata: {} })))).toEqual({ ...failure, reference: null, failure: 'canceled' });
    expect(read(eventBody('refund.updated', refund({ status: 'succeeded', failure_reason: null })))).toBeNull();
    expect(read(eventBody('refund.updated', refund({ status: 'pending', failure_reason: null })))).toBeNull();
    expect(read(eventBody('refund.created', refund()))).toBeNull();
  });

  it('keeps the session expiry within the 30 minutes to 24 hours Stripe accepts', () => {
    const at = (minutes: number) => new Date(NOW.getTime() + minutes * 60_000);
    const seconds = (date: Date) => Math.floor(date.getTime() / 1000);
    expect(sessionExpiry(at(10), NOW)).toBe(seconds(at(31)));
    expect(sessionExpiry(at(120), NOW)).toBe(seconds(at(120)));
    expect(sessionExpiry(at(48 * 60), NOW)).toBe(seconds(at(23 * 60)));
  });

  const session = (overrides: Record<string, unknown> = {}) => ({
    id: 'cs_test_9',
    object: 'checkout.session',
    client_reference_id: 'D-7K2M9Q',
    metadata: { reference: 'D-7K2M9Q' },
    amount_total: 12_345,
    currency: 'try',
    payment_status: 'paid',
    payment_intent: 'pi_test_9',
    ...overrides,
  });
  const eventBody = (type: string, object: Record<string, unknown> = session()) =>
    JSON.stringify({ id: 'evt_stripe_1', object: 'event', type, created: Math.floor(NOW.getTime() / 1000), data: { object } });
  const signed = (payload: string, at = NOW, secretKey = WHSEC) => ({
    'stripe-signature': Stripe.webhooks.generateTestHeaderString({ payload, secret: secretKey, timestamp: Math.floor(at.getTime() / 1000) }),
  });

  it('reads a completed, paid session as paid (signature by the SDK helper)', () => {
    const payload = eventBody('checkout.session.completed');
    expect(stripe.parseWebhook(Buffer.from(payload), signed(payload), NOW)).toEqual({
      eventId: 'evt_stripe_1',
      outcome: 'paid',
      reference: 'D-7K2M9Q',
      providerReference: 'cs_test_9',
      amountMinor: 12_345,
      currency: 'TRY',
      refundHandle: 'pi_test_9',
    });
  });

  it("accepts a header computed by hand with Stripe's documented scheme: t=<unix>,v1=HMAC-SHA256(secret, t.body)", () => {
    const payload = eventBody('checkout.session.expired', session({ payment_status: 'unpaid' }));
    const t = Math.floor(NOW.getTime() / 1000);
    const v1 = createHmac('sha256', WHSEC).update(`${t}.${payload}`).digest('hex');
    expect((stripe.parseWebhook(Buffer.from(payload), { 'stripe-signature': `t=${t},v1=${v1}` }, NOW) as PaymentEvent | null)?.outcome).toBe('cancelled');
  });

  it('maps the session events it settles, and acknowledges every other one as nothing to do', () => {
    const read = (payload: string) => stripe.parseWebhook(Buffer.from(payload), signed(payload), NOW) as PaymentEvent | null;
    expect(read(eventBody('checkout.session.async_payment_failed'))?.outcome).toBe('failed');
    expect(read(eventBody('checkout.session.async_payment_succeeded'))?.outcome).toBe('paid');
    expect(read(eventBody('checkout.session.completed', session({ payment_status: 'unpaid' })))).toBeNull();
    expect(read(eventBody('checkout.session.completed', session({ client_reference_id: null, metadata: {} })))).toBeNull();
    expect(read(eventBody('payment_intent.succeeded', { id: 'pi_1', object: 'payment_intent' }))).toBeNull();
  });

  it('refuses a wrong secret, a changed body, an old timestamp and a missing header', () => {
    const payload = eventBody('checkout.session.completed');
    expect(rejection(() => stripe.parseWebhook(Buffer.from(payload), signed(payload, NOW, 'whsec_another'), NOW))).toBe('signature');
    expect(rejection(() => stripe.parseWebhook(Buffer.from(payload.replace('12345', '99999')), signed(payload), NOW))).toBe('signature');
    const old = new Date(NOW.getTime() - 301_000);
    expect(rejection(() => stripe.parseWebhook(Buffer.from(payload), signed(payload, old), NOW))).toBe('timestamp');
    expect(rejection(() => stripe.parseWebhook(Buffer.from(payload), {}, NOW))).toBe('signature');
    expect(rejection(() => stripe.parseWebhook(Buffer.from('{oops'), signed('{oops'), NOW))).toBe('body');
  });
});
