import * as z from 'zod';
import { operatorReason } from './admin-calls';
import { idNumber } from './fields';

/*
 * Deposit refunds in the back office (/api/admin/refunds): a deposit the player's limits or exclusion no longer
 * allowed is returned through the PSP; finance sees the refunds that need a person (the PSP keeps refusing, or it
 * accepted and then failed), asks one again now, or records that the money went back another way.
 */

/** attention: pending after at least one failed attempt, or failed at the PSP and not resolved; recent: the newest 100. */
export const REFUND_VIEWS = ['attention', 'recent'] as const;
export const refundView = z.enum(REFUND_VIEWS, { error: 'validation.invalid' });
export type RefundView = z.infer<typeof refundView>;
export const refundsQuery = z.object({ view: refundView.default('attention') });
export type RefundsQuery = z.input<typeof refundsQuery>;

export const adminRefundItem = z.object({
  id: z.number().int(),
  transactionId: z.number().int(),
  reference: z.string(),
  playerId: z.number().int(),
  username: z.string(),
  amountMinor: z.number().int(),
  reason: z.enum(['deposit_limit', 'excluded']),
  /** pending: asked of the PSP until it accepts; done: accepted (see pspFailure), or resolved by an operator. */
  status: z.enum(['pending', 'done']),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  nextAttemptAt: z.string().nullable(),
  /** The PSP accepted the refund and could not return the money after all. */
  pspFailure: z.string().nullable(),
  resolution: z.object({ at: z.string(), operatorId: z.number().int().nullable(), operatorUsername: z.string().nullable(), note: z.string() }).nullable(),
  needsAttention: z.boolean(),
  createdAt: z.string(),
});
export type AdminRefundItem = z.infer<typeof adminRefundItem>;
export const adminRefundList = z.array(adminRefundItem);

export const refundRetryPayload = z.object({ id: idNumber() });
export type RefundRetryPayload = z.infer<typeof refundRetryPayload>;

/** refunded: the PSP took it; psp_failed: the PSP made it and failed it at once; error: still refused (asked again later). */
export const refundRetryResult = z.object({
  outcome: z.enum(['refunded', 'psp_failed', 'error']),
  refund: adminRefundItem,
});
export type RefundRetryResult = z.infer<typeof refundRetryResult>;

/** The money went back another way (a bank transfer): the operator says how, 3 to 500 characters. */
export const refundResolveForm = z.object({ note: operatorReason() });
export type RefundResolveForm = z.input<typeof refundResolveForm>;
export const refundResolvePayload = refundResolveForm.extend({ id: idNumber() });
export type RefundResolvePayload = z.infer<typeof refundResolvePayload>;
