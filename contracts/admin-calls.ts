import * as z from 'zod';
import { sessionItem } from './account';
import { idNumber, int32, plainText, requiredString } from './fields';
import { notificationItem } from './notifications';

/*
 * The back office's player, dashboard and audit calls (/api/admin/...), requests and answers. Money is an integer
 * count of kuruş here (names end in Minor): operators adjust exact amounts, and the screens format them.
 */

const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'validation.date' });
const idParam = () => z.coerce.number().pipe(idNumber());
/** Paging newest first: the answer's nextCursor, given back, continues after the last item (null: no more). */
const cursorParam = () => idParam().optional();

export const ADMIN_PAGE_SIZE = 50;

export const adminPlayerParams = z.object({ id: idParam() });
export const adminSessionParams = z.object({ id: idParam(), sessionId: idParam() });

/** q: a username, e-mail, phone (as the player would type it), T.C. number or player id; empty lists everyone. */
export const playerSearchQuery = z.object({
  q: plainText().trim().max(100, { error: 'validation.max' }).optional(),
  cursor: cursorParam(),
});
export type PlayerSearchQuery = z.input<typeof playerSearchQuery>;

export const adminPlayerItem = z.object({
  id: z.number().int(),
  username: z.string(),
  name: z.string(),
  surname: z.string(),
  email: z.string(),
  phone: z.string(),
  personalNo: z.string().nullable(),
  createdAt: z.string(),
  blockedAt: z.string().nullable(),
  smsVerified: z.boolean(),
});
export type AdminPlayerItem = z.infer<typeof adminPlayerItem>;

/** A search result: the player and their cash balance. */
export const adminPlayerRow = adminPlayerItem.extend({ cashMinor: z.number().int() });
export type AdminPlayerRow = z.infer<typeof adminPlayerRow>;

export const adminPlayerPage = z.object({ items: z.array(adminPlayerRow), nextCursor: z.number().int().nullable() });
export type AdminPlayerPage = z.infer<typeof adminPlayerPage>;

export const adminBalances = z.object({ cashMinor: z.number().int(), bonusMinor: z.number().int(), heldMinor: z.number().int() });
export type AdminBalances = z.infer<typeof adminBalances>;

export const adminPlayerDetail = z.object({
  profile: adminPlayerItem.extend({
    birthDate: z.string().nullable(),
    locale: z.string(),
    countryId: z.number().int(),
    currencyId: z.number().int(),
  }),
  verification: z.object({ smsVerified: z.boolean() }),
  balances: adminBalances,
  blockedAt: z.string().nullable(),
  selfExcludedUntil: z.string().nullable(),
  bettingPartnerAccess: z.boolean(),
  lastLoginAt: z.string().nullable(),
  lastLoginIp: z.string().nullable(),
});
export type AdminPlayerDetail = z.infer<typeof adminPlayerDetail>;

export const ACCOUNT_KINDS = ['cash', 'bonus', 'held'] as const;

/** Dates are inclusive days on Türkiye's clocks. */
export const adminLedgerQuery = z.object({
  kind: plainText().trim().max(40, { error: 'validation.max' }).regex(/^[a-z_]*$/, { error: 'validation.invalid' }).optional(),
  from: isoDay.optional(),
  to: isoDay.optional(),
  cursor: cursorParam(),
});
export type AdminLedgerQuery = z.input<typeof adminLedgerQuery>;

/** The ledger's filter form: a kind (as the ledger names it: `adjustment`, `deposit`...) and days; empty means any. */
export const ledgerFilter = z
  .object({
    kind: plainText().trim().max(40, { error: 'validation.max' }).regex(/^[a-z_]*$/, { error: 'validation.invalid' }),
    from: z.union([z.literal(''), isoDay]),
    to: z.union([z.literal(''), isoDay]),
  })
  .refine((f) => !f.from || !f.to || f.from <= f.to, { error: 'validation.invalid', path: ['to'] });
export type LedgerFilter = z.input<typeof ledgerFilter>;

