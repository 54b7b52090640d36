import { siteSettings, type SiteSettings } from '../../../contracts/admin-content';
import { adminApi } from './services';

/** GET admin/settings */
export async function loadSettings(signal?: AbortSignal): Promise<SiteSettings> {
  const answer = await adminApi().get<unknown>('settings', { signal });
  return siteSettings.parse(answer.data);
}

/** POST admin/settings: what the server kept, and its confirmation. */
export async function saveSettings(body: SiteSettings, signal?: AbortSignal) {
  const answer = await adminApi().post<unknown>('settings', body, { signal });
  return { settings: siteSettings.parse(answer.data), message: answer.message };
}
