import { api } from '../../../app/services';

/** GET auth/logout: the answer is ignored (product §7). */
export function logout(): void {
  api.get('auth/logout').catch(() => undefined);
}