export const adminLedgerEntry = z.object({
  id: z.number().int(),
  account: z.enum(ACCOUNT_KINDS),
  amountMinor: z.number().int(),
  balanceAfterMinor: z.number().int(),
  kind: z.string(),
  reference: z.string(),
  createdAt: z.string(),
});
export const adminLedgerPage = z.object({ items: z.array(adminLedgerEntry), nextCursor: z.number().int().nullable() });
export type AdminLedgerPage = z.infer<typeof adminLedgerPage>;

/** A player's session as their own Session History shows it, without `current` (an operator has none). */
export const adminSessionItem = sessionItem.omit({ current: true });
export type AdminSessionItem = z.infer<typeof adminSessionItem>;

/** Casino rounds and sports bets in one list: cursor is the nextCursor of the page before (opaque). */
export const adminBetsQuery = z.object({
  cursor: plainText().regex(/^[0-9T:.Z-]{10,30}~[cs]~\d{1,10}$/, { error: 'validation.invalid' }).optional(),
});
export const adminBetItem = z.object({
  source: z.enum(['casino', 'sports']),
  id: z.number().int(),
  ref: z.string(),
  /** The game's name, or the sportsbook partner. */
  title: z.string(),
  stakeMinor: z.number().int(),
  /** What the round won or the bet paid. */
  returnMinor: z.number().int(),
  refundedMinor: z.number().int(),
  status: z.string(),
  at: z.string(),
});
export type AdminBetItem = z.infer<typeof adminBetItem>;
export const adminBetsPage = z.object({ items: z.array(adminBetItem), nextCursor: z.string().nullable() });
export type AdminBetsPage = z.infer<typeof adminBetsPage>;

/** The player's notifications newest first (time, then id); cursor is the nextCursor of the page before (opaque). */
export const adminNotificationsQuery = z.object({
  cursor: plainText().regex(/^[0-9T:.Z-]{10,30}~\d{1,10}$/, { error: 'validation.invalid' }).optional(),
});
/** A notification as the player reads it, rendered in the operator's language; byOperator: an operator's own words. */
export const adminNotificationItem = notificationItem.extend({ byOperator: z.boolean() });
export type AdminNotificationItem = z.infer<typeof adminNotificationItem>;
export const adminNotificationsPage = z.object({ items: z.array(adminNotificationItem), nextCursor: z.string().nullable() });
export type AdminNotificationsPage = z.infer<typeof adminNotificationsPage>;

export const ADJUST_REASON_MIN = 3;
export const ADJUST_REASON_MAX = 500;

/** Why an operator changed something about a player: kept in the audit log. */
export const operatorReason = () =>
  requiredString()
    .trim()
    .min(ADJUST_REASON_MIN, { error: 'validation.min' })
    .max(ADJUST_REASON_MAX, { error: 'validation.max' })
    .regex(/^(?:[^\p{Cc}]|[\t\n\r])*$/u, { error: 'validation.invalid' });

export const blockPayload = z.object({ reason: operatorReason() });
export type BlockPayload = z.infer<typeof blockPayload>;

export const blockState = z.object({ blockedAt: z.string().nullable(), sessionsEnded: z.number().int() });
export type BlockState = z.infer<typeof blockState>;

/** amountMinor: signed kuruş (positive credits, negative debits); requestId makes a repeated submit harmless. */
export const adjustPayload = z.object({
  account: z.enum(['cash', 'bonus'], { error: 'validation.invalid' }),
  amountMinor: int32().refine((n) => n !== 0, { error: 'validation.invalid' }),
  reason: operatorReason(),
  requestId: z.uuid({ error: 'validation.invalid' }),
});
export type AdjustPayload = z.infer<typeof adjustPayload>;

export const adjustResult = z.object({
  entryId: z.number().int(),
  amountMinor: z.number().int(),
  balanceAfterMinor: z.number().int(),
  /** True when this requestId had been applied before: nothing moved this time. */
  replayed: z.boolean(),
  balances: adminBalances,
});
export type AdjustResult = z.infer<typeof adjustResult>;

/**
 * The adjustment dialog: an amount in lira as the operator types it ("50", "12,50", "1.250,75" is refused: no
 * thousands separators), a direction and an account, and the reason. `adjustBody` turns it into the payload.
 */
