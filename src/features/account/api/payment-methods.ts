import type { TransactionType } from '../../../../contracts/enums';
import type { PaymentMethod } from '../../../../contracts/money';
import { loadSchemas } from '../../../app/schemas';
import { api } from '../../../app/services';

/** GET payment/methods?type=1 (deposit) or 2 (withdraw): the cards of the page, in the player's language. */
export async function loadPaymentMethods({ type }: { type: TransactionType }, signal?: AbortSignal): Promise<PaymentMethod[]> {
  const answer = await api.get<unknown>('payment/methods', { searchParams: { type }, signal });
  return (await loadSchemas()).paymentMethod.array().parse(answer.data);
}
