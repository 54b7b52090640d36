import type { LoginPayload } from '../../../../contracts/auth';
import type { LoginAnswer } from '../../../../machines/login.machine';
import { loadSchemas } from '../../../app/schemas';
import { api, runtime } from '../../../app/services';
import { translatorFor } from '../../../i18n/runtime';

/** POST auth/login: the player's auth data and the server's greeting. */
export async function login(payload: LoginPayload, signal?: AbortSignal): Promise<LoginAnswer> {
  const answer = await api.post<unknown>('auth/login', payload, { signal });
  const { authData } = await loadSchemas();
  return { authData: authData.parse(answer.data), message: answer.message || translatorFor(runtime.locale)('login.success') };
}