export const adjustForm = z.object({
  account: z.enum(['cash', 'bonus'], { error: 'validation.invalid' }),
  direction: z.enum(['credit', 'debit'], { error: 'validation.invalid' }),
  amount: requiredString()
    .trim()
    .regex(/^\d{1,8}(?:[.,]\d{1,2})?$/, { error: 'validation.invalid' })
    .refine((text) => Number(text.replace(',', '.')) > 0, { error: 'validation.invalid' })
    .refine((text) => Math.round(Number(text.replace(',', '.')) * 100) <= 2_147_483_647, { error: 'validation.invalid' }),
  reason: operatorReason(),
});
export type AdjustForm = z.input<typeof adjustForm>;

export const adjustBody = (form: z.output<typeof adjustForm>, requestId: string): AdjustPayload => {
  const minor = Math.round(Number(form.amount.replace(',', '.')) * 100);
  return { account: form.account, amountMinor: form.direction === 'debit' ? -minor : minor, reason: form.reason, requestId };
};

export const partnerAccessPayload = z.object({ granted: z.boolean({ error: 'validation.invalid' }) });
export const partnerAccessState = z.object({ bettingPartnerAccess: z.boolean(), changed: z.boolean() });

/** Dates are inclusive days on Türkiye's clocks; without them, the last 7 days up to today. At most 366 days. */
export const dashboardQuery = z.object({ from: isoDay.optional(), to: isoDay.optional() });
export type DashboardQuery = z.input<typeof dashboardQuery>;

export const dashboardTotals = z.object({
  depositsMinor: z.number().int(),
  depositCount: z.number().int(),
  withdrawalsMinor: z.number().int(),
  withdrawalCount: z.number().int(),
  casinoStakesMinor: z.number().int(),
  casinoWinsMinor: z.number().int(),
  sportsStakesMinor: z.number().int(),
  sportsPayoutsMinor: z.number().int(),
  /** Net gaming revenue: stakes − casino wins − sports payouts. */
  ngrMinor: z.number().int(),
  newPlayers: z.number().int(),
  activePlayers: z.number().int(),
});
export type DashboardTotals = z.infer<typeof dashboardTotals>;

export const dashboardDay = z.object({ date: z.string(), depositsMinor: z.number().int(), withdrawalsMinor: z.number().int(), ngrMinor: z.number().int() });

export const dashboard = z.object({
  from: z.string(),
  to: z.string(),
  period: dashboardTotals,
  today: dashboardTotals.extend({ date: z.string() }),
  /** refunds: deposit refunds needing a person (the PSP keeps refusing, or it failed after accepting). */
  /** disputes: payment disputes (chargebacks) still open, each holding the player's withdrawals. */
  pending: z.object({ withdrawals: z.number().int(), bankTransfers: z.number().int(), refunds: z.number().int(), disputes: z.number().int() }),
  series: z.array(dashboardDay),
});
export type Dashboard = z.infer<typeof dashboard>;

/**
 * The all-players transaction list is the ledger (every movement of money), grouped into the kinds an operator
 * asks for: each group names the ledger's entry kinds. Entries of other kinds (refunds, reversals, bonuses) are
 * listed without a kind filter, as 'other'.
 */
export const TRANSACTION_KINDS = {
  deposit: ['deposit'],
  withdrawal: ['withdraw_held', 'withdraw_paid', 'withdraw_returned'],
  adjustment: ['adjustment'],
  bet: ['stake'],
  win: ['win', 'sports_win'],
} as const satisfies Record<string, readonly string[]>;
export type TransactionKind = keyof typeof TRANSACTION_KINDS;
export const transactionKind = z.enum(Object.keys(TRANSACTION_KINDS) as [TransactionKind, ...TransactionKind[]], { error: 'validation.invalid' });

/** The status of the payment behind a deposit or withdrawal entry (other entries have none). */
export const PAYMENT_STATUSES = ['pending', 'confirmed', 'rejected', 'cancelled'] as const;
export const paymentStatus = z.enum(PAYMENT_STATUSES, { error: 'validation.invalid' });
export type PaymentStatus = z.infer<typeof paymentStatus>;

