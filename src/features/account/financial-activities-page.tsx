import { useActorRef, useSelector } from '@xstate/react';
import { TransactionStatus, TransactionType } from '../../../contracts/enums';
import type { TransactionItem } from '../../../contracts/money';
import { pageCount, type ActivityFilters } from '../../../machines/financial-activities.machine';
import { useLocale, useT } from '../../app/hooks';
import type { Translate } from '../../i18n/runtime';
import type { Locale } from '../../../i18n/locales';
import { Icon } from '../../ui/icon';
import { Spinner } from '../../ui/spinner';
import { formatLiraIn } from '../../ui/lira';
import { transactionStatusKey, transactionTypeKey } from './activity-format';
import { providedFinancialActivitiesMachine } from './activity-provide';
import { formatDateTime } from './format';
import { DateRangeFields, FiltersForm, LoadFailed, Pager, PeriodTotals } from './period-list';
import styles from './activity.module.css';

const types = Object.values(TransactionType);
// None is the absence of a status, not one a player can look for.
const statuses = Object.values(TransactionStatus).filter((status) => status !== TransactionStatus.None);

/** Statuses by how they look: money through, money waiting, money refused. */
const tone = (status: number) =>
  status === TransactionStatus.Confirmed || status === TransactionStatus.Merged
    ? 'done'
    : status === TransactionStatus.Rejected || status === TransactionStatus.Cancelled
      ? 'refused'
      : 'waiting';

/** /dashboard/financial-activities: deposits and withdrawals by type, status and dates, with totals, pages and a CSV. */
export function FinancialActivitiesPage() {
  const t = useT();
  const locale = useLocale();
  const actor = useActorRef(providedFinancialActivitiesMachine);
  const state = useSelector(actor, (s) => ({
    list: s.value.list,
    downloading: s.matches({ export: 'downloading' }),
    canNext: s.can({ type: 'activity.next' }),
    canPrevious: s.can({ type: 'activity.previous' }),
    ...s.context,
  }));
  const filter = (filters: Partial<ActivityFilters>) => actor.send({ type: 'activity.filter', filters });
  const { result } = state;
  const firstLoad = state.list === 'loading' && result === null;

  return (
    <div className={styles.stack}>
      <p className={styles.muted}>{t('activity.intro')}</p>
      <FiltersForm label={t('activity.filters')}>
        <label>
          <span>{t('activity.type')}</span>
          <select
            value={state.filters.type ?? ''}
            onChange={(event) => filter({ type: event.target.value ? (Number(event.target.value) as TransactionType) : null })}
          >
            <option value="">{t('activity.allTypes')}</option>
            {types.map((type) => (
              <option key={type} value={type}>{t(transactionTypeKey(type))}</option>
            ))}
          </select>
        </label>
        <label>
          <span>{t('activity.status')}</span>
          <select
            value={state.filters.status ?? ''}
            onChange={(event) => filter({ status: event.target.value ? (Number(event.target.value) as TransactionStatus) : null })}
          >
            <option value="">{t('activity.allStatuses')}</option>
            {statuses.map((status) => (
              <option key={status} value={status}>{t(transactionStatusKey(status))}</option>
            ))}
          </select>
        </label>
        <DateRangeFields from={state.filters.from} to={state.filters.to} fromLabel={t('activity.from')} toLabel={t('activity.to')} onChange={filter} />
        <button
          type="button"
          className={styles.action}
          disabled={state.downloading || state.list === 'invalidRange'}
          aria-busy={state.downloading}
          onClick={() => actor.send({ type: 'activity.download' })}
        >
          <Icon name="arrow-down" size={18} />
          {t(state.downloading ? 'activity.downloading' : 'activity.download')}
        </button>
      </FiltersForm>

      {state.list === 'invalidRange' && <p className={styles.failed} role="alert">{t('activity.rangeInvalid')}</p>}
      {state.list === 'failed' && <LoadFailed error={state.error} onRetry={() => actor.send({ type: 'activity.retry' })} />}
      {firstLoad && <Spinner label={t('common.loading')} />}

      {result && state.list !== 'invalidRange' && (
        <>
          <PeriodTotals
            label={t('activity.totals')}
            cards={[
              { label: t('activity.deposits'), amount: formatLiraIn(result.totals.deposits, locale) },
              { label: t('activity.withdrawals'), amount: formatLiraIn(result.totals.withdrawals, locale) },
              { label: t('activity.net'), amount: formatLiraIn(result.totals.net, locale) },
            ]}
          />
          {result.items.length === 0 && state.list === 'listed' && <p>{t('activity.empty')}</p>}
          {result.items.length > 0 && (
            <div className={styles.tableWrap}>
              <table className={styles.table} aria-label={t('activity.list')} aria-busy={state.list === 'loading'}>
                <thead>
                  <tr>
                    <th scope="col">{t('activity.time')}</th>
                    <th scope="col">{t('activity.type')}</th>
                    <th scope="col">{t('activity.amount')}</th>
                    <th scope="col">{t('activity.status')}</th>
                    <th scope="col">{t('activity.method')}</th>
                    <th scope="col">{t('activity.details')}</th>
                    <th scope="col">{t('activity.reference')}</th>
                  </tr>
                </thead>
                <tbody>
                  {result.items.map((item) => (
                    <TransactionRow key={item.id} item={item} t={t} locale={locale} />
                  ))}
                </tbody>
              </table>
            </div>
          )}
          {result.total > 0 && (
            <Pager
              label={t('activity.paging')}
              pageText={t('activity.page', { page: state.page, pages: pageCount(result) })}
              previousLabel={t('activity.previous')}
              nextLabel={t('activity.next')}
              canPrevious={state.canPrevious}
              canNext={state.canNext}
              onPrevious={() => actor.send({ type: 'activity.previous' })}
              onNext={() => actor.send({ type: 'activity.next' })}
            />
          )}
        </>
      )}
    </div>
  );
}

/** A row of the table on wide screens, a card on phones (the cells name themselves through data-label). */
function TransactionRow({ item, t, locale }: { item: TransactionItem; t: Translate; locale: Locale }) {
  return (
    <tr>
      <td data-label={t('activity.time')}>
        <time dateTime={item.createdAt}>{formatDateTime(item.createdAt, locale)}</time>
      </td>
      <td data-label={t('activity.type')}>{t(transactionTypeKey(item.type))}</td>
      <td data-label={t('activity.amount')} className={styles.money} data-type={item.type}>
        {formatLiraIn(item.amount, locale)}
      </td>
      <td data-label={t('activity.status')}>
        <span className={styles.badge} data-tone={tone(item.status)}>{t(transactionStatusKey(item.status))}</span>
        {item.reason && (
          <p className={styles.reason}>
            {t('activity.reason')}: {item.reason}
          </p>
        )}
      </td>
      <td data-label={t('activity.method')}>{item.method}</td>
      <td data-label={t('activity.details')} className={styles.details}>{item.details}</td>
      <td data-label={t('activity.reference')} className={styles.reference}>{item.reference}</td>
    </tr>
  );
}
