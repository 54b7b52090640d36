import type { SessionItem } from '../../../../contracts/account';
import { postAck } from '../../../api/call';
import { loadSchemas } from '../../../app/schemas';
import { api } from '../../../app/services';

/** GET customer/sessions: the player's sessions, this device's marked current. */
export async function loadSessions(_: void, signal?: AbortSignal): Promise<SessionItem[]> {
  const answer = await api.get<unknown>('customer/sessions', { signal });
  return (await loadSchemas()).sessionItem.array().parse(answer.data);
}

/** POST customer/sessions/end: ends another session of the player. */
export const endSession = postAck<{ id: number }>(api, 'customer/sessions/end');
