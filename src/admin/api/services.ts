import type { Locale } from '../../../i18n/locales';
import { adminI18n } from '../i18n';
import { createAdminApi, type AdminApi } from './client';

/** What the HTTP layer reads on every call: written by the session (token) and the language switch (locale). */
export const adminRuntime = { token: null as string | null, locale: 'tr' as Locale };

let current: AdminApi | null = null;

export function adminApi(): AdminApi {
  current ??= createAdminApi(
    {
      getToken: () => adminRuntime.token,
      getLocale: () => adminRuntime.locale,
      networkMessage: () => adminI18n(adminRuntime.locale).t('admin.error.network'),
    },
    new URL('/api/admin/', globalThis.location?.origin ?? 'http://localhost').href,
  );
  return current;
}
