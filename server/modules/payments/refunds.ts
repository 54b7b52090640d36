import type { ExpressionBuilder, Kysely } from 'kysely';
import { NotificationType, TransactionStatus as S } from '../../../contracts/enums.js';
import type { AppContext } from '../../context.js';
import type { Database, RefundReason, TransactionRow } from '../../db/schema.js';
import type { Verdict } from '../limits/rules.js';
import { notify } from '../notifications/service.js';
import type { PaymentEvent, RefundFailureEvent } from './provider.js';
import { paymentProvider } from './providers.js';

type Db = Kysely<Database>;

/** The first retry after a failed refund call waits a minute, each next one twice as long, at most six hours. */
const retryDelayMs = (attempts: number) => Math.min(60_000 * 2 ** Math.max(0, attempts - 1), 6 * 3_600_000);

/**
 * How long a claim to ask the PSP holds: well past the PSP client's own time-out and retries (Stripe: 20 s a call). A
 * process that stopped mid-call leaves its claim; once it lapses the refund is asked again with the same key.
 */
export const REFUND_SENDING_MS = 5 * 60_000;

/** Not being asked of the PSP right now (no claim, or a lapsed one). */
export const notBeingSent = (at: string) => (eb: ExpressionBuilder<Database, 'payment_refunds'>) =>
  eb.or([eb('payment_refunds.sending_until', 'is', null), eb('payment_refunds.sending_until', '<=', at)]);

export const refundReasonOf = (verdict: Exclude<Verdict, { ok: true }>): RefundReason =>
  verdict.reason === 'player_excluded' ? 'excluded' : 'deposit_limit';

/**
 * A PSP says a deposit is paid, but the player's limits or exclusion no longer allow it (the limit was lowered, the
 * player excluded themselves, or the deposit's page expired and its room went to another deposit): nothing is
 * credited, the deposit moves to Rejected with the reason, the refund is recorded to be asked of the PSP once this
 * transaction commits (`sendDueRefunds`), and the player is told. Returns false when another move won the race.
 */
export async function refuseDeposit(
  trx: Db,
  tx: TransactionRow,
  event: PaymentEvent,
  reason: RefundReason,
  now: Date,
  move: (to: S, reason: string) => Promise<S | null>,
): Promise<boolean> {
  if ((await move(S.Rejected, reason)) === null) return false;
  const at = now.toISOString();
  await trx
    .insertInto('payment_refunds')
    .values({
      transaction_id: tx.id,
      provider: tx.provider,
      payment_handle: event.refundHandle,
      amount_minor: tx.amount_minor,
      reason,
      status: 'pending',
      attempts: 0,
      next_attempt_at: at,
      last_error: null,
      provider_refund_id: null,
      created_at: at,
      updated_at: at,
    })
    .execute();
  await notify(
    trx,
    {
      playerId: tx.player_id,
      type: NotificationType.Deposit,
      template: reason === 'excluded' ? 'depositRefundedExcluded' : 'depositRefundedLimit',
      params: { amountMinor: tx.amount_minor, reference: tx.reference },
    },
    now,
  );
  return true;
}

/** What one refund's asking came to: made (the PSP took it), failed at the PSP at once, or an error (asked again later). */
export type RefundAttempt = { outcome: 'refunded' } | { outcome: 'psp_failed'; failure: string } | { outcome: 'error'; error: string };

/**
 * Asks the PSPs for the refunds that are due: each once, whatever the process or the retries (the PSP's idempotency
 * key is our reference), marked done when the PSP accepts it; a failure is kept with its error and asked again
 * later, a minute after the first and twice as long each time. A refund the PSP made but failed at once (Stripe:
 * status failed or canceled) is done with its psp_failure: asking again with the same key would answer the same
 * failed refund; an operator settles it. A refund an operator resolved is not asked, nor one being asked already
 * (each is claimed for REFUND_SENDING_MS before its call, the claim released with the answer). `only` asks for one
 * transaction's refund; `evenIfNotDue` asks it now, before its next attempt's time (an operator's retry).
 * Returns how many were made and how many failed, and what each came to (by transaction).
 */
