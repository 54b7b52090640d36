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
import { providedGameHistoryMachine } from './provide';
import styles from './game-history.module.css';

const pad = (n: number) => String(n).padStart(2, '0');
/** Today on the player's clock. */
const localToday = () => {
  const now = new Date();
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
};

const tone = { open: 'waiting', closed: 'done', cancelled: 'refused' } as const;
const sign = (amount: number) => (amount > 0 ? 'gain' : amount < 0 ? 'loss' : undefined);

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
      <form className={styles.filters} aria-label={t('gameHistory.range')} onSubmit={(event) => event.preventDefault()}>
        <label>
          <span>{t('gameHistory.from')}</span>
          <input type="date" value={range.from} max={range.to || undefined} onChange={(event) => setRange({ from: event.target.value })} />
        </label>
        <label>
          <span>{t('gameHistory.to')}</span>
          <input type="date" value={range.to} min={range.from || undefined} onChange={(event) => setRange({ to: event.target.value })} />
        </label>
      </form>

      {state.list === 'invalidRange' && (
        <p className={styles.failed} role="alert">
          {t(range.from && range.to ? 'gameHistory.rangeInvalid' : 'gameHistory.rangeMissing')}
        </p>
      )}
      {state.list === 'failed' && (
        <p className={styles.failed} role="alert">
          {state.error}{' '}
          <button type="button" className={styles.inlineButton} onClick={() => actor.send({ type: 'history.retry' })}>
            {t('identity.retry')}
          </button>
        </p>
      )}
      {state.list === 'loading' && result === null && <Spinner label={t('common.loading')} />}

      {result && state.list !== 'invalidRange' && (
        <>
          <section className={styles.totals} aria-label={t('gameHistory.totals')}>
            <Total label={t('gameHistory.stakes')} amount={money(result.totals.stake)} />
            <Total label={t('gameHistory.wins')} amount={money(result.totals.win)} />
            <Total label={t('gameHistory.net')} amount={money(result.totals.net)} sign={sign(result.totals.net)} />
          </section>
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
            <nav className={styles.paging} aria-label={t('gameHistory.paging')}>
              <button type="button" className={styles.action} disabled={!state.canPrevious} onClick={() => actor.send({ type: 'history.previous' })}>
                {t('gameHistory.previous')}
              </button>
              <span aria-live="polite">{t('gameHistory.page', { page: state.page, pages: historyPageCount(result) })}</span>
              <button type="button" className={styles.action} disabled={!state.canNext} onClick={() => actor.send({ type: 'history.next' })}>
                {t('gameHistory.next')}
              </button>
            </nav>
          )}
        </>
      )}

      {state.detailState !== 'closed' && (
        <Dialog title={dialogTitle} closeLabel={t('gameHistory.close')} onClose={() => actor.send({ type: 'history.close' })} closeOnBackdrop>
          <div className={styles.round}>
            {state.detailState === 'loading' && <Spinner label={t('common.loading')} />}
            {state.detailState === 'failed' && (
              <p className={styles.failed} role="alert">
                {state.detail.error}{' '}
                <button type="button" className={styles.inlineButton} onClick={() => actor.send({ type: 'history.detailRetry' })}>
                  {t('identity.retry')}
                </button>
              </p>
            )}
            {state.detailState === 'shown' && state.detail.round && <RoundDetail round={state.detail.round} t={t} locale={locale} />}
          </div>
        </Dialog>
      )}
    </div>
  );
}

function Total({ label, amount, sign: amountSign }: { label: string; amount: string; sign?: string }) {
  return (
    <div className={styles.card}>
      <p className={styles.cardLabel}>{label}</p>
      <p className={styles.amount} data-sign={amountSign}>{amount}</p>
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
