import * as z from 'zod';

/*
 * Payment disputes (chargebacks) in the back office (GET /api/admin/payments/disputes): a PSP told us the payer
 * disputed a paid deposit. While one is open or lost, the player's withdrawals are held; the bonuses that deposit
 * earned were taken back when it opened. Open ones first (oldest first), then the latest closed ones.
 */
export const DISPUTE_STATUSES = ['open', 'won', 'lost'] as const;

export const adminDisputeItem = z.object({
  id: z.number().int(),
  transactionId: z.number().int(),
  reference: z.string(),
  playerId: z.number().int(),
  username: z.string(),
  provider: z.string(),
  disputeId: z.string(),
  amountMinor: z.number().int(),
  /** The payer's reason as the PSP names it (fraudulent, product_not_received, ...). */
  reason: z.string(),
  status: z.enum(DISPUTE_STATUSES),
  /** Bonus money of that deposit's bonuses taken back when the dispute came. */
  bonusRemovedMinor: z.number().int(),
  openedAt: z.string(),
  closedAt: z.string().nullable(),
});
export type AdminDisputeItem = z.infer<typeof adminDisputeItem>;
export const adminDisputeList = z.array(adminDisputeItem);
