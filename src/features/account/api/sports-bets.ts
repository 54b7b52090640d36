import type { SportsBetsData, SportsBetsPayload } from '../../../../machines/sports-bets.machine';
import { api } from '../../../app/services';
import { withTimeZone } from './time-zone';

/** POST customer/sportsbets: a page of the player's sports bets in a range of days, newest first, with the totals. */
export async function loadSportsBets(payload: SportsBetsPayload, signal?: AbortSignal): Promise<SportsBetsData> {
  const answer = await api.post<unknown>('customer/sportsbets', withTimeZone(payload), { signal });
  // The contract loads with the first answer, like the app's other schemas (src/app/schemas.ts).
  return (await import('../../../../contracts/sportsbook')).sportsBetsData.parse(answer.data);
}
