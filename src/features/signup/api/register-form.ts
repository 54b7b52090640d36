import type { Country } from '../../../../contracts/auth';
import { loadSchemas } from '../../../app/schemas';
import { api } from '../../../app/services';

/** GET auth/form: the countries the register form offers (refId: the referring partner, if any). */
export async function loadRegisterForm({ refId }: { refId: string | null }, signal?: AbortSignal): Promise<Country[]> {
  const answer = await api.get<unknown>('auth/form', { searchParams: refId ? { refId } : undefined, signal });
  const { formDataResponse } = await loadSchemas();
  return formDataResponse.parse(answer.data).countries;
}