/** Filters of GET admin/transactions and admin/transactions.csv; dates are inclusive days on Türkiye's clocks. */
export const transactionsQuery = z.object({
  kind: transactionKind.optional(),
  status: paymentStatus.optional(),
  username: plainText().trim().max(64, { error: 'validation.max' }).optional(),
  from: isoDay.optional(),
  to: isoDay.optional(),
  cursor: cursorParam(),
});
export type TransactionsQuery = z.infer<typeof transactionsQuery>;

export const adminTransactionItem = z.object({
  id: z.number().int(),
  at: z.string(),
  playerId: z.number().int(),
  username: z.string(),
  account: z.enum(ACCOUNT_KINDS),
  kind: z.union([transactionKind, z.literal('other')]),
  /** The ledger's own name of the movement (stake, withdraw_paid, ...). */
  entryKind: z.string(),
  amountMinor: z.number().int(),
  balanceAfterMinor: z.number().int(),
  reference: z.string(),
  status: paymentStatus.nullable(),
});
export type AdminTransactionItem = z.infer<typeof adminTransactionItem>;
export const adminTransactionPage = z.object({ items: z.array(adminTransactionItem), nextCursor: z.number().int().nullable() });
export type AdminTransactionPage = z.infer<typeof adminTransactionPage>;

export const auditQuery = z.object({
  target: plainText().trim().max(64, { error: 'validation.max' }).optional(),
  operatorId: idParam().optional(),
  action: plainText().trim().max(64, { error: 'validation.max' }).optional(),
  cursor: cursorParam(),
});
export type AuditQuery = z.input<typeof auditQuery>;

export const auditItem = z.object({
  id: z.number().int(),
  at: z.string(),
  actor: z.string(),
  operatorId: z.number().int().nullable(),
  operatorUsername: z.string().nullable(),
  ip: z.string().nullable(),
  action: z.string(),
  target: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
});
export type AuditItem = z.infer<typeof auditItem>;
export const auditPage = z.object({ items: z.array(auditItem), nextCursor: z.number().int().nullable() });
export type AuditPage = z.infer<typeof auditPage>;

/** The back office's roles (an operator has exactly one). */
export const OPERATOR_ROLES = ['admin', 'finance', 'support', 'content'] as const;
export const operatorRole = z.enum(OPERATOR_ROLES, { error: 'validation.invalid' });
export type OperatorRole = z.infer<typeof operatorRole>;

/** The same rules as `npm run operator -- create` (server/modules/operators/accounts.ts). */
export const OPERATOR_PASSWORD_MIN = 12;
export const OPERATOR_PASSWORD_MAX = 256;

export const adminOperatorParams = z.object({ id: idParam() });

/** The Operators screen's list (admins only). */
export const adminOperatorItem = z.object({
  id: z.number().int(),
  username: z.string(),
  role: operatorRole,
  active: z.boolean(),
  totpEnrolled: z.boolean(),
  createdAt: z.string(),
  lastLoginAt: z.string().nullable(),
  /** Only in the answer that created the operator or reset their authenticator: the one-time enrollment code, shown once. */
  enrollCode: z.string().optional(),
});
export type AdminOperatorItem = z.infer<typeof adminOperatorItem>;
export const adminOperatorList = z.array(adminOperatorItem);

/**
 * A new operator: a username of 3 to 32 characters (letters a-z, digits, dot, dash, underscore; stored in lower
 * case), a role and the first password (at least 12 characters). The first sign-in enrolls an authenticator (TOTP).
 */
export const operatorCreatePayload = z.object({
  username: requiredString()
    .trim()
    .max(32, { error: 'validation.max' })
    .regex(/^[A-Za-z0-9][A-Za-z0-9._-]{2,31}$/, { error: 'validation.invalid' }),
  role: operatorRole,
  password: requiredString().min(OPERATOR_PASSWORD_MIN, { error: 'validation.min' }).max(OPERATOR_PASSWORD_MAX, { error: 'validation.max' }),
});
export type OperatorCreatePayload = z.input<typeof operatorCreatePayload>;

export const operatorRolePayload = z.object({ role: operatorRole });
