import type { WalletBalance } from '../../../../contracts/account';
import { api } from '../../../app/services';

const isAmount = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

/** GET user/balance, checked by hand: this runs on every page, where zod is not loaded. */
export async function loadBalance(_: void, signal?: AbortSignal): Promise<WalletBalance> {
  const { data } = await api.get<Partial<WalletBalance> | null>('user/balance', { signal });
  if (!data || !isAmount(data.balance)) throw new Error('unexpected balance answer');
  return { balance: data.balance, cash: isAmount(data.cash) ? data.cash : data.balance, bonus: isAmount(data.bonus) ? data.bonus : 0 };
}
