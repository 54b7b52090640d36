import type { SportsTokenData } from '../../../../contracts/sportsbook';
import type { SportsPartner } from '../../../../machines/sports.machine';
import { api } from '../../../app/services';

/** POST sports/token {partner}: a short-lived token for the frame, its embed URL and when it lapses. */
export async function fetchSportsToken({ partner }: { partner: SportsPartner }, signal?: AbortSignal): Promise<SportsTokenData> {
  const answer = await api.post<unknown>('sports/token', { partner }, { signal });
  // The contract loads with the first answer, like the app's other schemas (src/app/schemas.ts).
  return (await import('../../../../contracts/sportsbook')).sportsTokenData.parse(answer.data);
}
