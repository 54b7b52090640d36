import type { IncomingHttpHeaders } from 'node:http';
import { createRequire } from 'node:module';
import type Stripe from 'stripe';
import { WebhookRejected, type MadeRefund, type PaymentEvent, type PaymentProvider, type PaymentStart, type DisputeEvent, type RefundFailureEvent, type RefundRequest, type StartedPayment, type WebhookEvent } from '../provider.js';

export interface StripeSettings {
  secretKey: string;
  webhookSecret: string;
  /** STRIPE_API_BASE: another address for the API (a local stand-in in tests), e.g. http://127.0.0.1:12111. */
  apiBase?: string;
  /** The SDK's own retries of a failed API call (with idempotency keys); 2 unless told. */
  maxNetworkRetries?: number;
}

/** Stripe's default and ours: a webhook signed more than five minutes before it is checked is refused. */
export const STRIPE_TOLERANCE_SECONDS = 300;
// A Checkout Session lives between 30 minutes and 24 hours; a deposit's own expiry is kept within that.
const MIN_SESSION_SECONDS = 31 * 60;
const MAX_SESSION_SECONDS = 23 * 60 * 60;

function apiAddress(apiBase: string | undefined): Pick<Stripe.StripeConfig, 'host' | 'port' | 'protocol'> {
  if (!apiBase) return {};
  const url = new URL(apiBase);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return { host: url.hostname, port: url.port || (protocol === 'http' ? 80 : 443), protocol };
}

export function sessionExpiry(expiresAt: Date, now: Date): number {
  const nowSeconds = Math.floor(now.getTime() / 1000);
  const wanted = Math.floor(expiresAt.getTime() / 1000);
  return Math.min(Math.max(wanted, nowSeconds + MIN_SESSION_SECONDS), nowSeconds + MAX_SESSION_SECONDS);
}

type Session = Stripe.Checkout.Session;

function eventOf(id: string, outcome: PaymentEvent['outcome'], session: Session): PaymentEvent | null {
  const reference = session.client_reference_id ?? session.metadata?.reference;
  // A session another integration on the same account created: not ours to settle.
  if (!reference) return null;
  return {
    eventId: id,
    outcome,
    reference,
    providerReference: session.id,
    amountMinor: session.amount_total ?? 0,
    currency: (session.currency ?? '').toUpperCase(),
    // A paid session has its PaymentIntent (an id, or the object when expanded); refunds are made against it.
    refundHandle: (typeof session.payment_intent === 'string' ? session.payment_intent : session.payment_intent?.id) ?? '',
  };
}

/** A Refund that will not return the money: Stripe's `failed` (e.g. the card is closed) or `canceled`. */
const refundFailure = (refund: Pick<Stripe.Refund, 'status' | 'failure_reason'>): string | null =>
  refund.status === 'failed' || refund.status === 'canceled' ? `${refund.status}${refund.failure_reason ? `: ${refund.failure_reason}` : ''}` : null;

function refundEventOf(id: string, refund: Stripe.Refund): RefundFailureEvent | null {
  const failure = refundFailure(refund);
  if (!failure || typeof refund.id !== 'string') return null;
  return { kind: 'refund_failed', eventId: id, refundId: refund.id, reference: refund.metadata?.reference ?? null, failure };
}

/**
 * A Dispute (chargeback) opened or closed. Its PaymentIntent names the deposit (kept as its payment_handle when paid);
 * `won` and `warning_closed` (an inquiry that ended without a chargeback) leave the money with us, `lost` does not.
 */
function disputeEventOf(id: string, dispute: Stripe.Dispute, closed: boolean): DisputeEvent | null {
  const intent = typeof dispute.payment_intent === 'string' ? dispute.payment_intent : dispute.payment_intent?.id;
  const handle = intent ?? (typeof dispute.charge === 'string' ? dispute.charge : dispute.charge?.id);
  if (typeof dispute.id !== 'string' || !handle) return null;
  const status = !closed ? 'open' : dispute.status === 'lost' ? 'lost' : dispute.status === 'won' || dispute.status === 'warning_closed' ? 'won' : null;
  if (status === null) return null;
  return { kind: 'dispute', eventId: id, disputeId: dispute.id, paymentHandle: handle, amountMinor: dispute.amount, currency: (dispute.currency ?? '').toUpperCase(), reason: dispute.reason ?? 'general', status };
}

