import { useState } from 'react';
import { BookApiError } from './api';
import { useBook } from './book-context';
import { useI18n, type BookKey } from './i18n';
import { MAX_STAKE_MINOR, MIN_STAKE_MINOR, parseStake, type Selection, type SlipMode } from './slip';

export type PlaceResult = { kind: 'placed'; count: number } | { kind: 'error'; message: string } | null;

const fallback: Record<BookApiError['code'], BookKey> = {
  not_logged_in: 'book.error.notLoggedIn',
  zero_balance: 'book.error.zeroBalance',
  odds_changed: 'book.error.oddsChanged',
  suspended: 'book.error.suspended',
  invalid: 'book.error.invalid',
  unavailable: 'book.error.unavailable',
  not_found: 'book.error.notFound',
  network: 'book.error.network',
};

const slipKey = (s: Selection) => `${s.fixtureId}|${s.market}|${s.outcome}`;
const pick = (s: Selection) => ({ fixtureId: s.fixtureId, market: s.market, outcome: s.outcome, oddsX1000: s.oddsX1000 });

/** Checks the slip, places its bet(s) (one combination, or one single per pick), and tells the site about refusals. */
export function usePlaceBet() {
  const { t, money } = useI18n();
  const { api, loggedIn, slip, setSlip, askLogin, link, refreshBalance } = useBook();
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<PlaceResult>(null);

  const fail = (message: string) => setResult({ kind: 'error', message });

  const place = async (mode: SlipMode, stakeText: string, acceptOddsChanges: boolean) => {
    if (busy) return;
    setResult(null);
    if (!loggedIn) {
      askLogin();
      return fail(t('book.slip.loginNeeded'));
    }
    if (slip.length === 0) return fail(t('book.slip.empty'));
    const stakeMinor = parseStake(stakeText);
    if (stakeMinor === null) return fail(t('book.slip.stakeInvalid'));
    if (stakeMinor < MIN_STAKE_MINOR || stakeMinor > MAX_STAKE_MINOR) return fail(t('book.slip.stakeLimits', { min: money(MIN_STAKE_MINOR), max: money(MAX_STAKE_MINOR) }));
    if (slip.some((s) => s.suspended)) return fail(t('book.slip.hasSuspended'));
    const bets = mode === 'combo' ? [slip] : slip.map((s) => [s]);
    setBusy(true);
    const placed = new Set<string>();
    try {
      for (const selections of bets) {
        await api.placeBet(selections.map(pick), stakeMinor, acceptOddsChanges);
        for (const s of selections) placed.add(slipKey(s));
      }
      setResult({ kind: 'placed', count: bets.length });
    } catch (error) {
      const refusal = error instanceof BookApiError ? error : new BookApiError('network', '');
      if (refusal.code === 'zero_balance' || refusal.code === 'not_logged_in') link.betRefused(refusal.code);
      fail(refusal.serverMessage || t(fallback[refusal.code]));
    } finally {
      // Singles already taken leave the slip; the rest stay for another try.
      if (placed.size > 0) {
        setSlip((current) => current.filter((s) => !placed.has(slipKey(s))));
        await refreshBalance();
      }
      setBusy(false);
    }
  };
  return { place, busy, result, clearResult: () => setResult(null) };
}
