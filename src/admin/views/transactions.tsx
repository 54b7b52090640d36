import { useEffect, useRef, type FormEvent } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { Link } from 'wouter';
import { PAYMENT_STATUSES, TRANSACTION_KINDS, type AdminTransactionItem, type PaymentStatus, type TransactionKind } from '../../../contracts/admin-calls';
import { useAdminI18n } from '../i18n';
import { providedTransactions } from '../provide';
import { ScreenHeading } from './shell';

const KINDS = Object.keys(TRANSACTION_KINDS) as TransactionKind[];

/** Every player's movements of money: filters, the rows newest first, Show more, and the CSV of the same filters. */
export function Transactions() {
  const { t } = useAdminI18n();
  const flow = useActorRef(providedTransactions);
  const filter = useSelector(flow, (s) => s.context.filter);
  const items = useSelector(flow, (s) => s.context.items);
  const loading = useSelector(flow, (s) => s.matches({ list: 'loading' }));
  const loadingMore = useSelector(flow, (s) => s.matches({ list: 'loadingMore' }));
  const more = useSelector(flow, (s) => s.context.nextCursor !== null);
  const error = useSelector(flow, (s) => (s.matches({ list: 'failed' }) ? s.context.error : null));
  const downloading = useSelector(flow, (s) => s.matches({ export: 'downloading' }));
  const results = useRef<HTMLDivElement>(null);
  // Show more leaves with the last page: the focus stays in the list instead of the page's top.
  useEffect(() => {
    if (!more && (document.activeElement === document.body || document.activeElement === null)) results.current?.focus();
  }, [more]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const text = (name: string) => String(form.get(name) ?? '');
    flow.send({
      type: 'transactions.filter',
      filter: { kind: text('kind') as TransactionKind | '', status: text('status') as PaymentStatus | '', username: text('username'), from: text('from'), to: text('to') },
    });
  };

  return (
    <section aria-labelledby="transactions-heading" className="screen">
      <div id="transactions-heading">
        <ScreenHeading>{t('admin.tx.heading')}</ScreenHeading>
      </div>
      <form className="filters" onSubmit={submit} aria-label={t('admin.tx.filters')}>
        <label className="field">
          {t('admin.tx.kind')}
          <select name="kind" defaultValue={filter.kind}>
            <option value="">{t('admin.tx.any')}</option>
            {KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {t(`admin.tx.kind.${kind}`)}
              </option>
            ))}
          </select>
        </label>
        <label className="field">
          {t('admin.tx.status')}
          <select name="status" defaultValue={filter.status}>
            <option value="">{t('admin.tx.any')}</option>
            {PAYMENT_STATUSES.map((status) => (
              <option key={status} value={status}>
                {t(`admin.tx.status.${status}`)}
              </option>
            ))}
          </select>
        </label>
        <label className="field">
          {t('admin.tx.username')}
          <input name="username" defaultValue={filter.username} autoComplete="off" maxLength={64} />
        </label>
        <label className="field">
          {t('admin.tx.from')}
          <input type="date" name="from" defaultValue={filter.from} />
        </label>
        <label className="field">
          {t('admin.tx.to')}
          <input type="date" name="to" defaultValue={filter.to} />
        </label>
        <button type="submit" className="primary">
          {t('admin.tx.apply')}
        </button>
        <button type="button" className="secondary" aria-disabled={downloading || undefined} aria-busy={downloading} onClick={() => !downloading && flow.send({ type: 'transactions.export' })}>
          {downloading ? t('admin.tx.exporting') : t('admin.tx.export')}
        </button>
      </form>
      <div ref={results} aria-busy={loading} tabIndex={-1}>
        {loading ? (
          <p role="status">{t('admin.loading')}</p>
        ) : error ? (
          <div role="alert" className="alert">
            <p>{error}</p>
            <button type="button" className="secondary" onClick={() => flow.send({ type: 'transactions.reload' })}>
              {t('admin.retry')}
            </button>
          </div>
        ) : items.length === 0 ? (
          <p className="empty" role="status">
            {t('admin.tx.empty')}
          </p>
        ) : (
          <>
            <TransactionTable items={items} />
            {more && (
              <button type="button" className="secondary more" aria-disabled={loadingMore || undefined} aria-busy={loadingMore} onClick={() => flow.send({ type: 'transactions.more' })}>
                {t('admin.tx.more')}
              </button>
            )}
          </>
        )}
      </div>
    </section>
  );
}

function TransactionTable({ items }: { items: AdminTransactionItem[] }) {
  const { t, money, dateTime } = useAdminI18n();
  const columns = ['admin.tx.time', 'admin.tx.player', 'admin.tx.kind', 'admin.tx.account', 'admin.tx.amount', 'admin.tx.balanceAfter', 'admin.tx.reference', 'admin.tx.status'] as const;
  // A wide page of transactions scrolls inside its own box (keyboard too), never the whole back office.
  return (
    <div className="table-scroll" role="region" aria-label={t('admin.tx.heading')} tabIndex={0}>
    <table className="queue">
      <caption className="visually-hidden">{t('admin.tx.heading')}</caption>
      <thead>
        <tr>
          {columns.map((key) => (
            <th key={key} scope="col" className={key === 'admin.tx.amount' || key === 'admin.tx.balanceAfter' ? 'number' : undefined}>
              {t(key)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {items.map((item) => (
          <tr key={item.id}>
            <th scope="row" data-label={t('admin.tx.time')}>
              <time dateTime={item.at}>{dateTime(item.at)}</time>
            </th>
            <td data-label={t('admin.tx.player')}>
              <Link href={`/players/${item.playerId}`}>{item.username}</Link>
            </td>
            <td data-label={t('admin.tx.kind')}>
              {t(`admin.tx.kind.${item.kind}`)} <span className="role">{item.entryKind}</span>
            </td>
            <td data-label={t('admin.tx.account')}>{t(`admin.tx.account.${item.account}`)}</td>
            <td className="number" data-label={t('admin.tx.amount')}>
              {money(item.amountMinor / 100)}
            </td>
            <td className="number" data-label={t('admin.tx.balanceAfter')}>
              {money(item.balanceAfterMinor / 100)}
            </td>
            <td data-label={t('admin.tx.reference')}>{item.reference}</td>
            <td data-label={t('admin.tx.status')}>{item.status ? t(`admin.tx.status.${item.status}`) : ''}</td>
          </tr>
        ))}
      </tbody>
    </table>
    </div>
  );
}