/**
 * Stripe Checkout: a hosted page per deposit (a Checkout Session in lira), the outcome by its signed webhooks.
 * Lira is a two-decimal currency at Stripe, so unit_amount is our kuruş unchanged.
 */
export function createStripeProvider({ secretKey, webhookSecret, apiBase, maxNetworkRetries = 2 }: StripeSettings): PaymentProvider {
  // Loaded only when Stripe is configured: the library is the largest single part of the server's start time.
  const StripeClient = createRequire(import.meta.url)('stripe') as typeof Stripe;
  const stripe = new StripeClient(secretKey, { maxNetworkRetries, timeout: 20_000, telemetry: false, ...apiAddress(apiBase) });
  return {
    name: 'stripe',
    async startPayment(payment: PaymentStart): Promise<StartedPayment> {
      const session = await stripe.checkout.sessions.create(
        {
          mode: 'payment',
          line_items: [
            {
              quantity: 1,
              price_data: { currency: 'try', unit_amount: payment.amountMinor, product_data: { name: `Kasa – ${payment.method.title}` } },
            },
          ],
          client_reference_id: payment.reference,
          metadata: { reference: payment.reference },
          payment_intent_data: { metadata: { reference: payment.reference } },
          customer_email: payment.player.email,
          locale: payment.locale,
          success_url: payment.returnUrl,
          cancel_url: payment.returnUrl,
          expires_at: sessionExpiry(payment.expiresAt, new Date()),
        },
        // Creating the session for a deposit twice (a retry after a lost answer) gives the same session.
        { idempotencyKey: `kasa-deposit-${payment.reference}` },
      );
      if (!session.url) throw new Error(`Stripe answered session ${session.id} without a URL`);
      return { url: session.url, providerReference: session.id };
    },
    async refundPayment(refund: RefundRequest): Promise<MadeRefund> {
      if (!refund.handle) throw new Error(`deposit ${refund.reference} has no PaymentIntent to refund`);
      const made = await stripe.refunds.create(
        { payment_intent: refund.handle, amount: refund.amountMinor, reason: 'requested_by_customer', metadata: { reference: refund.reference } },
        // Asking again after a lost answer gives the same refund, never a second one.
        { idempotencyKey: `kasa-refund-${refund.reference}` },
      );
      const failure = refundFailure(made);
      return failure ? { refundId: made.id, failure } : { refundId: made.id };
    },
    parseWebhook(rawBody: Buffer, headers: IncomingHttpHeaders, now: Date): WebhookEvent | null {
      const signature = headers['stripe-signature'];
      if (typeof signature !== 'string' || signature === '') throw new WebhookRejected('signature');
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(rawBody, signature, webhookSecret, STRIPE_TOLERANCE_SECONDS, undefined, now.getTime());
      } catch (error) {
        if (error instanceof SyntaxError) throw new WebhookRejected('body');
        const message = error instanceof Error ? error.message : '';
        throw new WebhookRejected(/tolerance/i.test(message) ? 'timestamp' : 'signature');
      }
      if (typeof event !== 'object' || event === null || typeof event.id !== 'string') throw new WebhookRejected('body');
      if (event.type.startsWith('checkout.session.') && typeof (event.data?.object as { id?: unknown } | undefined)?.id !== 'string') throw new WebhookRejected('body');
      switch (event.type) {
        case 'checkout.session.completed':
          // Paid now (cards); otherwise an async method settles later with async_payment_succeeded or _failed.
          return event.data.object.payment_status === 'paid' ? eventOf(event.id, 'paid', event.data.object) : null;
        case 'checkout.session.async_payment_succeeded':
          return eventOf(event.id, 'paid', event.data.object);
        case 'checkout.session.async_payment_failed':
          return eventOf(event.id, 'failed', event.data.object);
        case 'checkout.session.expired':
          return eventOf(event.id, 'cancelled', event.data.object);
        // A refund Stripe had accepted fails later (or is canceled): the money is not back. Other statuses: nothing to do.
        case 'refund.failed':
        case 'refund.updated':
        case 'charge.refund.updated':
          return refundEventOf(event.id, event.data.object);
        // A chargeback: the payer's bank takes the payment back unless we win the dispute.
        case 'charge.dispute.created':
          return disputeEventOf(event.id, event.data.object, false);
        case 'charge.dispute.closed':
          return disputeEventOf(event.id, event.data.object, true);
        default:
          return null;
      }
    },
  };
}
