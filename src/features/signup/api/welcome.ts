import type { PhoneStepPayload } from '../../../../machines/welcome.machine';
import { postAck } from '../../../api/call';
import type { Ack } from '../../../../machines/machine-helpers';
import { api } from '../../../app/services';

/** POST customer/updatephone from the welcome panel: step 1 sends a code, step 2 proves it. */
export const updatePhone = postAck<PhoneStepPayload>(api, 'customer/updatephone');

/** GET bonus/definetrialbonus: the trial bonus of a new, phone-verified account. */
export async function claimTrialBonus(_: void, signal?: AbortSignal): Promise<Ack> {
  return { message: (await api.get<unknown>('bonus/definetrialbonus', { signal })).message };
}
