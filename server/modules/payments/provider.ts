import type { IncomingHttpHeaders } from 'node:http';

/**
 * A payment service provider (PSP) as the payments service sees it: it starts a payment for a deposit and answers
 * with the page the player pays on; later it tells us the outcome by a signed webhook. The local provider (our own
 * hosted demo page) and network PSPs (Stripe) implement the same interface; which serves a method is data
 * (payment_methods.provider), which network PSPs exist is configuration.
 */
export interface PaymentProvider {
  /** The name stored on transactions and used in the callback path: /api/payment/callback/<name>. */
  readonly name: string;
  startPayment(payment: PaymentStart): Promise<StartedPayment>;
  /**
   * Checks a webhook's signature (over the raw body, with a replay window) and reads it. Throws WebhookRejected when
   * the signature, timestamp or body is not acceptable: the route answers 400 and changes nothing.
   */
  parseWebhook(rawBody: Buffer, headers: IncomingHttpHeaders, now: Date): WebhookEvent | null;
  /**
   * Gives a paid payment back to the payer (the whole amount). Asking twice for the same reference refunds once
   * (an idempotency key at the PSP). Throws when the PSP cannot be reached or refuses; the caller asks again later.
   * `failure`: the PSP made the refund and says at once that it could not return the money (asking again with the
   * same key would only answer the same failed refund).
   */
  refundPayment(refund: RefundRequest): Promise<MadeRefund>;
}

export interface MadeRefund {
  refundId: string;
  failure?: string;
}

/**
 * A refund the PSP had accepted could not return the money after all (Stripe: a Refund moved to failed or canceled).
 * Found by the PSP's refund id, or our deposit reference when the PSP carries it.
 */
export interface RefundFailureEvent {
  kind: 'refund_failed';
  eventId: string;
  refundId: string;
  reference: string | null;
  /** The PSP's status and reason, e.g. "failed: expired_or_canceled_card". */
  failure: string;
}

/**
 * The payer disputed a paid deposit with their bank (a chargeback; Stripe: `charge.dispute.created`), or the dispute
 * was decided (`charge.dispute.closed`: won, the money stays with us; lost, it went back to the payer).
 */
export interface DisputeEvent {
  kind: 'dispute';
  eventId: string;
  /** The PSP's id of the dispute: its opening and its closing name the same one. */
  disputeId: string;
  /** How the PSP names the disputed payment (Stripe: the PaymentIntent; the deposit keeps it as payment_handle). */
  paymentHandle: string;
  amountMinor: number;
  currency: string;
  /** The payer's reason as the PSP names it (fraudulent, product_not_received, ...). */
  reason: string;
  status: 'open' | 'won' | 'lost';
}

export type WebhookEvent = PaymentEvent | RefundFailureEvent | DisputeEvent;

export const isRefundFailure = (event: WebhookEvent): event is RefundFailureEvent => 'kind' in event && event.kind === 'refund_failed';
export const isDispute = (event: WebhookEvent): event is DisputeEvent => 'kind' in event && event.kind === 'dispute';

export interface RefundRequest {
  /** Our reference of the deposit. */
  reference: string;
  /** The event's refundHandle: what the PSP needs to find the payment. */
  handle: string;
  amountMinor: number;
  currency: 'TRY';
}

export interface PaymentStart {
  /** Our reference of the deposit (transactions.reference); it comes back in the webhook. */
  reference: string;
  amountMinor: number;
  currency: 'TRY';
  method: { id: number; kind: string; title: string };
  locale: 'tr' | 'en';
  player: { id: number; email: string; name: string };
  /** Where the payment page sends the player back to when done (the deposit page of the site). */
  returnUrl: string;
  expiresAt: Date;
}

export interface StartedPayment {
  /** The page the player pays on (opened in a new tab): an absolute http(s) URL. */
  url: string;
  /** The PSP's own id of the payment (a checkout session id); unique per provider. */
  providerReference: string;
}

/** What a verified webhook says happened. Unrelated event types read as null (acknowledged, nothing done). */
export interface PaymentEvent {
  /** The PSP's id of this event: the same event delivered twice carries the same id. */
  eventId: string;
  outcome: 'paid' | 'failed' | 'cancelled';
  reference: string;
  providerReference: string;
  amountMinor: number;
  currency: string;
  /** What refundPayment needs to find this payment at the PSP (Stripe: the PaymentIntent; local: its payment id). */
  refundHandle: string;
}

export class WebhookRejected extends Error {
  constructor(readonly why: 'signature' | 'timestamp' | 'body') {
    super(`webhook rejected: ${why}`);
    this.name = 'WebhookRejected';
  }
}
