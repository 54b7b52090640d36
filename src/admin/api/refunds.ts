import { adminRefundItem, adminRefundList, refundRetryResult, type AdminRefundItem, type RefundView } from '../../../contracts/admin-refunds';
import type { RefundResolution, RefundResolved, RefundRetried } from '../../../machines/admin-refunds.machine';
import { adminApi } from './services';

/** GET admin/refunds?view=: the refunds needing a person (oldest first), or the recent ones (newest first). */
export async function loadRefunds({ view }: { view: RefundView }, signal?: AbortSignal): Promise<AdminRefundItem[]> {
  const answer = await adminApi().get<unknown>('refunds', { searchParams: { view }, signal });
  return adminRefundList.parse(answer.data);
}

/** POST admin/refunds/retry: the PSP is asked now; what came of it and the server's (localized) words. */
export async function retryRefund({ id }: { id: number }, signal?: AbortSignal): Promise<RefundRetried> {
  const answer = await adminApi().post<unknown>('refunds/retry', { id }, { signal });
  return { ...refundRetryResult.parse(answer.data), message: answer.message };
}

/** POST admin/refunds/resolve: the money went back another way, as the note says. */
export async function resolveRefund(resolution: RefundResolution, signal?: AbortSignal): Promise<RefundResolved> {
  const answer = await adminApi().post<unknown>('refunds/resolve', resolution, { signal });
  return { item: adminRefundItem.parse(answer.data), message: answer.message };
}
