import { createHmac, timingSafeEqual } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import * as z from 'zod';
import { WebhookRejected, type DisputeEvent, type PaymentEvent } from '../provider.js';

/** The local PSP's webhook scheme: a Unix timestamp and an HMAC-SHA256 over `timestamp + "." + rawBody`. */
export const TIMESTAMP_HEADER = 'kasa-pay-timestamp';
export const SIGNATURE_HEADER = 'kasa-pay-signature';
/** Older (or newer) deliveries are refused, so a captured webhook cannot be replayed later. */
export const REPLAY_WINDOW_SECONDS = 5 * 60;

export const LOCAL_EVENT_TYPES = { paid: 'payment.paid', failed: 'payment.failed', cancelled: 'payment.cancelled' } as const;
/** A chargeback of a paid payment, opened and then decided (status won or lost), as Stripe's charge.dispute.*. */
export const LOCAL_DISPUTE_TYPES = { opened: 'dispute.created', closed: 'dispute.closed' } as const;

export interface LocalDisputeBody {
  id: string;
  type: (typeof LOCAL_DISPUTE_TYPES)[keyof typeof LOCAL_DISPUTE_TYPES];
  created: number;
  /** providerReference: the disputed payment; status: only on closing. */
  data: { disputeId: string; providerReference: string; amountMinor: number; currency: string; reason: string; status?: 'won' | 'lost' };
}

export interface LocalWebhookBody {
  id: string;
  type: string;
  created: number;
  /** refundHandle: what a refund of this payment is asked with, when it is not the providerReference. */
  data: { reference: string; providerReference: string; amountMinor: number; currency: string; refundHandle?: string };
}

const body = z.object({
  id: z.string().min(1).max(100),
  type: z.string().min(1).max(100),
  created: z.number().int(),
  data: z.object({
    reference: z.string().min(1).max(64),
    providerReference: z.string().min(1).max(64),
    amountMinor: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
    currency: z.string().length(3),
    refundHandle: z.string().min(1).max(100).optional(),
  }),
});

const disputeBody = z.object({
  id: z.string().min(1).max(100),
  type: z.enum([LOCAL_DISPUTE_TYPES.opened, LOCAL_DISPUTE_TYPES.closed]),
  created: z.number().int(),
  data: z.object({
    disputeId: z.string().min(1).max(100),
    providerReference: z.string().min(1).max(64),
    amountMinor: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
    currency: z.string().length(3),
    reason: z.string().min(1).max(100),
    status: z.enum(['won', 'lost']).optional(),
  }),
});

function disputeOf(raw: unknown): DisputeEvent {
  const parsed = disputeBody.safeParse(raw);
  if (!parsed.success) throw new WebhookRejected('body');
  const { id, type, data } = parsed.data;
  const status = type === LOCAL_DISPUTE_TYPES.opened ? 'open' : data.status;
  if (!status) throw new WebhookRejected('body');
  return { kind: 'dispute', eventId: id, disputeId: data.disputeId, paymentHandle: data.providerReference, amountMinor: data.amountMinor, currency: data.currency, reason: data.reason, status };
}

export const signLocalWebhook = (secret: Buffer, timestamp: number, rawBody: string | Buffer) =>
  createHmac('sha256', secret).update(`${timestamp}.`).update(rawBody).digest('hex');

/** The headers a delivery carries, signed at `now` (each retry signs again, as PSPs do). */
export function localWebhookHeaders(secret: Buffer, rawBody: string, now: Date): Record<string, string> {
  const timestamp = Math.floor(now.getTime() / 1000);
  return {
    'content-type': 'application/json',
    [TIMESTAMP_HEADER]: String(timestamp),
    [SIGNATURE_HEADER]: `v1=${signLocalWebhook(secret, timestamp, rawBody)}`,
  };
}

const single = (value: string | string[] | undefined) => (Array.isArray(value) ? undefined : value);

export function parseLocalWebhook(secret: Buffer, rawBody: Buffer, headers: IncomingHttpHeaders, now: Date): PaymentEvent | DisputeEvent | null {
  const timestampText = single(headers[TIMESTAMP_HEADER]);
  const signatureText = single(headers[SIGNATURE_HEADER]);
  if (!timestampText || !/^\d{1,12}$/.test(timestampText) || !signatureText?.startsWith('v1=')) throw new WebhookRejected('signature');
  const timestamp = Number(timestampText);
  const given = Buffer.from(signatureText.slice(3), 'hex');
  const expected = Buffer.from(signLocalWebhook(secret, timestamp, rawBody), 'hex');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw new WebhookRejected('signature');
  if (Math.abs(now.getTime() / 1000 - timestamp) > REPLAY_WINDOW_SECONDS) throw new WebhookRejected('timestamp');

  let raw: unknown;
  try {
    raw = JSON.parse(rawBody.toString('utf8'));
  } catch {
    throw new WebhookRejected('body');
  }
  const type = (raw as { type?: unknown } | null)?.type;
  if (type === LOCAL_DISPUTE_TYPES.opened || type === LOCAL_DISPUTE_TYPES.closed) return disputeOf(raw);
  const parsed = body.safeParse(raw);
  if (!parsed.success) throw new WebhookRejected('body');
  const event = parsed.data;
  const outcome = (Object.keys(LOCAL_EVENT_TYPES) as Array<keyof typeof LOCAL_EVENT_TYPES>).find((key) => LOCAL_EVENT_TYPES[key] === event.type);
  if (!outcome) return null;
  return {
    eventId: event.id,
    outcome,
    reference: event.data.reference,
    providerReference: event.data.providerReference,
    amountMinor: event.data.amountMinor,
    currency: event.data.currency,
    refundHandle: event.data.refundHandle ?? event.data.providerReference,
  };
}
