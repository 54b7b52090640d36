import * as z from 'zod';
import { TransactionStatus, TransactionType, transactionStatus, transactionType } from './enums';
import { idNumber, INT_MAX, requiredString, timeZoneName } from './fields';
import { bonusTermsView } from './bonus-terms';

/*
 * The money calls beside SPEC §7's three payment calls (contracts/payments.ts): the method lists of the deposit and
 * withdraw pages, financial activities, bonuses, and the operator's review. Amounts are lira at the API.
 */

/** What a method is, for its card's look; the field list (payment/detail) says what it needs. */
export const PaymentMethodKind = { Bank: 'bank', Papara: 'papara', Card: 'card', Crypto: 'crypto' } as const;
export type PaymentMethodKind = (typeof PaymentMethodKind)[keyof typeof PaymentMethodKind];

/** GET payment/methods?type=1|2: the cards of /dashboard/deposit and /dashboard/withdraw, in the player's language. */
export const paymentMethod = z.object({
  id: z.number().int(),
  type: transactionType,
  kind: z.enum(PaymentMethodKind),
  title: z.string(),
  logoUrl: z.string(),
  minAmount: z.number(),
  maxAmount: z.number(),
  /** Fee as a percentage of the amount plus a fixed part in lira; both 0 means free. */
  feePercent: z.number(),
  feeFixed: z.number(),
  /** How long the money takes, in the player's language ("Instant", "Within 30 minutes"). */
  processingTime: z.string(),
});
export type PaymentMethod = z.infer<typeof paymentMethod>;
export const paymentMethodsQuery = z.object({ type: z.coerce.number().pipe(transactionType) });

/** One row of financial activities. Times are ISO-8601 UTC. `details` is already masked (TR** **** 1234). */
export const transactionItem = z.object({
  id: z.number().int(),
  /** The reference the player quotes to support (and writes in a bank transfer's description). */
  reference: z.string(),
  type: transactionType,
  status: transactionStatus,
  amount: z.number(),
  fee: z.number(),
  method: z.string(),
  details: z.string(),
  /** Why an operator rejected it, in the words they wrote. */
  reason: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TransactionItem = z.infer<typeof transactionItem>;

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'validation.date' });

/** GET customer/transactions: filters (all optional, dates inclusive, UTC days) and paging. */
export const transactionQuery = z.object({
  type: z.coerce.number().pipe(transactionType).optional(),
  status: z.coerce.number().pipe(transactionStatus).optional(),
  from: isoDate.optional(),
  to: isoDate.optional(),
  /** The browser's zone: the days are the player's own (Türkiye's without it). */
  timeZone: timeZoneName().optional(),
  page: z.coerce.number().int().min(1).max(INT_MAX).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export type TransactionQuery = z.input<typeof transactionQuery>;

/** Period totals count only confirmed money; net = deposits - withdrawals. */
export const transactionPage = z.object({
  items: z.array(transactionItem),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  totals: z.object({ deposits: z.number(), withdrawals: z.number(), net: z.number() }),
});
export type TransactionPage = z.infer<typeof transactionPage>;

export const BonusStatus = { Active: 'active', Completed: 'completed', Expired: 'expired', Forfeited: 'forfeited' } as const;
export type BonusStatus = (typeof BonusStatus)[keyof typeof BonusStatus];

/** GET bonus/list: the player's bonuses, active first, with wagering progress (lira). */
export const bonusItem = z.object({
  id: z.number().int(),
  title: z.string(),
  amount: z.number(),
  /** What must be staked before the bonus turns into cash, and how much has been. */
  wageringRequired: z.number(),
  wagered: z.number(),
  /** The wagering requirement as a multiple of the bonus ("x20"). */
  wageringTimes: z.number(),
  status: z.enum(BonusStatus),
  grantedAt: z.string(),
  expiresAt: z.string(),
  endedAt: z.string().nullable(),
  /** The CMS page with the bonus terms. */
  termsUrl: z.string(),
});
export type BonusItem = z.infer<typeof bonusItem>;

/** A reward the player can claim now (GET bonus/available): the trial bonus while due, offers not yet claimed. */
export const availableReward = z.object({
  /** The bonus definition to claim (POST bonus/claim). */
  id: z.number().int(),
  kind: z.enum(['trial', 'offer']),
  title: z.string(),
  description: z.string(),
  amount: z.number(),
  wageringTimes: z.number(),
  /** Why it cannot be claimed yet (e.g. the phone is not verified), in the player's language; null: claimable. */
  blockedBy: z.string().nullable(),
  /** Its terms, shown before claiming. */
  terms: bonusTermsView,
});
/** GET bonus/terms/:id: any bonus offered now (deposit bonuses too), with its terms. */
export const bonusTermsAnswer = z.object({ id: z.number().int(), title: z.string(), terms: bonusTermsView });
export type AvailableReward = z.infer<typeof availableReward>;
export const claimRewardPayload = z.object({ id: idNumber() });

/** Operator review (behind operator authentication, under /api/admin). */
export const reviewQueueQuery = z.object({ type: z.coerce.number().pipe(transactionType).optional() });
/** What an operator decides on: the row, whose it is, and where to pay it (the detail in full, IBAN unmasked). */
export const reviewItem = transactionItem.extend({
  playerId: z.number().int(),
  username: z.string(),
  payout: z.record(z.string(), z.union([z.string(), z.number()])),
  /** What finance weighs before paying: the player's first withdrawal?, money in and out so far (confirmed), since when they play. */
  risk: z.object({ firstWithdrawal: z.boolean(), deposited: z.number(), withdrawn: z.number(), signedUpAt: z.string() }),
});
export type ReviewItem = z.infer<typeof reviewItem>;
export const approvePayload = z.object({ id: idNumber() });
export const rejectPayload = z.object({
  id: idNumber(),
  reason: requiredString().max(500, { error: 'validation.max' }),
});

export const isDeposit = (type: number) => type === TransactionType.Deposit;
/** Final statuses: nothing moves a transaction out of them. */
export const FINAL_STATUSES: readonly TransactionStatus[] = [
  TransactionStatus.Confirmed,
  TransactionStatus.Rejected,
  TransactionStatus.Cancelled,
  TransactionStatus.Merged,
];
