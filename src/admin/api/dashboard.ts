import { dashboard, type Dashboard, type DashboardQuery } from '../../../contracts/admin-calls';
import { adminApi } from './services';

/** GET admin/dashboard?from=&to=: the period's and today's figures. */
export async function loadDashboard(query: DashboardQuery, signal?: AbortSignal): Promise<Dashboard> {
  const answer = await adminApi().get<unknown>('dashboard', { searchParams: { ...query }, signal });
  return dashboard.parse(answer.data);
}
