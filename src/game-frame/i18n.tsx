import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import rosetta from 'rosetta';
import type { Locale } from '../../i18n/locales';
import { gameFrameTr } from '../../i18n/tr/game-frame';
import { formatLiraIn } from '../ui/lira';

export type FrameKey = keyof typeof gameFrameTr;
export type FrameParams = Record<string, string | number>;

/** Turkish ships in the bundle; English is a chunk of its own, fetched only for an English session. */
const catalogues = rosetta<Record<string, string>>({ tr: gameFrameTr });
const loaded = new Set<Locale>(['tr']);

export async function loadFrameLocale(locale: Locale): Promise<void> {
  if (loaded.has(locale)) return;
  const { gameFrameEn } = await import('../../i18n/en/game-frame');
  catalogues.set('en', gameFrameEn);
  loaded.add('en');
}

export interface FrameI18n {
  locale: Locale;
  t: (key: FrameKey, params?: FrameParams) => string;
  /** Kuruş as the player's language writes lira (₺1.234,50 / ₺1,234.50). */
  money: (minor: number) => string;
  /** A decimal with fixed digits in the player's language (2,00 / 2.00). */
  decimal: (value: number, digits?: number) => string;
  /** A fraction as a percentage with two decimals (%49,50 / 49.50%). */
  percent: (fraction: number) => string;
}

export function frameI18n(locale: Locale): FrameI18n {
  const numbers = new Map<number, Intl.NumberFormat>();
  const tag = locale === 'tr' ? 'tr-TR' : 'en-GB';
  const percents = new Intl.NumberFormat(tag, { style: 'percent', minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return {
    locale,
    // The key goes in as a one-part path: rosetta would otherwise split 'frame.slot.spin' at its dots.
    t: (key, params) => catalogues.t([key], params, locale),
    money: (minor) => formatLiraIn(minor / 100, locale),
    decimal: (value, digits = 2) => {
      let format = numbers.get(digits);
      if (!format) numbers.set(digits, (format = new Intl.NumberFormat(tag, { minimumFractionDigits: digits, maximumFractionDigits: digits })));
      return format.format(value);
    },
    percent: (fraction) => percents.format(fraction),
  };
}

const I18nContext = createContext<FrameI18n>(frameI18n('tr'));

/** Renders once the language's strings are here (Turkish at once; English when its chunk fails to load). */
export function I18nProvider({ locale, children }: { locale: Locale; children: ReactNode }) {
  const [ready, setReady] = useState<Locale | null>(loaded.has(locale) ? locale : null);
  useEffect(() => {
    if (loaded.has(locale)) return setReady(locale);
    let live = true;
    loadFrameLocale(locale).then(
      () => live && setReady(locale),
      () => live && setReady('tr'),
    );
    return () => {
      live = false;
    };
  }, [locale]);
  const value = useMemo(() => (ready ? frameI18n(ready) : null), [ready]);
  return value ? <I18nContext.Provider value={value}>{children}</I18nContext.Provider> : null;
}

export const useI18n = () => useContext(I18nContext);
