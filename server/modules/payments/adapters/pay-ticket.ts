import { createHmac, timingSafeEqual } from 'node:crypto';
import * as z from 'zod';

/**
 * Everything the hosted page needs to show a payment, carried in its URL and signed with the local PSP's key:
 * the page keeps no state, so any process that shares the key serves it.
 */
export interface PayTicket {
  reference: string;
  providerReference: string;
  amountMinor: number;
  currency: 'TRY';
  method: { kind: string; title: string };
  locale: 'tr' | 'en';
  returnUrl: string;
  expiresAt: Date;
}

export type OpenedTicket = { ok: true; ticket: PayTicket } | { ok: false; why: 'invalid' } | { ok: false; why: 'expired'; ticket: PayTicket };

export function isHttpUrl(value: string): boolean {
  try {
    return /^https?:$/.test(new URL(value).protocol);
  } catch {
    return false;
  }
}

const httpUrl = z.string().max(2000).refine(isHttpUrl);

const wire = z.object({
  v: z.literal(1),
  r: z.string().min(1).max(64),
  p: z.string().min(1).max(64),
  a: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
  c: z.literal('TRY'),
  k: z.string().max(32),
  t: z.string().max(200),
  l: z.enum(['tr', 'en']),
  u: httpUrl,
  x: z.number().int().positive(),
});

// The purpose is part of what is signed, so no other HMAC made with the same key can pass for a ticket.
const mac = (key: Buffer, payload: string) => createHmac('sha256', key).update(`pay-ticket.v1.${payload}`).digest();

export function sealTicket(ticket: PayTicket, key: Buffer): string {
  const payload = Buffer.from(
    JSON.stringify({
      v: 1,
      r: ticket.reference,
      p: ticket.providerReference,
      a: ticket.amountMinor,
      c: ticket.currency,
      k: ticket.method.kind,
      t: ticket.method.title,
      l: ticket.locale,
      u: ticket.returnUrl,
      x: Math.floor(ticket.expiresAt.getTime() / 1000),
    }),
  ).toString('base64url');
  return `${payload}.${mac(key, payload).toString('base64url')}`;
}

/** A ticket whose signature holds, refused once `now` is past its expiry (the page still says until when). */
export function openTicket(token: string, key: Buffer, now: Date): OpenedTicket {
  const [payload, signature, extra] = token.split('.');
  if (!payload || !signature || extra !== undefined || token.length > 4096) return { ok: false, why: 'invalid' };
  const given = Buffer.from(signature, 'base64url');
  const expected = mac(key, payload);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, why: 'invalid' };
  let parsed: z.infer<typeof wire>;
  try {
    parsed = wire.parse(JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')));
  } catch {
    return { ok: false, why: 'invalid' };
  }
  const ticket: PayTicket = {
    reference: parsed.r,
    providerReference: parsed.p,
    amountMinor: parsed.a,
    currency: parsed.c,
    method: { kind: parsed.k, title: parsed.t },
    locale: parsed.l,
    returnUrl: parsed.u,
    expiresAt: new Date(parsed.x * 1000),
  };
  return now.getTime() >= ticket.expiresAt.getTime() ? { ok: false, why: 'expired', ticket } : { ok: true, ticket };
}
