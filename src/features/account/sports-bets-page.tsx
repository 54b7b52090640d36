import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useRef } from 'react';
import type { Locale } from '../../../i18n/locales';
import type { HistoryRange } from '../../../machines/game-history.machine';
import { sportsBetsMachine, sportsBetsPageCount, type SportsBetsData, type SportsBetsFilter } from '../../../machines/sports-bets.machine';
import { callActor } from '../../api/call';
import { useLocale, useT } from '../../app/hooks';
import { useBalance } from '../../app/session-hooks';
import type { Translate } from '../../i18n/runtime';
import { formatLiraIn } from '../../ui/lira';
import { Spinner } from '../../ui/spinner';
import { loadSportsBets } from './api/sports-bets';
import { formatDateTime } from './format';
import { DateRangeFields, FiltersForm, LoadFailed, localToday, Pager, PeriodTotals, signOf as sign } from './period-list';
import styles from './sports-bets-page.module.css';

export const providedSportsBetsMachine = sportsBetsMachine.provide({ actors: { loadBets: callActor(loadSportsBets) } });

type Bet = SportsBetsData['items'][number];

const FILTERS: SportsBetsFilter[] = ['all', 'open', 'settled'];
const tone = { open: 'waiting', won: 'done', lost: 'refused', refunded: 'waiting', cashed_out: 'done' } as const;
const oddsIn = (odds: number, locale: Locale) => odds.toLocaleString(locale === 'en' ? 'en-GB' : 'tr-TR', { minimumFractionDigits: 2, maximumFractionDigits: 3 });

/** /dashboard/sports-bets: the player's sports bets in a range of days (all, open or settled), the period's totals, pages. */
export function SportsBetsPage() {
  const t = useT();
  const locale = useLocale();
  const actor = useActorRef(providedSportsBetsMachine, { input: { today: localToday() } });
  const state = useSelector(actor, (s) => ({
    value: s.value,
    canNext: s.can({ type: 'bets.next' }),
    canPrevious: s.can({ type: 'bets.previous' }),
    ...s.context,
  }));
  // A settlement that pays moves the balance (pushed by the hub): the list shows it at once, not at the next refresh.
  const balance = useBalance();
  const shownWith = useRef(balance);
  useEffect(() => {
    if (shownWith.current === balance) return;
    shownWith.current = balance;
    actor.send({ type: 'bets.refresh' });
  }, [balance, actor]);
  const setRange = (range: Partial<HistoryRange>) => actor.send({ type: 'bets.range', range });
  const { result, range } = state;
  const money = (amount: number) => formatLiraIn(amount, locale);

  return (
    <div className={styles.stack}>
      <p className={styles.muted}>{t('sportsBets.intro')}</p>
      <FiltersForm label={t('sportsBets.range')}>
        <DateRangeFields from={range.from} to={range.to} fromLabel={t('sportsBets.from')} toLabel={t('sportsBets.to')} onChange={setRange} />
        <label>
          <span>{t('sportsBets.filter')}</span>
          <select value={state.status} onChange={(event) => actor.send({ type: 'bets.status', status: event.target.value as SportsBetsFilter })}>
            {FILTERS.map((filter) => (
              <option key={filter} value={filter}>{t(`sportsBets.filter.${filter}`)}</option>
            ))}
          </select>
        </label>
      </FiltersForm>

      {state.value === 'invalidRange' && (
        <p className={styles.failed} role="alert">{t(range.from && range.to ? 'sportsBets.rangeInvalid' : 'sportsBets.rangeMissing')}</p>
      )}
      {state.value === 'failed' && <LoadFailed error={state.error} retryLabel={t('sportsBets.retry')} onRetry={() => actor.send({ type: 'bets.retry' })} />}
      {state.value === 'loading' && result === null && <Spinner label={t('common.loading')} />}

      {result && state.value !== 'invalidRange' && (
        <>
          <PeriodTotals
            label={t('sportsBets.totals')}
            cards={[
              { label: t('sportsBets.stakes'), amount: money(result.totals.stake) },
              { label: t('sportsBets.paidTotal'), amount: money(result.totals.paid) },
              { label: t('sportsBets.net'), amount: money(result.totals.net), sign: sign(result.totals.net) },
            ]}
          />
          {result.items.length === 0 && state.value === 'listed' && <p>{t('sportsBets.empty')}</p>}
          {result.items.length > 0 && (
            <div className={styles.tableWrap}>
              <table className={styles.table} aria-label={t('sportsBets.list')} aria-busy={state.value === 'loading'}>
                <thead>
                  <tr>
                    {(['placedAt', 'selections', 'stake', 'odds', 'potentialWin', 'paid', 'status'] as const).map((column) => (
                      <th key={column} scope="col">{t(`sportsBets.${column}`)}</th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {result.items.map((bet) => <BetRow key={bet.id} bet={bet} t={t} locale={locale} />)}
                </tbody>
              </table>
            </div>
          )}
          {result.total > 0 && (
            <Pager
              label={t('sportsBets.paging')}
              pageText={t('sportsBets.page', { page: state.page, pages: sportsBetsPageCount(result) })}
              previousLabel={t('sportsBets.previous')}
              nextLabel={t('sportsBets.next')}
              canPrevious={state.canPrevious}
              canNext={state.canNext}
              onPrevious={() => actor.send({ type: 'bets.previous' })}
              onNext={() => actor.send({ type: 'bets.next' })}
            />
          )}
        </>
      )}
    </div>
  );
}

/** A row of the table on wide screens, a card on phones (the cells name themselves through data-label). */
function BetRow({ bet, t, locale }: { bet: Bet; t: Translate; locale: Locale }) {
  return (
    <tr>
      <td data-label={t('sportsBets.placedAt')}>
        <time dateTime={bet.placedAt}>{formatDateTime(bet.placedAt, locale)}</time>
      </td>
      <td data-label={t('sportsBets.selections')}>
        <span className={styles.kind}>
          {bet.selections.length > 1 ? t('sportsBets.combination', { count: bet.selections.length }) : t('sportsBets.single')}
        </span>
        <ul className={styles.selections}>
          {bet.selections.map((s, index) => (
            <li key={index}>
              <span className={styles.event}>{s.event}</span>
              <span className={styles.pick}>{`${s.market}: ${s.pick} @ ${oddsIn(s.odds, locale)}`}</span>
            </li>
          ))}
        </ul>
      </td>
      <td data-label={t('sportsBets.stake')} className={styles.money}>{formatLiraIn(bet.stake, locale)}</td>
      <td data-label={t('sportsBets.odds')} className={styles.money}>{oddsIn(bet.odds, locale)}</td>
      <td data-label={t('sportsBets.potentialWin')} className={styles.money}>{formatLiraIn(bet.potentialWin, locale)}</td>
      <td data-label={t('sportsBets.paid')} className={styles.money} data-sign={bet.paid > 0 ? 'gain' : undefined}>{formatLiraIn(bet.paid, locale)}</td>
      <td data-label={t('sportsBets.status')}>
        <span className={styles.badge} data-tone={tone[bet.status]}>{t(`sportsBets.status.${bet.status}`)}</span>
      </td>
    </tr>
  );
}
