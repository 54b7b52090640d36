import type { IncomingHttpHeaders } from 'node:http';
import type { FastifyBaseLogger } from 'fastify';
import type { ServerMessageKey } from '../../../http/messages.js';
import { isDispute, isRefundFailure, WebhookRejected, type DisputeEvent, type PaymentEvent, type PaymentProvider, type RefundFailureEvent, type WebhookEvent } from '../provider.js';

export type Settle = (provider: string, event: PaymentEvent) => Promise<string>;
/** Records that a refund the PSP had accepted failed; answers what was done (as Settle). */
export type RefundFailed = (provider: string, event: RefundFailureEvent) => Promise<string>;
/** Records a dispute (chargeback) opened or closed; answers what was done (as Settle). */
export type Disputed = (provider: string, event: DisputeEvent) => Promise<string>;

/** What the callback answers a PSP: 2xx stops its retries, 5xx asks for another delivery, 4xx says it is not ours. */
export type CallbackAnswer = { status: 200; result: string } | { status: 400 | 404 | 500; key: ServerMessageKey };

interface Received {
  provider: PaymentProvider | undefined;
  rawBody: Buffer;
  headers: IncomingHttpHeaders;
  now: Date;
  settle: Settle;
  /** Without it a refund failure is only acknowledged (tests of deposits alone). */
  refundFailed?: RefundFailed;
  /** Without it a dispute is only acknowledged (tests of deposits alone). */
  disputed?: Disputed;
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
}

/**
 * A PSP's webhook: verified by its provider over the exact bytes, then settled once. Every settled outcome is a
 * 200, a duplicate or an unknown reference too (retrying would not change them); only our own failure is a 500.
 */
export async function receiveWebhook({ provider, rawBody, headers, now, settle, refundFailed, disputed, log }: Received): Promise<CallbackAnswer> {
  if (!provider) return { status: 404, key: 'error.notFound' };
  let event: WebhookEvent | null;
  try {
    event = provider.parseWebhook(rawBody, headers, now);
  } catch (err) {
    if (!(err instanceof WebhookRejected)) throw err;
    log.warn({ provider: provider.name, why: err.why }, 'payment webhook rejected');
    return { status: 400, key: 'error.badRequest' };
  }
  if (!event) return { status: 200, result: 'acknowledged' };
  if (isDispute(event)) {
    if (!disputed) return { status: 200, result: 'acknowledged' };
    const detail = { provider: provider.name, eventId: event.eventId, disputeId: event.disputeId, status: event.status, amountMinor: event.amountMinor };
    try {
      const result = await disputed(provider.name, event);
      log.warn({ ...detail, result }, 'deposit disputed at the PSP');
      return { status: 200, result };
    } catch (err) {
      log.error({ err, ...detail }, 'dispute webhook failed; the PSP will deliver it again');
      return { status: 500, key: 'error.internal' };
    }
  }
  if (isRefundFailure(event)) {
    if (!refundFailed) return { status: 200, result: 'acknowledged' };
    const detail = { provider: provider.name, eventId: event.eventId, refundId: event.refundId, reference: event.reference, failure: event.failure };
    try {
      const result = await refundFailed(provider.name, event);
      log.warn({ ...detail, result }, 'deposit refund failed at the PSP');
      return { status: 200, result };
    } catch (err) {
      log.error({ err, ...detail }, 'refund failure webhook failed; the PSP will deliver it again');
      return { status: 500, key: 'error.internal' };
    }
  }
  try {
    const result = await settle(provider.name, event);
    const detail = { provider: provider.name, eventId: event.eventId, reference: event.reference, outcome: event.outcome, result };
    if (result === 'unknown_reference' || result === 'mismatch') log.warn(detail, 'payment webhook not applied');
    else log.info(detail, 'payment webhook settled');
    return { status: 200, result };
  } catch (err) {
    log.error({ err, provider: provider.name, eventId: event.eventId, reference: event.reference }, 'payment webhook failed; the PSP will deliver it again');
    return { status: 500, key: 'error.internal' };
  }
}
