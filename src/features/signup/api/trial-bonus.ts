import type { Ack } from '../../../../machines/machine-helpers';
import { api } from '../../../app/services';

/** GET bonus/definetrialbonus: the trial bonus of a new, phone-verified account. */
export async function claimTrialBonus(_: void, signal?: AbortSignal): Promise<Ack> {
  return { message: (await api.get<unknown>('bonus/definetrialbonus', { signal })).message };
}
