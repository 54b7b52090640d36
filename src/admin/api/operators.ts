import { adminOperatorItem, adminOperatorList, type AdminOperatorItem, type OperatorCreatePayload } from '../../../contracts/admin-calls';
import type { OperatorAnswer, OperatorChange } from '../../../machines/admin-operators.machine';
import { adminApi } from './services';

/** GET admin/operators */
export async function loadOperators(signal?: AbortSignal): Promise<AdminOperatorItem[]> {
  const answer = await adminApi().get<unknown>('operators', { signal });
  return adminOperatorList.parse(answer.data);
}

/** POST admin/operators */
export async function createOperator(payload: OperatorCreatePayload, signal?: AbortSignal): Promise<OperatorAnswer> {
  const answer = await adminApi().post<unknown>('operators', payload, { signal });
  return { operator: adminOperatorItem.parse(answer.data), message: answer.message };
}

const PATHS = { role: 'role', disable: 'disable', enable: 'enable', resetTotp: 'reset-totp' } as const;

/** POST admin/operators/:id/role | disable | enable | reset-totp */
export async function changeOperator(change: OperatorChange, signal?: AbortSignal): Promise<OperatorAnswer> {
  const body = change.kind === 'role' ? { role: change.role } : {};
  const answer = await adminApi().post<unknown>(`operators/${change.id}/${PATHS[change.kind]}`, body, { signal });
  return { operator: adminOperatorItem.parse(answer.data), message: answer.message };
}
