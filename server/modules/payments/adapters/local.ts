import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.js';
import { REFUND_FAILS_MARK } from '../hosted-page/card-rules.js';
import type { MadeRefund, PaymentProvider, PaymentStart, RefundRequest, StartedPayment } from '../provider.js';
import { parseLocalWebhook } from './local-webhook.js';
import { isHttpUrl, openTicket, sealTicket, type OpenedTicket } from './pay-ticket.js';

export interface LocalProviderSettings {
  /** Signs the pay links (PAYMENT_LOCAL_SECRET). */
  ticketKey: Buffer;
  /** Signs and checks the webhooks the hosted page sends (PAYMENT_WEBHOOK_SECRET). */
  webhookSecret: Buffer;
  /** Where players reach the site (PUBLIC_ORIGIN); without it, the origin of the return URL. */
  publicOrigin?: string;
  /** The local PSP's book of refunds (a table of the same database); without it, refunds are refused. */
  refundBook?: LocalRefundBook;
}

/**
 * Records a refund once per payment and answers its id (the same id when asked again); for a payment made with the
 * test card whose refunds fail, with the failure, as Stripe answers a refund to a card that can no longer take it.
 */
export type LocalRefundBook = (refund: RefundRequest, now: Date) => Promise<MadeRefund>;

/** The local PSP's refunds, kept in local_psp_refunds: one per payment, whatever the retries. */
export function localRefundBook(db: Kysely<Database>): LocalRefundBook {
  return async (refund, now) => {
    await db
      .insertInto('local_psp_refunds')
      .values({ payment_handle: refund.handle, reference: refund.reference, amount_minor: refund.amountMinor, refund_id: `lr_${randomBytes(12).toString('hex')}`, created_at: now.toISOString() })
      .onConflict((oc) => oc.column('payment_handle').doNothing())
      .execute();
    const row = await db.selectFrom('local_psp_refunds').select(['refund_id', 'amount_minor']).where('payment_handle', '=', refund.handle).executeTakeFirstOrThrow();
    return refund.handle.endsWith(REFUND_FAILS_MARK) ? { refundId: row.refund_id, failure: 'failed: expired_or_canceled_card' } : { refundId: row.refund_id };
  };
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
export function createLocalProvider({ ticketKey, webhookSecret, publicOrigin, refundBook }: LocalProviderSettings): LocalPaymentProvider {
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
    async refundPayment(refund) {
      if (!refundBook) throw new Error('the local PSP has no refund book here');
      return refundBook(refund, new Date());
    },
    openTicket: (token, now) => openTicket(token, ticketKey, now),
  };
}
