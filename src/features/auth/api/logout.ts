import { api, runtime } from '../../../app/services';

/**
 * GET auth/logout: the answer is ignored (product §7). The session clears its token and storage right after this
 * call and reloads the page 300 ms later, so the token is taken now and the call is sent with keepalive: the server
 * ends the session even when the reload comes first.
 */
export function logout(): void {
  const token = runtime.token ?? undefined;
  api.get('auth/logout', { token, keepalive: true }).catch(() => undefined);
}
