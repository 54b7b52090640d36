import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { format, type MessageParams } from '../../i18n/format';
import type { ValidationKey } from '../../i18n/keys';
import { defaultLocale, isLocale, type Locale } from '../../i18n/locales';
import { adminTr } from '../../i18n/tr/admin';
import { validationTr } from '../../i18n/tr/validation';
import { formatLiraIn } from '../ui/lira';

export type AdminKey = keyof typeof adminTr;

/** Turkish ships in the bundle; English is a chunk of its own, fetched when an operator picks it. */
const catalogues: Partial<Record<Locale, Record<string, string>>> = { tr: { ...adminTr, ...validationTr } };

export async function loadAdminLocale(locale: Locale): Promise<void> {
  if (catalogues[locale]) return;
  const [{ adminEn }, { validationEn }] = await Promise.all([import('../../i18n/en/admin'), import('../../i18n/en/validation')]);
  catalogues.en = { ...adminEn, ...validationEn };
}

const LOCALE_KEY = 'adminLocale';

export function storedLocale(): Locale {
  try {
    const stored = localStorage.getItem(LOCALE_KEY);
    return stored && isLocale(stored) ? stored : defaultLocale;
  } catch {
    return defaultLocale;
  }
}

export interface AdminI18n {
  locale: Locale;
  t: (key: AdminKey | ValidationKey, params?: MessageParams) => string;
  money: (lira: number) => string;
  /** Basis points as a percentage the operator's way: "%2,5" in Turkish, "2.5%" in English. */
  percent: (bp: number) => string;
  dateTime: (iso: string) => string;
  setLocale: (locale: Locale) => void;
}

export function adminI18n(locale: Locale, setLocale: (locale: Locale) => void = () => {}): AdminI18n {
  const dates = new Intl.DateTimeFormat(locale === 'tr' ? 'tr-TR' : 'en-GB', { dateStyle: 'short', timeStyle: 'short' });
  const percents = new Intl.NumberFormat(locale === 'tr' ? 'tr-TR' : 'en-GB', { style: 'percent', maximumFractionDigits: 2 });
  return {
    locale,
    t: (key, params) => {
      const text = catalogues[locale]?.[key] ?? catalogues.tr?.[key] ?? key;
      return format(text, locale, params);
    },
    money: (lira) => formatLiraIn(lira, locale),
    percent: (bp) => percents.format(bp / 10_000),
    dateTime: (iso) => {
      const date = new Date(iso);
      return Number.isNaN(date.getTime()) ? iso : dates.format(date);
    },
    setLocale,
  };
}

const I18nContext = createContext<AdminI18n>(adminI18n('tr'));

/** The operator's language: kept on this device, switched once its strings are here (Turkish if they fail to load). */
export function AdminI18nProvider({ initial, children }: { initial: Locale; children: ReactNode }) {
  const [locale, setLocaleNow] = useState<Locale>(catalogues[initial] ? initial : 'tr');
  const setLocale = useCallback((next: Locale) => {
    loadAdminLocale(next).then(
      () => {
        try {
          localStorage.setItem(LOCALE_KEY, next);
        } catch {
          // Private mode: the choice lasts for this page only.
        }
        document.documentElement.lang = next;
        setLocaleNow(next);
      },
      () => setLocaleNow('tr'),
    );
  }, []);
  const value = useMemo(() => adminI18n(locale, setLocale), [locale, setLocale]);
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

export const useAdminI18n = () => useContext(I18nContext);
export const useT = () => useContext(I18nContext).t;
