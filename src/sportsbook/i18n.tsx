import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import rosetta from 'rosetta';
import type { Locale } from '../../i18n/locales';
import { sportsbookTr } from '../../i18n/tr/sportsbook';
import { formatLiraIn } from '../ui/lira';

export type BookKey = keyof typeof sportsbookTr;
export type BookParams = Record<string, string | number>;

/** Turkish ships in the bundle; English is a chunk of its own, fetched only for an English page. */
const catalogues = rosetta<Record<string, string>>({ tr: sportsbookTr });
const loaded = new Set<Locale>(['tr']);

export async function loadBookLocale(locale: Locale): Promise<void> {
  if (loaded.has(locale)) return;
  const { sportsbookEn } = await import('../../i18n/en/sportsbook');
  catalogues.set('en', sportsbookEn);
  loaded.add('en');
}

export interface BookI18n {
  locale: Locale;
  t: (key: BookKey, params?: BookParams) => string;
  /** Kuruş as the page's language writes lira (₺1.234,50 / ₺1,234.50). */
  money: (minor: number) => string;
  /** Odds × 1000 as a decimal with two digits (2,15 / 2.15). */
  odds: (oddsX1000: number) => string;
  /** Kick-off as day and time in the page's language. */
  time: (iso: string) => string;
}

export function bookI18n(locale: Locale): BookI18n {
  const tag = locale === 'tr' ? 'tr-TR' : 'en-GB';
  const decimals = new Intl.NumberFormat(tag, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const times = new Intl.DateTimeFormat(tag, { weekday: 'short', day: '2-digit', month: '2-digit', hour: '2-digit', minute: '2-digit' });
  return {
    locale,
    // The key goes in as a one-part path: rosetta would otherwise split 'book.slip.title' at its dots.
    t: (key, params) => catalogues.t([key], params, locale),
    money: (minor) => formatLiraIn(minor / 100, locale),
    odds: (oddsX1000) => decimals.format(Math.floor(oddsX1000 / 10) / 100),
    time: (iso) => times.format(new Date(iso)),
  };
}

const I18nContext = createContext<BookI18n>(bookI18n('tr'));

/** Renders once the language's strings are here (Turkish at once; Turkish too when English fails to load). */
export function I18nProvider({ locale, children }: { locale: Locale; children: ReactNode }) {
  const [ready, setReady] = useState<Locale | null>(loaded.has(locale) ? locale : null);
  useEffect(() => {
    if (loaded.has(locale)) return setReady(locale);
    let live = true;
    loadBookLocale(locale).then(
      () => live && setReady(locale),
      () => live && setReady('tr'),
    );
    return () => {
      live = false;
    };
  }, [locale]);
  const value = useMemo(() => (ready ? bookI18n(ready) : null), [ready]);
  return value ? <I18nContext.Provider value={value}>{children}</I18nContext.Provider> : null;
}

export const useI18n = () => useContext(I18nContext);
