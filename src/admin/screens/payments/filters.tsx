import { useSelector } from '@xstate/react';
import { NO_FILTERS, type QueueSort } from '../../../../machines/admin-payments.machine';
import { useAdminI18n } from '../../i18n';
import type { QueueActor } from './rows';

const SORTS: QueueSort[] = ['oldest', 'newest', 'largest', 'smallest'];
const AGES = ['1', '24', '72'];

/** Method, amount range, age and order: applied as the operator changes them (the queue is on the screen already). */
export function QueueFilterBar({ queue }: { queue: QueueActor }) {
  const { t } = useAdminI18n();
  const filters = useSelector(queue, (s) => s.context.filters);
  const sort = useSelector(queue, (s) => s.context.sort);
  const methods = useSelector(queue, (s) => [...new Set(s.context.items.map((item) => item.method))].sort().join('\n'));
  const set = (name: keyof typeof filters) => (event: { target: { value: string } }) => queue.send({ type: 'queue.filter', filters: { [name]: event.target.value } });
  const filtered = Object.entries(filters).some(([name, value]) => value !== NO_FILTERS[name as keyof typeof filters]);
  return (
    <form className="filters queue-filters" aria-label={t('admin.payments.filters')} onSubmit={(event) => event.preventDefault()}>
      <label className="field">
        {t('admin.payments.method')}
        <select value={filters.method} onChange={set('method')}>
          <option value="">{t('admin.payments.filter.anyMethod')}</option>
          {methods.split('\n').filter(Boolean).map((method) => (
            <option key={method} value={method}>
              {method}
            </option>
          ))}
        </select>
      </label>
      <label className="field narrow">
        {t('admin.payments.filter.minAmount')}
        <input inputMode="decimal" value={filters.minAmount} onChange={set('minAmount')} autoComplete="off" maxLength={12} />
      </label>
      <label className="field narrow">
        {t('admin.payments.filter.maxAmount')}
        <input inputMode="decimal" value={filters.maxAmount} onChange={set('maxAmount')} autoComplete="off" maxLength={12} />
      </label>
      <label className="field">
        {t('admin.payments.filter.age')}
        <select value={filters.olderThanHours} onChange={set('olderThanHours')}>
          <option value="">{t('admin.payments.filter.anyAge')}</option>
          {AGES.map((hours) => (
            <option key={hours} value={hours}>
              {t('admin.payments.filter.hours', { count: hours })}
            </option>
          ))}
        </select>
      </label>
      <label className="field">
        {t('admin.payments.sort')}
        <select value={sort} onChange={(event) => queue.send({ type: 'queue.sort', value: event.target.value as QueueSort })}>
          {SORTS.map((value) => (
            <option key={value} value={value}>
              {t(`admin.payments.sort.${value}`)}
            </option>
          ))}
        </select>
      </label>
      {filtered && (
        <button type="button" className="secondary" onClick={() => queue.send({ type: 'queue.filter', filters: NO_FILTERS })}>
          {t('admin.payments.filter.clear')}
        </button>
      )}
    </form>
  );
}
