import type { PlaySession } from '../../contracts/limits';
import { api } from '../app/services';

/**
 * GET rg/session: the session's start, limit and net result. Read by the app's first chunk (the session-time limit),
 * so it is checked by hand here rather than with the contract's schema (zod stays out of the first page load).
 */
export async function loadPlaySession(_input: void, signal?: AbortSignal): Promise<PlaySession> {
  const { data } = await api.get<PlaySession>('rg/session', { signal });
  const count = (v: unknown) => typeof v === 'number' && Number.isFinite(v);
  if (!data || typeof data.startedAt !== 'string' || !count(data.elapsedMs) || !(data.msLeft === null || count(data.msLeft)) || !count(data.netMinor) || !count(data.realityCheckMinutes)) {
    throw new Error('rg/session: unexpected answer');
  }
  return data;
}
