import { randomBytes } from 'node:crypto';
import type { PaymentProvider, PaymentStart, StartedPayment } from '../provider.js';
import { parseLocalWebhook } from './local-webhook.js';
import { isHttpUrl, openTicket, sealTicket, type OpenedTicket } from './pay-ticket.js';

export interface LocalProviderSettings {
  /** Signs the pay links (PAYMENT_LOCAL_SECRET). */
  ticketKey: Buffer;
  /** Signs and checks the webhooks the hosted page sends (PAYMENT_WEBHOOK_SECRET). */
  webhookSecret: Buffer;
  /** Where players reach the site (PUBLIC_ORIGIN); without it, the origin of the return URL. */
  publicOrigin?: string;
}

/** The local PSP: the demo page it hosts needs the key of its links and of its webhooks too. */
export interface LocalPaymentProvider extends PaymentProvider {
  readonly name: 'local';
  readonly webhookSecret: Buffer;
  openTicket(token: string, now: Date): OpenedTicket;
}

/**
 * Our own PSP. Starting a payment only signs its description into the page's URL (/pay/<token>); the page
 * (hosted-page/) reads it back, takes the player's input and reports the outcome to our callback route by a
 * signed webhook, as a network PSP would.
 */
export function createLocalProvider({ ticketKey, webhookSecret, publicOrigin }: LocalProviderSettings): LocalPaymentProvider {
  return {
    name: 'local',
    webhookSecret,
    async startPayment(payment: PaymentStart): Promise<StartedPayment> {
      if (!isHttpUrl(payment.returnUrl)) throw new Error('returnUrl must be an absolute http(s) URL');
      const providerReference = `lp_${randomBytes(12).toString('hex')}`;
      const token = sealTicket(
        {
          reference: payment.reference,
          providerReference,
          amountMinor: payment.amountMinor,
          currency: payment.currency,
          method: { kind: payment.method.kind, title: payment.method.title },
          locale: payment.locale,
          returnUrl: payment.returnUrl,
          expiresAt: payment.expiresAt,
        },
        ticketKey,
      );
      const origin = new URL(publicOrigin ?? payment.returnUrl).origin;
      return { url: `${origin}/pay/${token}`, providerReference };
    },
    parseWebhook: (rawBody, headers, now) => parseLocalWebhook(webhookSecret, rawBody, headers, now),
    openTicket: (token, now) => openTicket(token, ticketKey, now),
  };
}
