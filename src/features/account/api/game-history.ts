import type { GameHistoryData, GameHistoryPayload, GameRoundDetail } from '../../../../contracts/casino';
import { loadSchemas } from '../../../app/schemas';
import { api } from '../../../app/services';
import { withTimeZone } from './time-zone';

/** POST casino/history: a page of the player's rounds in a range of days, newest first, with the period's totals. */
export async function loadGameHistory(payload: GameHistoryPayload, signal?: AbortSignal): Promise<GameHistoryData> {
  const answer = await api.post<unknown>('casino/history', withTimeZone(payload), { signal });
  return (await loadSchemas()).gameHistoryData.parse(answer.data);
}

/** GET casino/round/{id}: a round with its transactions and, for our own games, its fairness proof. */
export async function loadGameRound({ id }: { id: number }, signal?: AbortSignal): Promise<GameRoundDetail> {
  const answer = await api.get<unknown>(`casino/round/${id}`, { signal });
  return (await loadSchemas()).gameRoundDetail.parse(answer.data);
}
