import type { Profile } from '../../../../contracts/account';
import { loadSchemas } from '../../../app/schemas';
import { api } from '../../../app/services';

/** GET customer/profile. */
export async function loadProfile(_: void, signal?: AbortSignal): Promise<Profile> {
  const answer = await api.get<unknown>('customer/profile', { signal });
  return (await loadSchemas()).profile.parse(answer.data);
}
