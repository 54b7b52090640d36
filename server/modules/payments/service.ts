import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { NotificationType, TransactionStatus as S, TransactionType } from '../../../contracts/enums.js';
import type { ReviewItem, TransactionItem } from '../../../contracts/money.js';
import type { Locale } from '../../../i18n/locales.js';
import { serverMessage, type ServerMessageKey } from '../../http/messages.js';
import type { AppContext } from '../../context.js';
import type { Database, PaymentMethodRow, TransactionRow } from '../../db/schema.js';
import { preparedWrite } from '../../db/prepared.js';
import { commitEvents } from '../../db/commit-events.js';
import { transact } from '../../db/transact.js';
import { minorToLira } from '../../money.js';
import { grantBonus, lockMoney } from '../bonus/wagering.js';
import { notify } from '../notifications/service.js';
import { done, refused, type Outcome } from '../outcome.js';
import { credit, debit } from '../wallet/service.js';
import { depositBonusFor } from '../bonus/eligibility.js';
import type { PaymentEvent } from './provider.js';
import { paymentProvider } from './providers.js';
import { sourcesOf, type StatusActor } from './status-edges.js';
import { methodTitle } from './methods.js';
import { checkDeposit } from '../limits/rules.js';
import { refundReasonOf, refuseDeposit, sendDueRefunds } from './refunds.js';
import { withdrawalsHeld } from './disputes.js';

type Db = Kysely<Database>;

const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** A reference a player can read out and write in a bank transfer's description: D or W and 8 characters. */
export function newReference(type: number): string {
  const bytes = randomBytes(8);
  let code = '';
  for (const byte of bytes) code += ALPHABET[byte % 32];
  return `${type === TransactionType.Deposit ? 'D' : 'W'}${code}`;
}

const actorKind = (actor: string): StatusActor => actor.split(':')[0] as StatusActor;

// The statements of every status move and of the webhook's lookup, compiled once (see db/prepared.ts).
const statusOf = preparedWrite((db: Db, id: number) => db.selectFrom('transactions').select('status').where('id', '=', id));
const setStatus = preparedWrite((db: Db, to: number, updatedAt: string, id: number, from: number) =>
  db.updateTable('transactions').set({ status: to, updated_at: updatedAt }).where('id', '=', id).where('status', '=', from),
);
const setStatusAndReason = preparedWrite((db: Db, to: number, updatedAt: string, reason: string | null, id: number, from: number) =>
  db.updateTable('transactions').set({ status: to, updated_at: updatedAt, reason }).where('id', '=', id).where('status', '=', from),
);
const insertEvent = preparedWrite(
  (db: Db, transactionId: number, from: number | null, to: number, actor: string, note: string | null, createdAt: string) =>
    db.insertInto('transaction_events').values({ transaction_id: transactionId, from_status: from, to_status: to, actor, note, created_at: createdAt }),
);
const refundOf = (trx: Db, transactionId: number) =>
  trx.selectFrom('payment_refunds').select('id').where('transaction_id', '=', transactionId).executeTakeFirst();
const depositByReference = preparedWrite((db: Db, reference: string, provider: string, type: number) =>
  db.selectFrom('transactions').selectAll().where('reference', '=', reference).where('provider', '=', provider).where('type', '=', type),
);

/**
 * Moves a transaction to `to` if its status is one the edges allow for this actor, in one conditional statement:
 * of two racing moves exactly one finds the old status. Records the move in the status history.
 */
export async function moveStatus(
  trx: Db,
  tx: Pick<TransactionRow, 'id' | 'type'> & { provider?: string },
  to: S,
  actor: string,
  now: Date,
  extra: { reason?: string | null; note?: string; from?: readonly S[]; status?: S } = {},
): Promise<S | null> {
  const allowed = sourcesOf(tx.type, to, actorKind(actor)).filter((s) => !extra.from || extra.from.includes(s));
  if (allowed.length === 0) return null;
  // `status`: what the caller read of this row in the same transaction. The update below stays conditional on it,
  // so a move made meanwhile by another transaction (PostgreSQL, READ COMMITTED) makes this one find nothing.
  let current = extra.status;
  if (current === undefined) {
    const row = (await statusOf(trx, tx.id)).rows[0];
    if (!row) throw new Error(`transaction ${tx.id} not found`);
    current = row.status as S;
  }
  if (!allowed.includes(current)) return null;
  const at = now.toISOString();
  const moved =
    extra.reason !== undefined ? await setStatusAndReason(trx, to, at, extra.reason, tx.id, current) : await setStatus(trx, to, at, tx.id, current);
  if (Number(moved.numAffectedRows ?? 0) === 0) return null;
  await insertEvent(trx, tx.id, current, to, actor, extra.note ?? extra.reason ?? null, at);
  if ((to === S.Pending || current === S.Pending) && waitsForOperator(tx.type, tx.provider)) reviewQueueChanges.raise(trx, { type: tx.type as TransactionType });
  return current;
}

