/** localStorage that never throws (private mode, disabled storage, quota). */
export const storage = {
  get(key: string): string | null {
    try {
      return globalThis.localStorage?.getItem(key) ?? null;
    } catch {
      return null;
    }
  },
  set(key: string, value: string): void {
    try {
      globalThis.localStorage?.setItem(key, value);
    } catch {
      /* storage unavailable: the value lives for this page only */
    }
  },
  remove(key: string): void {
    try {
      globalThis.localStorage?.removeItem(key);
    } catch {
      /* ignore */
    }
  },
  getJson<T>(key: string): T | null {
    const raw = this.get(key);
    if (!raw) return null;
    try {
      return JSON.parse(raw) as T;
    } catch {
      return null;
    }
  },
  clear(): void {
    try {
      globalThis.localStorage?.clear();
      globalThis.sessionStorage?.clear();
    } catch {
      /* ignore */
    }
  },
};

export const storageKeys = {
  authData: 'authData',
  fingerprint: 'fingerprint',
  lang: 'lang',
  topNotifyRead: 'topNotifyRead',
  bootstrap: 'bootstrap',
  popupSeen: 'popupSeen',
} as const;

/**
 * The few choices the server needs to render the first view as the player will see it (language, top banner
 * read) travel as cookies too; local storage stays the browser's own copy.
 */
export const cookieKeys = { lang: 'lang', topNotifyRead: 'topNotifyRead' } as const;

export const cookies = {
  get(name: string): string | null {
    if (typeof document === 'undefined') return null;
    for (const part of document.cookie.split(';')) {
      const [key, ...rest] = part.trim().split('=');
      if (key === name) return decodeURIComponent(rest.join('='));
    }
    return null;
  },
  set(name: string, value: string): void {
    if (typeof document === 'undefined') return;
    document.cookie = `${name}=${encodeURIComponent(value)}; path=/; max-age=31536000; samesite=lax`;
  },
};
