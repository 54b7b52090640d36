import type { Profile } from '../../../../contracts/account';
import type { CallRequestPayload } from '../../../../contracts/support';
import type { Ack } from '../../../../machines/machine-helpers';
import { loadSchemas } from '../../../app/schemas';
import { api } from '../../../app/services';

/** POST support/call-requests: the server's (localized) thanks. */
export async function sendCallRequest(payload: CallRequestPayload, signal?: AbortSignal): Promise<Ack> {
  const answer = await api.post<unknown>('support/call-requests', payload, { signal });
  return { message: answer.message };
}

/** GET customer/profile: the name and phone the form starts with. */
export async function loadProfile(_: void, signal?: AbortSignal): Promise<Profile> {
  const answer = await api.get<unknown>('customer/profile', { signal });
  return (await loadSchemas()).profile.parse(answer.data);
}
