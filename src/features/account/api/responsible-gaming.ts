import { exclusionState, limitsAnswer, type ExclusionPayload, type LimitKind, type LimitPeriod, type LimitsAnswer, type RealityCheckPayload, type SetLimitPayload } from '../../../../contracts/limits';
import type { ExclusionReply, LimitsReply } from '../../../../machines/responsible-gaming.machine';
import { api } from '../../../app/services';

// The page needs the contract's durations anyway: its schemas come with the account area's lazy chunk.


/** GET rg/limits: every kind × period with what is in force, waiting and used, and the exclusion if any. */
export async function loadLimits(_input: void, signal?: AbortSignal): Promise<LimitsAnswer> {
  const answer = await api.get<unknown>('rg/limits', { signal });
  return limitsAnswer.parse(answer.data);
}

/** POST rg/limits: sets (kuruş) or removes (null) a limit; the answer says whether it applies now or waits. */
export async function setLimit(payload: SetLimitPayload, signal?: AbortSignal): Promise<LimitsReply> {
  const answer = await api.post<unknown>('rg/limits', payload, { signal });
  return { limits: limitsAnswer.parse(answer.data), message: answer.message };
}

/** POST rg/limits/confirm: takes a waiting increase or removal once its time has come. */
export async function confirmLimit(payload: { kind: LimitKind; period: LimitPeriod }, signal?: AbortSignal): Promise<LimitsReply> {
  const answer = await api.post<unknown>('rg/limits/confirm', payload, { signal });
  return { limits: limitsAnswer.parse(answer.data), message: answer.message };
}

/** POST rg/exclusion: a time-out or self-exclusion; the server ends every session of the player. */
export async function exclude(payload: ExclusionPayload, signal?: AbortSignal): Promise<ExclusionReply> {
  const answer = await api.post<unknown>('rg/exclusion', payload, { signal });
  return { exclusion: exclusionState.parse(answer.data), message: answer.message };
}

/** POST rg/reality-check: how often (minutes) the reality check interrupts play. */
export async function setRealityCheck(payload: RealityCheckPayload, signal?: AbortSignal): Promise<LimitsReply> {
  const answer = await api.post<unknown>('rg/reality-check', payload, { signal });
  return { limits: limitsAnswer.parse(answer.data), message: answer.message };
}
