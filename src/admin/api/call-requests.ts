import { callRequestItem, callRequestPage, type CallRequestPage } from '../../../contracts/support';
import type { CallQueueRequest, CallRequestChange, CallRequestChanged } from '../../../machines/admin-call-requests.machine';
import { adminApi } from './services';

/** GET admin/call-requests: a page of the queue, newest first. */
export async function loadCallRequests(request: CallQueueRequest, signal?: AbortSignal): Promise<CallRequestPage> {
  const answer = await adminApi().get<unknown>('call-requests', { searchParams: { ...request }, signal });
  return callRequestPage.parse(answer.data);
}

/** POST admin/call-requests/:id: the new status and an optional note. */
export async function changeCallRequest({ id, ...change }: CallRequestChange, signal?: AbortSignal): Promise<CallRequestChanged> {
  const answer = await adminApi().post<unknown>(`call-requests/${id}`, change, { signal });
  return { item: callRequestItem.parse(answer.data), message: answer.message };
}
