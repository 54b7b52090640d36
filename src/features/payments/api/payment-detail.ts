import type { PaymentDetailPayload, PaymentField } from '../../../../contracts/payments';
import { loadSchemas } from '../../../app/schemas';
import { api } from '../../../app/services';

/** POST payment/detail {id, type}: the fields of the method's form (an empty list is "No data found"). */
export async function loadDetail(input: PaymentDetailPayload, signal?: AbortSignal): Promise<PaymentField[]> {
  const answer = await api.post<unknown>('payment/detail', input, { signal });
  return (await loadSchemas()).paymentField.array().parse(answer.data ?? []);
}
