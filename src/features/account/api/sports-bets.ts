import type { SportsBetsData, SportsBetsPayload } from '../../../../machines/sports-bets.machine';
import { api } from '../../../app/services';

/** The browser's time zone, so the days of the range are the player's own (the server assumes Istanbul without it). */
const playerTimeZone = (): string | undefined => {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  } catch {
    return undefined;
  }
};

/** POST customer/sportsbets: a page of the player's sports bets in a range of days, newest first, with the totals. */
export async function loadSportsBets(payload: SportsBetsPayload, signal?: AbortSignal): Promise<SportsBetsData> {
  const timeZone = playerTimeZone();
  const answer = await api.post<unknown>('customer/sportsbets', { ...payload, ...(timeZone ? { timeZone } : {}) }, { signal });
  // The contract loads with the first answer, like the app's other schemas (src/app/schemas.ts).
  return (await import('../../../../contracts/sportsbook')).sportsBetsData.parse(answer.data);
}
