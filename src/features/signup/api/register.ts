import type { RegisterAnswer, RegisterBody } from '../../../../machines/register.machine';
import { loadSchemas } from '../../../app/schemas';
import { api } from '../../../app/services';

/** POST auth/register: the new account's auth data (the player is signed in) and the server's message. */
export async function register(body: RegisterBody, signal?: AbortSignal): Promise<RegisterAnswer> {
  const answer = await api.post<unknown>('auth/register', body, { signal });
  const { authData } = await loadSchemas();
  return { authData: authData.parse(answer.data), message: answer.message };
}
