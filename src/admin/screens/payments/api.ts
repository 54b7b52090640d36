import * as z from 'zod';
import { pendingCounts, type PendingCounts } from '../../../../contracts/admin-payments';
import type { TransactionType } from '../../../../contracts/enums';
import { reviewItem, type ReviewItem } from '../../../../contracts/money';
import type { Decided, DecideMany } from '../../../../machines/admin-payments.machine';
import { adminI18n } from '../../i18n';
import { adminApi, adminRuntime } from '../../api/services';

/** GET admin/payments/queue?type=: pending rows of that type, oldest first. */
export async function loadQueue({ type }: { type: TransactionType }, signal?: AbortSignal): Promise<ReviewItem[]> {
  const answer = await adminApi().get<unknown>('payments/queue', { searchParams: { type }, signal });
  return z.array(reviewItem).parse(answer.data);
}

/** GET admin/payments/pending: how many requests wait, of each type. */
export async function loadPendingCounts(signal?: AbortSignal): Promise<PendingCounts> {
  const answer = await adminApi().get<unknown>('payments/pending', { signal });
  return pendingCounts.parse(answer.data);
}

/**
 * POST admin/payments/approve or admin/payments/reject for each row, one after another: one row answers with the
 * server's (localized) confirmation, several with a count; a refused row stays, its reason told.
 */
export async function decideMany({ ids, decision, reason }: DecideMany, signal?: AbortSignal): Promise<Decided> {
  const decided: number[] = [];
  const refused: Decided['refused'] = [];
  let said = '';
  for (const id of ids) {
    try {
      const body = decision === 'reject' ? { id, reason } : { id };
      const answer = await adminApi().post<unknown>(`payments/${decision}`, body, { signal });
      decided.push(id);
      said = answer.message;
    } catch (error) {
      if (signal?.aborted) throw error;
      refused.push({ id, message: error instanceof Error ? error.message : String(error) });
    }
  }
  if (ids.length === 1) {
    if (refused.length > 0) throw new Error(refused[0].message);
    return { decided, refused, message: said };
  }
  const { t } = adminI18n(adminRuntime.locale);
  const done = t(decision === 'approve' ? 'admin.payments.bulkApproved' : 'admin.payments.bulkRejected', { count: decided.length });
  const message = refused.length === 0 ? done : `${done} ${t('admin.payments.bulkRefused', { count: refused.length, reason: refused[0].message })}`;
  return { decided, refused, message };
}
