import * as z from 'zod';
import type { TransactionType } from '../../../contracts/enums';
import { reviewItem, type ReviewItem } from '../../../contracts/money';
import type { Decision } from '../../../machines/admin-payments.machine';
import type { Ack } from '../../../machines/machine-helpers';
import { adminApi } from './services';

/** GET admin/payments/queue?type=: pending rows of that type, oldest first. */
export async function loadQueue({ type }: { type: TransactionType }, signal?: AbortSignal): Promise<ReviewItem[]> {
  const answer = await adminApi().get<unknown>('payments/queue', { searchParams: { type }, signal });
  return z.array(reviewItem).parse(answer.data);
}

/** POST admin/payments/approve or admin/payments/reject: the server's (localized) confirmation. */
export async function decide(decision: Decision, signal?: AbortSignal): Promise<Ack> {
  const body = decision.decision === 'reject' ? { id: decision.id, reason: decision.reason } : { id: decision.id };
  const answer = await adminApi().post<unknown>(`payments/${decision.decision}`, body, { signal });
  return { message: answer.message };
}
