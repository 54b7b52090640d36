import { useActorRef, useSelector } from '@xstate/react';
import type { GameRound } from '../../../contracts/casino';
import type { Locale } from '../../../i18n/locales';
import { historyPageCount, type HistoryRange } from '../../../machines/game-history.machine';
import { useLocale, useT } from '../../app/hooks';
import type { Translate } from '../../i18n/runtime';
import { Dialog } from '../../ui/dialog';
import { formatLiraIn } from '../../ui/lira';
import { Spinner } from '../../ui/spinner';
import { formatDateTime } from './format';
import { RoundDetail } from './game-history-round';
import { DateRangeFields, FiltersForm, LoadFailed, localToday, Pager, PeriodTotals, signOf as sign } from './period-list';
import { providedGameHistoryMachine } from './provide';
import styles from './game-history.module.css';

const tone = { open: 'waiting', closed: 'done', cancelled: 'refused' } as const;

/** /dashboard/game-history: the player's rounds in a range of days, the period's totals, pages, and a round's detail. */
export function GameHistoryPage() {
  const t = useT();
  const locale = useLocale();
  const actor = useActorRef(providedGameHistoryMachine, { input: { today: localToday() } });
  const state = useSelector(actor, (s) => ({
    list: s.value.list,
    detailState: s.value.detail,
    canNext: s.can({ type: 'history.next' }),
    canPrevious: s.can({ type: 'history.previous' }),
    ...s.context,
  }));
  const setRange = (range: Partial<HistoryRange>) => actor.send({ type: 'history.range', range });
  const { result, range } = state;
  const money = (amount: number) => formatLiraIn(amount, locale);
  // The round's game names the dialog from the start: the list already knows it while the detail loads.
  const dialogTitle = state.detail.round?.gameName ?? result?.items.find((item) => item.id === state.detail.id)?.gameName ?? t('gameHistory.details');

  return (
    <div className={styles.stack}>
      <p className={styles.muted}>{t('gameHistory.intro')}</p>
      <FiltersForm label={t('gameHistory.range')}>
        <DateRangeFields from={range.from} to={range.to} fromLabel={t('gameHistory.from')} toLabel={t('gameHistory.to')} onChange={setRange} />
      </FiltersForm>

      {state.list === 'invalidRange' && (
        <p className={styles.failed} role="alert">
          {t(range.from && range.to ? 'gameHistory.rangeInvalid' : 'gameHistory.rangeMissing')}
        </p>
      )}
      {state.list === 'failed' && <LoadFailed error={state.error} onRetry={() => actor.send({ type: 'history.retry' })} />}
      {state.list === 'loading' && result === null && <Spinner label={t('common.loading')} />}

      {result && state.list !== 'invalidRange' && (
        <>
          <PeriodTotals
            label={t('gameHistory.totals')}
            cards={[
              { label: t('gameHistory.stakes'), amount: money(result.totals.stake) },
              { label: t('gameHistory.wins'), amount: money(result.totals.win) },
              { label: t('gameHistory.net'), amount: money(result.totals.net), sign: sign(result.totals.net) },
            ]}
          />
          {result.items.length === 0 && state.list === 'listed' && <p>{t('gameHistory.empty')}</p>}
          {result.items.length > 0 && (
            <div className={styles.tableWrap}>
              <table className={styles.table} aria-label={t('gameHistory.list')} aria-busy={state.list === 'loading'}>
                <thead>
                  <tr>
                    {(['game', 'provider', 'time', 'stake', 'win', 'net', 'status', 'details'] as const).map((column) => (
                      <th key={column} scope="col">{t(`gameHistory.${column}`)}</th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {result.items.map((item) => (
                    <RoundRow key={item.id} item={item} t={t} locale={locale} onOpen={() => actor.send({ type: 'history.open', id: item.id })} />
                  ))}
                </tbody>
              </table>
            </div>
          )}
          {result.total > 0 && (
            <Pager
              label={t('gameHistory.paging')}
              pageText={t('gameHistory.page', { page: state.page, pages: historyPageCount(result) })}
              previousLabel={t('gameHistory.previous')}
              nextLabel={t('gameHistory.next')}
              canPrevious={state.canPrevious}
              canNext={state.canNext}
              onPrevious={() => actor.send({ type: 'history.previous' })}
              onNext={() => actor.send({ type: 'history.next' })}
            />
          )}
        </>
      )}

      {state.detailState !== 'closed' && (
        <Dialog title={dialogTitle} closeLabel={t('gameHistory.close')} onClose={() => actor.send({ type: 'history.close' })} closeOnBackdrop>
          <div className={styles.round}>
            {state.detailState === 'loading' && <Spinner label={t('common.loading')} />}
            {state.detailState === 'failed' && <LoadFailed error={state.detail.error} onRetry={() => actor.send({ type: 'history.detailRetry' })} />}
            {state.detailState === 'shown' && state.detail.round && <RoundDetail round={state.detail.round} t={t} locale={locale} />}
          </div>
        </Dialog>
      )}
    </div>
  );
}

/** A row of the table on wide screens, a card on phones (the cells name themselves through data-label). */
function RoundRow({ item, t, locale, onOpen }: { item: GameRound; t: Translate; locale: Locale; onOpen: () => void }) {
  const time = formatDateTime(item.startedAt, locale);
  return (
    <tr>
      <td data-label={t('gameHistory.game')}>{item.gameName}</td>
      <td data-label={t('gameHistory.provider')}>{item.providerName}</td>
      <td data-label={t('gameHistory.time')}>
        <time dateTime={item.startedAt}>{time}</time>
      </td>
      <td data-label={t('gameHistory.stake')} className={styles.money}>{formatLiraIn(item.stake, locale)}</td>
      <td data-label={t('gameHistory.win')} className={styles.money}>{formatLiraIn(item.win, locale)}</td>
      <td data-label={t('gameHistory.net')} className={styles.money} data-sign={sign(item.net)}>{formatLiraIn(item.net, locale)}</td>
      <td data-label={t('gameHistory.status')}>
        <span className={styles.badge} data-tone={tone[item.status]}>{t(`gameHistory.status.${item.status}`)}</span>
      </td>
      <td data-label={t('gameHistory.details')}>
        <button type="button" className={styles.details} aria-haspopup="dialog" aria-label={t('gameHistory.detailsOf', { game: item.gameName, time })} onClick={onOpen}>
          {t('gameHistory.details')}
        </button>
      </td>
    </tr>
  );
}
