import { adminPaymentMethod, adminPaymentMethodList, type AdminPaymentMethodList } from '../../../contracts/admin-payment-methods';
import type { PaymentMethodMoveRequest, PaymentMethodSave, PaymentMethodToggle } from '../../../machines/admin-payment-methods.machine';
import { adminApi } from './services';

/** GET admin/payment-methods: deposit then withdrawal methods. */
export async function loadPaymentMethods(signal?: AbortSignal): Promise<AdminPaymentMethodList> {
  return adminPaymentMethodList.parse((await adminApi().get<unknown>('payment-methods', { signal })).data);
}

/** POST admin/payment-methods/:id */
export async function savePaymentMethod({ id, body }: PaymentMethodSave, signal?: AbortSignal) {
  const answer = await adminApi().post<unknown>(`payment-methods/${id}`, body, { signal });
  return { method: adminPaymentMethod.parse(answer.data), message: answer.message };
}

/** POST admin/payment-methods/:id/move: the methods' new order. */
export async function movePaymentMethod({ id, direction }: PaymentMethodMoveRequest, signal?: AbortSignal) {
  const answer = await adminApi().post<unknown>(`payment-methods/${id}/move`, { direction }, { signal });
  return { list: adminPaymentMethodList.parse(answer.data), message: answer.message };
}

/** POST admin/payment-methods/:id/active */
export async function setPaymentMethodActive({ id, active }: PaymentMethodToggle, signal?: AbortSignal) {
  const answer = await adminApi().post<unknown>(`payment-methods/${id}/active`, { active }, { signal });
  return { method: adminPaymentMethod.parse(answer.data), message: answer.message };
}
