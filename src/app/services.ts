import { createApi, type Api } from '../api/client';
import { defaultLocale, isLocale, type Locale } from '../../i18n/locales';
import { storage, storageKeys } from './storage';
import { translatorFor } from '../i18n/runtime';

/**
 * The few values the HTTP layer reads on every request. They mirror actor state (language, fingerprint,
 * session token) and are written only by the actions provided to those actors.
 */
export const runtime = {
  locale: defaultLocale as Locale,
  fingerprint: storage.get(storageKeys.fingerprint),
  token: null as string | null,
};

export const api: Api = createApi({
  getLocale: () => runtime.locale,
  getFingerprint: () => runtime.fingerprint,
  getToken: () => runtime.token,
  networkMessage: () => translatorFor(runtime.locale)('errors.network'),
}, new URL('/api/', window.location.origin).href);

export function storedLocale(): Locale {
  const stored = storage.get(storageKeys.lang);
  return stored && isLocale(stored) ? stored : defaultLocale;
}
