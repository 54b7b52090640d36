import { useCallback, useEffect, useState } from 'react';
import type { BookBet } from '../../../contracts/sportsbook';
import { BookApiError, type BetsAnswer } from '../api';
import { useBook } from '../book-context';
import { useI18n } from '../i18n';
import { BetCard } from './bet-card';

/** Cash-out values follow the live odds: the open bets are read again this often while the list is shown. */
export const BETS_REFRESH_MS = 10_000;

export function MyBets() {
  const { t } = useI18n();
  const { api, loggedIn, askLogin, refreshBalance } = useBook();
  const [bets, setBets] = useState<BetsAnswer | null>(null);
  const [tab, setTab] = useState<'open' | 'settled'>('open');
  const [error, setError] = useState('');
  const [loadFailed, setLoadFailed] = useState(false);
  const [notice, setNotice] = useState('');
  const [busyId, setBusyId] = useState<string | null>(null);

  const load = useCallback(async () => {
    try {
      setBets(await api.bets());
      setLoadFailed(false);
    } catch {
      setLoadFailed(true);
    }
  }, [api]);

  useEffect(() => {
    if (!loggedIn) return;
    void load();
    const timer = setInterval(() => void load(), BETS_REFRESH_MS);
    return () => clearInterval(timer);
  }, [loggedIn, load]);

  const cashOut = async (bet: BookBet, valueMinor: number) => {
    setBusyId(bet.id);
    setNotice('');
    setError('');
    try {
      await api.cashOut(bet.id, valueMinor);
      setNotice(t('book.bets.cashedOut'));
      await refreshBalance();
    } catch (e) {
      setError(e instanceof BookApiError && e.serverMessage ? e.serverMessage : t('book.error.cashOut'));
    } finally {
      setBusyId(null);
      await load();
    }
  };

  if (!loggedIn) {
    return (
      <section className="book-bets" aria-label={t('book.nav.myBets')}>
        <p className="book-notice">{t('book.bets.loginNeeded')}</p>
        <button type="button" className="book-button book-button-primary" onClick={askLogin}>
          {t('book.login')}
        </button>
      </section>
    );
  }
  const list = bets ? bets[tab] : null;
  return (
    <section className="book-bets" aria-label={t('book.nav.myBets')}>
      <div className="book-tabs" role="tablist" aria-label={t('book.nav.myBets')}>
        {(['open', 'settled'] as const).map((id) => (
          <button key={id} type="button" role="tab" aria-selected={tab === id} className="book-tab" onClick={() => setTab(id)}>
            {id === 'open' ? t('book.bets.open', { count: bets?.open.length ?? 0 }) : t('book.bets.settled')}
          </button>
        ))}
      </div>
      {error || loadFailed ? (
        <p className="book-error" role="alert">
          {error || t('book.error.bets')}
        </p>
      ) : null}
      {notice ? (
        <p className="book-success" role="status">
          {notice}
        </p>
      ) : null}
      {list === null ? (
        loadFailed ? null : <p className="book-notice">{t('book.loading')}</p>
      ) : list.length === 0 ? (
        <p className="book-notice">{tab === 'open' ? t('book.bets.noneOpen') : t('book.bets.noneSettled')}</p>
      ) : (
        <ul className="book-bet-list">
          {list.map((bet) => (
            <li key={bet.id}>
              <BetCard bet={bet} busy={busyId === bet.id} onCashOut={cashOut} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
