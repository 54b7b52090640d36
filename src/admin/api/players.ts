import * as z from 'zod';
import {
  adjustResult,
  adminBetsPage,
  adminLedgerPage,
  adminNotificationsPage,
  adminPlayerDetail,
  adminPlayerPage,
  adminSessionItem,
  blockState,
  partnerAccessState,
  type AdjustPayload,
  type AdminBetsPage,
  type AdminLedgerPage,
  type AdminNotificationsPage,
  type AdminPlayerDetail,
  type AdminPlayerPage,
  type AdminSessionItem,
} from '../../../contracts/admin-calls';
import { limitsAnswer, type LimitsAnswer } from '../../../contracts/limits';
import type { PlayerSearch } from '../../../machines/admin-players.machine';
import type { AdjustAnswer, BlockAnswer, BlockRequest, LedgerRequest, PartnerAnswer } from '../../../machines/admin-player.machine';
import type { Ack } from '../../../machines/machine-helpers';
import { adminApi } from './services';

/** Only the parameters that say something: an empty search or filter is left out. */
const params = (values: Record<string, string | number | undefined>) =>
  Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined && value !== '')) as Record<string, string | number>;

/** GET admin/players?q=&cursor= */
export async function searchPlayers({ q, cursor }: PlayerSearch, signal?: AbortSignal): Promise<AdminPlayerPage> {
  const answer = await adminApi().get<unknown>('players', { searchParams: params({ q, cursor }), signal });
  return adminPlayerPage.parse(answer.data);
}

/** GET admin/players/:id */
export async function loadPlayer({ id }: { id: number }, signal?: AbortSignal): Promise<AdminPlayerDetail> {
  const answer = await adminApi().get<unknown>(`players/${id}`, { signal });
  return adminPlayerDetail.parse(answer.data);
}

/** GET admin/players/:id/ledger?kind=&from=&to=&cursor= */
export async function loadLedger({ id, filter, cursor }: LedgerRequest, signal?: AbortSignal): Promise<AdminLedgerPage> {
  const answer = await adminApi().get<unknown>(`players/${id}/ledger`, { searchParams: params({ ...filter, cursor }), signal });
  return adminLedgerPage.parse(answer.data);
}

/** GET admin/players/:id/sessions */
export async function loadSessions({ id }: { id: number }, signal?: AbortSignal): Promise<AdminSessionItem[]> {
  const answer = await adminApi().get<unknown>(`players/${id}/sessions`, { signal });
  return z.array(adminSessionItem).parse(answer.data);
}

/** POST admin/players/:id/sessions/:sessionId/end */
export async function endSession({ id, sessionId }: { id: number; sessionId: number }, signal?: AbortSignal): Promise<Ack> {
  const answer = await adminApi().post<unknown>(`players/${id}/sessions/${sessionId}/end`, {}, { signal });
  return { message: answer.message };
}

/** GET admin/players/:id/bets?cursor= */
export async function loadBets({ id, cursor }: { id: number; cursor?: string }, signal?: AbortSignal): Promise<AdminBetsPage> {
  const answer = await adminApi().get<unknown>(`players/${id}/bets`, { searchParams: params({ cursor }), signal });
  return adminBetsPage.parse(answer.data);
}

/** GET admin/players/:id/notifications?cursor= (rendered in the operator's language: the x-locale header). */
export async function loadNotifications({ id, cursor }: { id: number; cursor?: string }, signal?: AbortSignal): Promise<AdminNotificationsPage> {
  const answer = await adminApi().get<unknown>(`players/${id}/notifications`, { searchParams: params({ cursor }), signal });
  return adminNotificationsPage.parse(answer.data);
}

/** POST admin/players/:id/block or /unblock with the reason. */
export async function setBlocked({ id, block, reason }: BlockRequest, signal?: AbortSignal): Promise<BlockAnswer> {
  const answer = await adminApi().post<unknown>(`players/${id}/${block ? 'block' : 'unblock'}`, { reason }, { signal });
  return { ...blockState.parse(answer.data), message: answer.message };
}

/** POST admin/players/:id/adjust */
export async function adjust({ id, payload }: { id: number; payload: AdjustPayload }, signal?: AbortSignal): Promise<AdjustAnswer> {
  const answer = await adminApi().post<unknown>(`players/${id}/adjust`, payload, { signal });
  return { balances: adjustResult.parse(answer.data).balances, message: answer.message };
}

/** POST admin/players/:id/partner-access */
export async function setPartnerAccess({ id, granted }: { id: number; granted: boolean }, signal?: AbortSignal): Promise<PartnerAnswer> {
  const answer = await adminApi().post<unknown>(`players/${id}/partner-access`, { granted }, { signal });
  return { bettingPartnerAccess: partnerAccessState.parse(answer.data).bettingPartnerAccess, message: answer.message };
}

/** GET admin/players/:id/limits (read only: the back office cannot lift an exclusion). */
export async function loadLimits({ id }: { id: number }, signal?: AbortSignal): Promise<LimitsAnswer> {
  const answer = await adminApi().get<unknown>(`players/${id}/limits`, { signal });
  return limitsAnswer.parse(answer.data);
}
