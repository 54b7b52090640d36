import { useEffect, useRef, type KeyboardEvent } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { TransactionType } from '../../../contracts/enums';
import type { ReviewItem } from '../../../contracts/money';
import { useAdminI18n } from '../i18n';
import { providedPayments } from '../provide';
import { RejectDialog } from './reject-dialog';
import { ScreenHeading } from './shell';

const TABS = [
  { type: TransactionType.Withdraw, label: 'admin.payments.withdrawals' },
  { type: TransactionType.Deposit, label: 'admin.payments.deposits' },
] as const;

/** Pending withdrawals and bank transfers: approve, or reject with a reason the player reads. */
export function PaymentsQueue() {
  const { t } = useAdminI18n();
  const queue = useActorRef(providedPayments, { input: { type: TransactionType.Withdraw } });
  const type = useSelector(queue, (s) => s.context.type);
  const loading = useSelector(queue, (s) => s.matches('loading'));
  const error = useSelector(queue, (s) => (s.matches('failed') ? s.context.error : null));
  const items = useSelector(queue, (s) => s.context.items);
  const rejecting = useSelector(queue, (s) => s.context.items.find((item) => item.id === s.context.rejecting) ?? null);
  const tabs = useRef<Array<HTMLButtonElement | null>>([]);
  const panel = useRef<HTMLDivElement>(null);
  // A decided row leaves with the button that had the focus: the focus stays in the queue instead of the page's top.
  const shown = useRef(0);
  useEffect(() => {
    const left = items.length < shown.current;
    shown.current = items.length;
    if (left && (document.activeElement === document.body || document.activeElement === null)) panel.current?.focus();
  }, [items]);

  const choose = (index: number) => {
    queue.send({ type: 'queue.type', value: TABS[index].type });
    tabs.current[index]?.focus();
  };
  const onKey = (event: KeyboardEvent) => {
    const index = TABS.findIndex((tab) => tab.type === type);
    const next = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: TABS.length - 1 }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    choose((next + TABS.length) % TABS.length);
  };

  return (
    <section aria-labelledby="payments-heading" className="screen">
      <div id="payments-heading">
        <ScreenHeading>{t('admin.payments.heading')}</ScreenHeading>
      </div>
      <div role="tablist" aria-label={t('admin.payments.types')} className="tabs" onKeyDown={onKey}>
        {TABS.map((tab, index) => (
          <button
            key={tab.type}
            ref={(element) => {
              tabs.current[index] = element;
            }}
            type="button"
            role="tab"
            id={`tab-${tab.type}`}
            aria-selected={type === tab.type}
            aria-controls="payments-panel"
            tabIndex={type === tab.type ? 0 : -1}
            onClick={() => choose(index)}
          >
            {t(tab.label)}
          </button>
        ))}
      </div>
      <div ref={panel} role="tabpanel" id="payments-panel" aria-labelledby={`tab-${type}`} aria-busy={loading} tabIndex={-1}>
        {loading ? (
          <p role="status">{t('admin.loading')}</p>
        ) : error ? (
          <div role="alert" className="alert">
            <p>{error}</p>
            <button type="button" className="secondary" onClick={() => queue.send({ type: 'queue.reload' })}>
              {t('admin.payments.retry')}
            </button>
          </div>
        ) : items.length === 0 ? (
          <p className="empty" role="status">
            {t('admin.payments.empty')}
          </p>
        ) : (
          <QueueTable items={items} queue={queue} />
        )}
      </div>
      {rejecting && (
        <RejectDialog
          reference={rejecting.reference}
          onCancel={() => queue.send({ type: 'queue.cancelReason' })}
          onReject={(reason) => queue.send({ type: 'queue.reject', reason })}
        />
      )}
    </section>
  );
}

function QueueTable({ items, queue }: { items: ReviewItem[]; queue: ReturnType<typeof useActorRef<typeof providedPayments>> }) {
  const { t, money, dateTime } = useAdminI18n();
  const deciding = useSelector(queue, (s) => s.context.deciding);
  return (
    <table className="queue">
      <thead>
        <tr>
          <th scope="col">{t('admin.payments.reference')}</th>
          <th scope="col">{t('admin.payments.player')}</th>
          <th scope="col" className="number">
            {t('admin.payments.amount')}
          </th>
          <th scope="col">{t('admin.payments.method')}</th>
          <th scope="col">{t('admin.payments.payout')}</th>
          <th scope="col">{t('admin.payments.created')}</th>
          <th scope="col">{t('admin.payments.decision')}</th>
        </tr>
      </thead>
      <tbody>
        {items.map((item) => (
          <tr key={item.id}>
            <th scope="row" data-label={t('admin.payments.reference')}>{item.reference}</th>
            <td data-label={t('admin.payments.player')}>{item.username}</td>
            <td className="number" data-label={t('admin.payments.amount')}>{money(item.amount)}</td>
            <td data-label={t('admin.payments.method')}>{item.method}</td>
            <td data-label={t('admin.payments.payout')}>
              <Payout payout={item.payout} />
            </td>
            <td data-label={t('admin.payments.created')}>
              <time dateTime={item.createdAt}>{dateTime(item.createdAt)}</time>
            </td>
            <td className="decision">
              <button type="button" className="primary" aria-disabled={deciding !== null || undefined} aria-busy={deciding === item.id} onClick={() => queue.send({ type: 'queue.approve', id: item.id })}>
                {t('admin.payments.approve')}
              </button>
              <button type="button" className="danger" aria-disabled={deciding !== null || undefined} onClick={() => queue.send({ type: 'queue.askReason', id: item.id })}>
                {t('admin.payments.reject')}
              </button>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Where to pay (IBAN, holder, bank...), as the player gave it. */
function Payout({ payout }: { payout: ReviewItem['payout'] }) {
  const entries = Object.entries(payout).filter(([, value]) => value !== '' && value !== null);
  return (
    <dl className="payout">
      {entries.map(([name, value]) => (
        <div key={name}>
          <dt>{name}</dt>
          <dd>{String(value)}</dd>
        </div>
      ))}
    </dl>
  );
}
