import type { ExpressionBuilder, Kysely } from 'kysely';
import type { AdminRefundItem, RefundRetryResult, RefundView } from '../../../contracts/admin-refunds.js';
import type { AppContext } from '../../context.js';
import type { Database } from '../../db/schema.js';
import { transact } from '../../db/transact.js';
import { done, refused, type Outcome } from '../outcome.js';
import { notBeingSent, sendDueRefunds } from '../payments/refunds.js';
import { writeAudit } from './audit.js';
import type { OperatorPrincipal } from './sessions.js';

type Db = Kysely<Database>;

const RECENT = 100;

function refundRows(db: Db) {
  return db
    .selectFrom('payment_refunds as r')
    .innerJoin('transactions as t', 't.id', 'r.transaction_id')
    .innerJoin('players as p', 'p.id', 't.player_id')
    .leftJoin('operators as o', 'o.id', 'r.resolved_by')
    .select([
      'r.id',
      'r.transaction_id',
      't.reference',
      't.player_id',
      'p.username',
      'r.amount_minor',
      'r.reason',
      'r.status',
      'r.attempts',
      'r.last_error',
      'r.next_attempt_at',
      'r.psp_failure',
      'r.resolved_at',
      'r.resolved_by',
      'r.resolution_note',
      'r.sending_until',
      'r.created_at',
      'o.username as resolver',
    ]);
}
type Row = Awaited<ReturnType<ReturnType<typeof refundRows>['executeTakeFirstOrThrow']>>;

/** Money that is not back and no person has settled: the PSP keeps refusing, or it accepted and then failed. */
const needsAttention = (r: Pick<Row, 'status' | 'attempts' | 'psp_failure' | 'resolved_at'>) =>
  r.resolved_at === null && ((r.status === 'pending' && r.attempts > 0) || r.psp_failure !== null);

/** The same rule as a query's condition, for the list and the dashboard's count. */
const needingAttention = (eb: ExpressionBuilder<{ r: Database['payment_refunds'] }, 'r'>) =>
  eb.and([eb('r.resolved_at', 'is', null), eb.or([eb.and([eb('r.status', '=', 'pending'), eb('r.attempts', '>', 0)]), eb('r.psp_failure', 'is not', null)])]);

function itemOf(r: Row): AdminRefundItem {
  return {
    id: r.id,
    transactionId: r.transaction_id,
    reference: r.reference,
    playerId: r.player_id,
    username: r.username,
    amountMinor: Number(r.amount_minor),
    reason: r.reason,
    status: r.status,
    attempts: r.attempts,
    lastError: r.last_error,
    nextAttemptAt: r.status === 'pending' ? r.next_attempt_at : null,
    pspFailure: r.psp_failure,
    resolution: r.resolved_at === null ? null : { at: r.resolved_at, operatorId: r.resolved_by, operatorUsername: r.resolver ?? null, note: r.resolution_note ?? '' },
    needsAttention: needsAttention(r),
    createdAt: r.created_at,
  };
}

/** The refunds that need a person (oldest first: the longest waiting), or the newest ones whatever their state. */
export async function refundList(db: Db, view: RefundView): Promise<AdminRefundItem[]> {
  let query = refundRows(db);
  if (view === 'attention') {
    query = query
      .where(needingAttention)
      .orderBy('r.id', 'asc');
  } else {
    query = query.orderBy('r.id', 'desc').limit(RECENT);
  }
  return (await query.execute()).map(itemOf);
}

/** The dashboard's count of refunds needing attention. */
export async function refundsNeedingAttention(db: Db): Promise<number> {
  const row = await db
    .selectFrom('payment_refunds as r')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where(needingAttention)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The PSP is being asked for this refund right now (by the money sweep or another operator's retry). */
const beingSent = (r: Row, now: Date) => r.sending_until !== null && r.sending_until > now.toISOString();

const auditView = (r: Row) => ({ status: r.status, attempts: r.attempts, lastError: r.last_error, pspFailure: r.psp_failure, resolvedAt: r.resolved_at, resolvedBy: r.resolved_by, note: r.resolution_note });

/**
 * An operator asks the PSP for a pending refund now (its next attempt's time not waited for): the answer tells
 * whether the PSP took it, failed it at once, or still refuses (then it is asked again later as before). Audited.
 */
export async function retryRefund(ctx: AppContext, operator: OperatorPrincipal, ip: string, id: number): Promise<Outcome<RefundRetryResult>> {
  const db = ctx.db.kysely;
  const before = await refundRows(db).where('r.id', '=', id).executeTakeFirst();
  if (!before) return refused('refund_not_found');
  if (before.status !== 'pending' || before.resolved_at !== null) return refused('refund_not_pending');
  if (beingSent(before, ctx.now())) return refused('refund_being_sent');
  const { attempts } = await sendDueRefunds(ctx, before.transaction_id, { evenIfNotDue: true });
  const after = await refundRows(db).where('r.id', '=', id).executeTakeFirstOrThrow();
  // Nothing asked: another retry or the sweep got there first; the refund as it is now tells what came of it.
  const attempt = attempts.get(before.transaction_id);
  const outcome = attempt?.outcome ?? (after.status === 'pending' ? 'error' : after.psp_failure ? 'psp_failed' : 'refunded');
  await writeAudit(db, { kind: 'operator', operatorId: operator.operatorId, ip }, { action: 'refund.retry', target: `refund:${id}`, before: auditView(before), after: { ...auditView(after), outcome } }, ctx.now());
  return done({ outcome, refund: itemOf(after) });
}

/**
 * An operator records that the money went back another way (a bank transfer): a pending refund is no longer asked
 * of the PSP, a failed one is closed. Refused when it is already resolved, or the PSP returned the money.
 */
export async function resolveRefund(
  ctx: AppContext,
  operator: OperatorPrincipal,
  ip: string,
  input: { id: number; note: string },
): Promise<Outcome<AdminRefundItem>> {
  const now = ctx.now();
  return transact(ctx.db.kysely, async (trx) => {
    const before = await refundRows(trx).where('r.id', '=', input.id).executeTakeFirst();
    if (!before) return refused('refund_not_found');
    if (before.resolved_at !== null) return refused('refund_already_resolved');
    if (before.status === 'done' && before.psp_failure === null) return refused('refund_already_made');
    const at = now.toISOString();
    const changed = await trx
      .updateTable('payment_refunds')
      .set({ status: 'done', resolved_at: at, resolved_by: operator.operatorId, resolution_note: input.note, updated_at: at })
      .where('id', '=', input.id)
      .where('resolved_at', 'is', null)
      .where('status', '=', before.status)
      // The PSP may be returning this money at this moment: settling it another way now could return it twice.
      .where(notBeingSent(at))
      .executeTakeFirst();
    if (Number(changed.numUpdatedRows) === 0) {
      // The PSP is being asked for it (a claim held), it made it (nothing to settle), or another operator resolved it.
      const latest = await refundRows(trx).where('r.id', '=', input.id).executeTakeFirstOrThrow();
      if (latest.resolved_at !== null) return refused('refund_already_resolved');
      return refused(beingSent(latest, now) ? 'refund_being_sent' : 'refund_already_made');
    }
    const after = await refundRows(trx).where('r.id', '=', input.id).executeTakeFirstOrThrow();
    await writeAudit(trx, { kind: 'operator', operatorId: operator.operatorId, ip }, { action: 'refund.resolve', target: `refund:${input.id}`, before: auditView(before), after: auditView(after) }, now);
    return done(itemOf(after));
  });
}
