import { createApi, type Api } from '../api/client';
import { defaultLocale, isLocale, type Locale } from '../../i18n/locales';
import { cookieKeys, cookies, storage, storageKeys } from './storage';
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
}, new URL('/api/', globalThis.location?.origin ?? 'http://localhost').href);

/** The player's stored language (local storage, else the cookie the server also reads), else `fallback`. */
export function storedLocale(fallback: Locale = defaultLocale): Locale {
  // A stored value that is not one of our languages (an old or edited one) is no choice: the next one is asked.
  return [storage.get(storageKeys.lang), cookies.get(cookieKeys.lang)].find((stored): stored is Locale => Boolean(stored && isLocale(stored))) ?? fallback;
}
