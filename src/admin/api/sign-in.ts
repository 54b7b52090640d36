import { operatorIdentity, operatorLoginStep, operatorSignedIn, type OperatorIdentity, type OperatorLoginPayload, type OperatorLoginStep, type OperatorSignedIn } from '../../../contracts/admin';
import type { CodeRequest } from '../../../machines/admin-sign-in.machine';
import type { Ack } from '../../../machines/machine-helpers';
import { adminApi } from './services';

/** POST admin/login: enroll an authenticator (first sign-in) or type its code. */
export async function checkPassword(payload: OperatorLoginPayload, signal?: AbortSignal): Promise<OperatorLoginStep> {
  const answer = await adminApi().post<unknown>('login', payload, { signal });
  return operatorLoginStep.parse(answer.data);
}

/** POST admin/login/code: the session token and who signed in. */
export async function checkCode(request: CodeRequest, signal?: AbortSignal): Promise<OperatorSignedIn> {
  const answer = await adminApi().post<unknown>('login/code', request, { signal });
  return operatorSignedIn.parse(answer.data);
}

/** GET admin/me. */
export async function loadMe(signal?: AbortSignal): Promise<OperatorIdentity> {
  const answer = await adminApi().get<unknown>('me', { signal });
  return operatorIdentity.parse(answer.data);
}

/** POST admin/logout. */
export async function signOut(): Promise<Ack> {
  const answer = await adminApi().post<null>('logout');
  return { message: answer.message };
}