export async function createTransaction(
  trx: Db,
  values: {
    playerId: number;
    type: TransactionType;
    status: S;
    method: PaymentMethodRow;
    amountMinor: number;
    feeMinor: number;
    detailsMasked: string;
    details: object;
    bonusDefinitionId?: number | null;
    expiresAt?: Date | null;
    actor: string;
    now: Date;
  },
): Promise<TransactionRow> {
  const now = values.now.toISOString();
  const row = await trx
    .insertInto('transactions')
    .values({
      player_id: values.playerId,
      type: values.type,
      status: values.status,
      method_id: values.method.id,
      amount_minor: values.amountMinor,
      fee_minor: values.feeMinor,
      reference: newReference(values.type),
      details_masked: values.detailsMasked,
      details: JSON.stringify(values.details),
      provider: values.method.provider,
      provider_reference: null,
      bonus_definition_id: values.bonusDefinitionId ?? null,
      reason: null,
      expires_at: values.expiresAt?.toISOString() ?? null,
      created_at: now,
      updated_at: now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  await insertEvent(trx, row.id, null, values.status, values.actor, null, now);
  if (values.status === S.Pending && waitsForOperator(values.type, values.method.provider)) reviewQueueChanges.raise(trx, { type: values.type });
  return row;
}

/**
 * The player's limits and exclusion asked again for a deposit whose money has arrived (a PSP's "paid", an operator's
 * approval of a transfer): under the money lock like a new deposit, its own open room not counted twice.
 */
async function depositStillAllowed(trx: Db, tx: TransactionRow, now: Date) {
  await lockMoney(trx, tx.player_id);
  return checkDeposit(trx, tx.player_id, tx.amount_minor, now, tx.id);
}

/**
 * Credits a deposit and moves it to Confirmed in one database transaction, exactly once: the credit's idempotency
 * key is the transaction, and the status moves by a conditional update, so a second confirmation finds nothing to do.
 * A bonus chosen with the deposit is granted in the same transaction.
 */
async function confirmDeposit(trx: Db, tx: TransactionRow, actor: string, now: Date, from?: readonly S[], status?: S): Promise<boolean> {
  // No lockMoney here: the credit below updates the player's cash row before anything is decided from their money
  // (the first-deposit check of a bonus), so that update is the lock, and a concurrent withdrawal waits for it.
  // `status`: what the caller read of the row in this transaction, if it knows; the move stays conditional on it.
  const previous = await moveStatus(trx, tx, S.Confirmed, actor, now, { from, status });
  if (previous === null) return false;
  const creditedMinor = tx.amount_minor - tx.fee_minor;
  // The key is used here only, right after this transaction moved the deposit to Confirmed, which happens once
  // (no edge leaves Confirmed); so it cannot have been used, and a replay lookup would always find nothing. Should
  // it ever have been, the ledger's unique key refuses the entry and the whole confirmation rolls back.
  await credit(trx, {
    fresh: true,
    playerId: tx.player_id,
    kind: 'cash',
    amountMinor: creditedMinor,
    entryKind: 'deposit',
    reference: tx.reference,
    idempotencyKey: `deposit:${tx.id}`,
    now,
  });
  if (tx.bonus_definition_id !== null) {
    const bonus = await depositBonusFor(trx, tx.player_id, tx.bonus_definition_id, creditedMinor, now, tx.id);
    if (bonus) {
      await grantBonus(trx, {
        playerId: tx.player_id,
        definition: bonus.definition,
        amountMinor: bonus.amountMinor,
        lockedCashMinor: creditedMinor,
        onceKey: `deposit:${tx.id}`,
        transactionId: tx.id,
        now,
      });
    }
  }
  await notify(trx, { playerId: tx.player_id, type: NotificationType.Deposit, template: 'depositConfirmed', params: { amountMinor: creditedMinor, reference: tx.reference } }, now);
  return true;
}

export type SettleResult = 'credited' | 'refunded' | 'cancelled' | 'duplicate' | 'ignored' | 'unknown_reference' | 'mismatch';

/**
 * Applies a verified PSP event to the deposit with that reference, exactly once: paid → Confirmed + credit, or, when
 * the player's limits or exclusion no longer allow it, Rejected + a refund through the PSP; failed/cancelled →
 * Cancelled.
 */
export async function settleDeposit(ctx: AppContext, provider: string, event: PaymentEvent): Promise<SettleResult> {
  const now = ctx.now();
  let txId = 0;
  const result = await transact(ctx.db.kysely, async (trx): Promise<SettleResult> => {
    const tx = (await depositByReference(trx, event.reference, provider, TransactionType.Deposit)).rows[0];
    if (!tx) return 'unknown_reference';
    txId = tx.id;
    const actor = `provider:${provider}`;
    if (event.outcome !== 'paid') {
      if (tx.status === S.Cancelled) return 'duplicate';
      const moved = await moveStatus(trx, tx, S.Cancelled, actor, now, { note: event.outcome, status: tx.status as S });
      return moved === null ? 'ignored' : 'cancelled';
    }
    if (event.amountMinor !== tx.amount_minor || event.currency.toUpperCase() !== 'TRY') {
      ctx.log.warn({ reference: tx.reference, expected: tx.amount_minor, got: event.amountMinor, currency: event.currency }, 'payment amount differs from the deposit');
      return 'mismatch';
    }
    // A payment the PSP made for another page (a ticket of another deposit, or one replayed from elsewhere) pays
    // nothing here, as a different amount does not.
    if (tx.provider_reference !== null && event.providerReference !== tx.provider_reference) {
      ctx.log.warn({ reference: tx.reference }, 'payment names another provider reference than the deposit');
      return 'mismatch';
    }
    if (tx.status === S.Confirmed) return 'duplicate';
    if (tx.status === S.Rejected) return (await refundOf(trx, tx.id)) ? 'duplicate' : 'ignored';
    // Paid after the clock cancelled it: the money reached the PSP, so it is credited (or refunded), not lost.
    const from = tx.status === S.Cancelled && tx.reason !== 'expired' ? [] : undefined;
    // The status as this transaction left it; unknown (read again) when a concurrent move beat ours to Pending.
    let status: S | undefined = tx.status as S;
    if (status === S.Created) status = (await moveStatus(trx, tx, S.Pending, actor, now, { status })) === null ? undefined : S.Pending;
    // The payment's own handle at the PSP (Stripe: the PaymentIntent) is kept when it is not the reference: a dispute
    // (chargeback) names the payment by it.
    const handle = event.refundHandle !== '' && event.refundHandle !== (tx.provider_reference ?? event.providerReference) ? event.refundHandle : null;
    if (tx.provider_reference === null || handle !== null) {
      await trx
        .updateTable('transactions')
        .set({ provider_reference: tx.provider_reference ?? event.providerReference, ...(handle !== null ? { payment_handle: handle } : {}) })
        .where('id', '=', tx.id)
        .execute();
    }
    // The player's limits and exclusion, asked again now that the money is here (they may have changed since the
    // deposit was created, or its room gone to another deposit after it expired). Under the money lock, like a new
    // deposit: the deposits created meanwhile are counted. Over the line, the money goes back through the PSP.
    const verdict = await depositStillAllowed(trx, tx, now);
    if (!verdict.ok) {
      const refunded = await refuseDeposit(trx, tx, event, refundReasonOf(verdict), now, (to, reason) =>
        moveStatus(trx, tx, to, 'system:limits', now, { reason, from, status }),
      );
      return refunded ? 'refunded' : 'ignored';
    }
    const credited = await confirmDeposit(trx, tx, actor, now, from, status);
    if (credited) return 'credited';
    const after = await trx.selectFrom('transactions').select('status').where('id', '=', tx.id).executeTakeFirstOrThrow();
    return after.status === S.Confirmed ? 'duplicate' : 'ignored';
  });
  // Asked of the PSP once the refusal has committed; a failure is asked again by the money sweep.
  if (result === 'refunded') ctx.background.run('deposit-refund', async () => void (await sendDueRefunds(ctx, txId)));
  return result;
}

/** Cancels the deposits whose payment page closed unpaid (bank transfers wait for an operator instead). */
export async function expireDeposits(ctx: AppContext): Promise<number> {
  const now = ctx.now();
  const due = await ctx.db.kysely
    .selectFrom('transactions')
    .select(['id', 'type'])
    .where('type', '=', TransactionType.Deposit)
    .where('status', 'in', [S.Created, S.Pending])
    .where('provider', '!=', 'manual')
    .where('expires_at', '<=', now.toISOString())
    .limit(500)
    .execute();
  let expired = 0;
  for (const tx of due) {
    const moved = await transact(ctx.db.kysely, (trx) => moveStatus(trx, tx, S.Cancelled, 'system', now, { reason: 'expired', note: 'expired' }));
    if (moved !== null) expired += 1;
  }
  return expired;
}

export type Decision = { id: number; decision: 'approve' | 'reject'; reason?: string; actor: string };

/**
 * An operator decides a pending withdrawal (approve: the held money leaves; reject: it goes back to cash) or a bank
 * transfer deposit (approve: credited; reject: nothing moves). Of two racing decisions exactly one wins.
 */
export async function decideTransaction(
  ctx: AppContext,
  input: Decision,
  db: Db = ctx.db.kysely,
): Promise<Outcome<{ before: TransactionItem; after: TransactionItem }>> {
  const now = ctx.now();
  return transact(db, async (trx) => {
    const tx = await trx.selectFrom('transactions').selectAll().where('id', '=', input.id).executeTakeFirst();
    if (!tx) return refused('transaction_not_found');
    const reviewable = tx.status === S.Pending && (tx.type === TransactionType.Withdraw || tx.provider === 'manual');
    if (!reviewable) return refused('transaction_decided');
    if (input.decision === 'reject' && !input.reason?.trim()) return refused('reason_required');
    const before = await transactionItem(trx, tx, 'tr');
    let moved: boolean;
    if (tx.type === TransactionType.Deposit) {
      if (input.decision === 'approve') {
        // A transfer that arrived after the player's limit was lowered or they excluded themselves is not credited:
        // the operator rejects it and returns the transfer.
        if (!(await depositStillAllowed(trx, tx, now)).ok) return refused('deposit_over_limit');
      }
      moved = input.decision === 'approve'
        ? await confirmDeposit(trx, tx, input.actor, now, undefined, tx.status as S)
        : (await moveStatus(trx, tx, S.Rejected, input.actor, now, { reason: input.reason!.trim(), status: tx.status as S })) !== null;
    } else {
      // A chargeback of one of the player's deposits holds the payout; a rejection (the money back to cash) still goes.
      if (input.decision === 'approve') {
        await lockMoney(trx, tx.player_id);
        if (await withdrawalsHeld(trx, tx.player_id)) return refused('withdrawal_held_dispute');
      }
      moved = await decideWithdrawal(trx, tx, input, now);
    }
    if (!moved) return refused('transaction_decided');
    const after = await trx.selectFrom('transactions').selectAll().where('id', '=', tx.id).executeTakeFirstOrThrow();
    return done({ before, after: await transactionItem(trx, after, 'tr') });
  });
}

async function decideWithdrawal(trx: Db, tx: TransactionRow, input: Decision, now: Date): Promise<boolean> {
  await lockMoney(trx, tx.player_id);
  const approve = input.decision === 'approve';
  const status = tx.status as S;
  const previous = await moveStatus(trx, tx, approve ? S.Confirmed : S.Rejected, input.actor, now, approve ? { status } : { status, reason: input.reason!.trim() });
  if (previous === null) return false;
  const base = { playerId: tx.player_id, amountMinor: tx.amount_minor, reference: tx.reference, now };
  if (approve) {
    await debit(trx, { ...base, kind: 'held', entryKind: 'withdraw_paid', idempotencyKey: `withdraw:${tx.id}:paid` });
  } else {
    await debit(trx, { ...base, kind: 'held', entryKind: 'withdraw_returned', idempotencyKey: `withdraw:${tx.id}:unheld` });
    await credit(trx, { ...base, kind: 'cash', entryKind: 'withdraw_returned', idempotencyKey: `withdraw:${tx.id}:returned` });
  }
  await notify(
    trx,
    {
      playerId: tx.player_id,
      type: NotificationType.Withdraw,
      template: approve ? 'withdrawConfirmed' : 'withdrawRejected',
      params: { amountMinor: tx.amount_minor, reference: tx.reference, ...(approve ? {} : { reason: input.reason!.trim() }) },
    },
    now,
  );
  return true;
}

/** Pending withdrawals and bank transfer deposits awaiting an operator, oldest first. */
// The requests that wait for an operator: withdrawals and bank transfers (manual deposits), pending.
const waitsForOperator = (type: number, provider: string | undefined) => type === TransactionType.Withdraw || provider === 'manual';
const reviewQueueChanges = commitEvents<{ type: TransactionType }>();
/** Hears every request entering or leaving the payments queue (after its commit): the operators' hub tells finance. */
export const onReviewQueueChange = (db: Db, listener: (change: { type: TransactionType }) => void) => reviewQueueChanges.on(db, listener);

/** How many requests wait for a decision, of each type (the count in the back office's navigation). */
export async function pendingCounts(db: Db): Promise<{ withdrawals: number; deposits: number }> {
  const rows = await db
    .selectFrom('transactions')
    .select(['type', (eb) => eb.fn.countAll<number | string>().as('n')])
    .where('status', '=', S.Pending)
    .where((eb) => eb.or([eb('type', '=', TransactionType.Withdraw), eb('provider', '=', 'manual')]))
    .groupBy('type')
    .execute();
  const of = (type: number) => Number(rows.find((row) => row.type === type)?.n ?? 0);
  return { withdrawals: of(TransactionType.Withdraw), deposits: of(TransactionType.Deposit) };
}

export async function reviewQueue(ctx: AppContext, filter: { type?: 1 | 2 }, locale: Locale = 'tr'): Promise<ReviewItem[]> {
  let query = ctx.db.kysely
    .selectFrom('transactions')
    .innerJoin('players', 'players.id', 'transactions.player_id')
    .innerJoin('payment_methods', 'payment_methods.id', 'transactions.method_id')
    .selectAll('transactions')
    .select(['players.username', 'payment_methods.title_tr as method_title', 'payment_methods.title_en as method_title_en'])
    .where('transactions.status', '=', S.Pending)
    .where((eb) => eb.or([eb('transactions.type', '=', TransactionType.Withdraw), eb('transactions.provider', '=', 'manual')]))
    .orderBy('transactions.id')
    .limit(500);
  if (filter.type) query = query.where('transactions.type', '=', filter.type);
  const rows = await query.execute();
  const risks = await riskFacts(ctx.db.kysely, [...new Set(rows.map((row) => row.player_id))]);
  return rows.map((row) => ({
    ...toItem(row, locale === 'en' ? row.method_title_en : row.method_title, locale),
    playerId: row.player_id,
    username: row.username,
    payout: JSON.parse(row.details) as Record<string, string | number>,
    risk: risks.get(row.player_id) ?? { firstWithdrawal: true, deposited: 0, withdrawn: 0, signedUpAt: row.created_at },
  }));
}

/** Per player: confirmed deposits and withdrawals so far, whether none was ever paid out, and the sign-up time. */
async function riskFacts(db: Db, playerIds: number[]): Promise<Map<number, ReviewItem['risk']>> {
  const facts = new Map<number, ReviewItem['risk']>();
  if (playerIds.length === 0) return facts;
  const players = await db.selectFrom('players').select(['id', 'created_at']).where('id', 'in', playerIds).execute();
  const sums = await db
    .selectFrom('transactions')
    .select(['player_id', 'type', (eb) => eb.fn.sum<number | string>('amount_minor').as('total')])
    .where('player_id', 'in', playerIds)
    .where('status', '=', S.Confirmed)
    .groupBy(['player_id', 'type'])
    .execute();
  for (const player of players) {
    const total = (type: number) => Number(sums.find((row) => row.player_id === player.id && row.type === type)?.total ?? 0);
    const withdrawn = total(TransactionType.Withdraw);
    facts.set(player.id, { firstWithdrawal: withdrawn === 0, deposited: minorToLira(total(TransactionType.Deposit)), withdrawn: minorToLira(withdrawn), signedUpAt: player.created_at });
  }
  return facts;
}

export async function transactionItem(db: Db, tx: TransactionRow, locale: Locale): Promise<TransactionItem> {
  const method = await db.selectFrom('payment_methods').selectAll().where('id', '=', tx.method_id).executeTakeFirst();
  return toItem(tx, method ? methodTitle(method, locale) : '', locale);
}

// Reasons the system writes (the others are an operator's own words, shown as written).
const SYSTEM_REASONS = new Set(['expired', 'deposit_limit', 'excluded']);

/** A transaction's reason as the player reads it. */
export const reasonText = (reason: string | null, locale: Locale): string | null =>
  reason !== null && SYSTEM_REASONS.has(reason) ? serverMessage(locale, `payments.reason.${reason}` as ServerMessageKey) : reason;

export function toItem(tx: TransactionRow, method: string, locale: Locale = 'tr'): TransactionItem {
  return {
    id: tx.id,
    reference: tx.reference,
    type: tx.type as TransactionItem['type'],
    status: tx.status as TransactionItem['status'],
    amount: minorToLira(tx.amount_minor),
    fee: minorToLira(tx.fee_minor),
    method,
    details: tx.details_masked,
    reason: reasonText(tx.reason, locale),
    createdAt: tx.created_at,
    updatedAt: tx.updated_at,
  };
}