export async function sendDueRefunds(
  ctx: AppContext,
  only?: number,
  { evenIfNotDue = false }: { evenIfNotDue?: boolean } = {},
): Promise<{ refunded: number; failed: number; attempts: Map<number, RefundAttempt> }> {
  const db = ctx.db.kysely;
  const now = ctx.now();
  let query = db
    .selectFrom('payment_refunds')
    .innerJoin('transactions', 'transactions.id', 'payment_refunds.transaction_id')
    .select(['payment_refunds.id', 'payment_refunds.transaction_id', 'payment_refunds.provider', 'payment_refunds.payment_handle', 'payment_refunds.amount_minor', 'payment_refunds.attempts', 'transactions.reference'])
    .where('payment_refunds.status', '=', 'pending')
    .where('payment_refunds.resolved_at', 'is', null)
    .where(notBeingSent(now.toISOString()))
    .orderBy('payment_refunds.id')
    .limit(100);
  if (!evenIfNotDue) query = query.where('payment_refunds.next_attempt_at', '<=', now.toISOString());
  if (only !== undefined) query = query.where('payment_refunds.transaction_id', '=', only);
  const due = await query.execute();
  let refunded = 0;
  let failed = 0;
  const attempts = new Map<number, RefundAttempt>();
  for (const refund of due) {
    const attempt = refund.attempts + 1;
    // Claimed first: a refund another process (or an operator's retry) is asking right now is left to it, and an
    // operator cannot record it as returned another way while the PSP may be returning it.
    const claimedAt = ctx.now();
    const claim = await db
      .updateTable('payment_refunds')
      .set({ sending_until: new Date(claimedAt.getTime() + REFUND_SENDING_MS).toISOString() })
      .where('id', '=', refund.id)
      .where('status', '=', 'pending')
      .where('resolved_at', 'is', null)
      .where(notBeingSent(claimedAt.toISOString()))
      .executeTakeFirst();
    if (Number(claim.numUpdatedRows) === 0) continue;
    try {
      const provider = paymentProvider(ctx, refund.provider);
      if (!provider) throw new Error(`payment provider ${refund.provider} is not configured`);
      const made = await provider.refundPayment({ reference: refund.reference, handle: refund.payment_handle, amountMinor: Number(refund.amount_minor), currency: 'TRY' });
      const at = ctx.now().toISOString();
      const pspFailure = made.failure ? made.failure.slice(0, 500) : null;
      const recorded = await db
        .updateTable('payment_refunds')
        .set({ status: 'done', attempts: attempt, provider_refund_id: made.refundId, last_error: null, psp_failure: pspFailure, sending_until: null, updated_at: at })
        .where('id', '=', refund.id)
        .where('status', '=', 'pending')
        .executeTakeFirst();
      const meanwhile = Number(recorded.numUpdatedRows) === 0 ? await db.selectFrom('payment_refunds').select('resolved_at').where('id', '=', refund.id).executeTakeFirst() : undefined;
      if (meanwhile?.resolved_at) {
        // An operator recorded the money as returned another way although the PSP was being asked (only possible once
        // the claim had lapsed, a PSP slower than REFUND_SENDING_MS): it may have gone back twice. The PSP's refund is
        // kept on the row and said loudly, for finance to claim one back.
        await db.updateTable('payment_refunds').set({ provider_refund_id: made.refundId, updated_at: at }).where('id', '=', refund.id).where('provider_refund_id', 'is', null).execute();
        ctx.log.error({ reference: refund.reference, refundId: made.refundId }, 'deposit refund made by the PSP after an operator resolved it: the money may have been returned twice');
      }
      if (pspFailure) {
        failed += 1;
        ctx.log.warn({ reference: refund.reference, refundId: made.refundId, failure: pspFailure }, 'deposit refund failed at the PSP; an operator settles it');
        attempts.set(refund.transaction_id, { outcome: 'psp_failed', failure: pspFailure });
      } else {
        refunded += 1;
        attempts.set(refund.transaction_id, { outcome: 'refunded' });
      }
    } catch (err) {
      failed += 1;
      const at = ctx.now();
      const message = (err instanceof Error ? err.message : String(err)).slice(0, 500);
      ctx.log.warn({ err, reference: refund.reference, attempts: attempt }, 'deposit refund failed; asked again later');
      await db
        .updateTable('payment_refunds')
        .set({ attempts: attempt, last_error: message, next_attempt_at: new Date(at.getTime() + retryDelayMs(attempt)).toISOString(), sending_until: null, updated_at: at.toISOString() })
        .where('id', '=', refund.id)
        .where('status', '=', 'pending')
        .execute();
      attempts.set(refund.transaction_id, { outcome: 'error', error: message });
    }
  }
  return { refunded, failed, attempts };
}

/**
 * A PSP says a refund it had accepted could not return the money: the refund (found by the PSP's refund id, or our
 * reference) keeps the PSP's reason, for an operator to settle. The same event again changes nothing.
 */
export async function recordRefundFailure(
  ctx: AppContext,
  provider: string,
  event: RefundFailureEvent,
): Promise<'refund_failure_recorded' | 'duplicate' | 'unknown_refund'> {
  const db = ctx.db.kysely;
  let row = await db
    .selectFrom('payment_refunds')
    .select(['id', 'psp_failure'])
    .where('provider', '=', provider)
    .where('provider_refund_id', '=', event.refundId)
    .executeTakeFirst();
  if (!row && event.reference) {
    row = await db
      .selectFrom('payment_refunds')
      .innerJoin('transactions', 'transactions.id', 'payment_refunds.transaction_id')
      .select(['payment_refunds.id', 'payment_refunds.psp_failure'])
      .where('payment_refunds.provider', '=', provider)
      .where('payment_refunds.provider_refund_id', 'is', null)
      .where('transactions.reference', '=', event.reference)
      .executeTakeFirst();
  }
  if (!row) return 'unknown_refund';
  if (row.psp_failure !== null) return 'duplicate';
  // A failure that arrives before our own record of the PSP's answer (a lost answer) closes the pending row too:
  // asking again with the same key would only answer this failed refund.
  const updated = await db
    .updateTable('payment_refunds')
    .set({ status: 'done', provider_refund_id: event.refundId, psp_failure: event.failure.slice(0, 500), last_error: null, updated_at: ctx.now().toISOString() })
    .where('id', '=', row.id)
    .where('psp_failure', 'is', null)
    .executeTakeFirst();
  return Number(updated.numUpdatedRows) > 0 ? 'refund_failure_recorded' : 'duplicate';
}
