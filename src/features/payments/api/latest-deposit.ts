import type { TransactionItem } from '../../../../contracts/money';
import { loadSchemas } from '../../../app/schemas';
import { api } from '../../../app/services';

/** GET customer/transactions?type=1&page=1&pageSize=1: the player's newest deposit (null: none yet). */
export async function loadLatestDeposit(_: void, signal?: AbortSignal): Promise<TransactionItem | null> {
  const answer = await api.get<unknown>('customer/transactions', { searchParams: { type: 1, page: 1, pageSize: 1 }, signal });
  return (await loadSchemas()).transactionPage.parse(answer.data).items[0] ?? null;
}
