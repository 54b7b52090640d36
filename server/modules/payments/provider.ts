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
  parseWebhook(rawBody: Buffer, headers: IncomingHttpHeaders, now: Date): PaymentEvent | null;
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
}

export class WebhookRejected extends Error {
  constructor(readonly why: 'signature' | 'timestamp' | 'body') {
    super(`webhook rejected: ${why}`);
    this.name = 'WebhookRejected';
  }
}
