import { useEffect, useRef, useState } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import './payments.css';
import { rejectReason } from '../../../../contracts/admin';
import { TransactionType } from '../../../../contracts/enums';
import { QUEUE_PAGE_SIZE, shownRows } from '../../../../machines/admin-payments.machine';
import { useAdminI18n } from '../../i18n';
import { ConfirmDialog } from '../../kit/confirm-dialog';
import { Pager } from '../../kit/pager';
import { TabList } from '../../views/list-parts';
import { ScreenHeading } from '../../views/shell';
import { providedPayments } from './provide';
import { QueueFilterBar } from './filters';
import { DecisionSummary, QueueTable, type QueueActor } from './rows';

const TABS = [
  { key: TransactionType.Withdraw, id: `tab-${TransactionType.Withdraw}`, label: 'admin.payments.withdrawals' },
  { key: TransactionType.Deposit, id: `tab-${TransactionType.Deposit}`, label: 'admin.payments.deposits' },
] as const;

/**
 * Pending withdrawals and bank transfers: new requests appear by themselves (the operators' hub), filtered, sorted
 * and paged here; approved or rejected (with a reason the player reads) one by one or the ticked rows at once,
 * each decision confirmed in a dialog that names player, amount, method and destination.
 */
export function PaymentsQueue() {
  const { t, locale } = useAdminI18n();
  const queue = useActorRef(providedPayments, { input: { type: TransactionType.Withdraw } });
  // Method names come in the operator's language: another language reads the queue again.
  const readIn = useRef(locale);
  useEffect(() => {
    if (readIn.current === locale) return;
    readIn.current = locale;
    queue.send({ type: 'queue.reload' });
  }, [locale, queue]);
  const type = useSelector(queue, (s) => s.context.type);
  const loading = useSelector(queue, (s) => s.matches({ queue: 'loading' }));
  const error = useSelector(queue, (s) => (s.matches({ queue: 'failed' }) ? s.context.error : null));
  const items = useSelector(queue, (s) => s.context.items);
  const live = useSelector(queue, (s) => s.context.live);
  const panel = useRef<HTMLDivElement>(null);
  // A decided row leaves with the button that had the focus: the focus stays in the queue instead of the page's top.
  const shown = useRef(0);
  useEffect(() => {
    const left = items.length < shown.current;
    shown.current = items.length;
    if (left && (document.activeElement === document.body || document.activeElement === null)) panel.current?.focus();
  }, [items]);

  return (
    <section aria-labelledby="payments-heading" className="screen">
      <div id="payments-heading" className="screen-heading-row">
        <ScreenHeading>{t('admin.payments.heading')}</ScreenHeading>
        <p className={live ? 'live-state live' : 'live-state'} role="status">
          {t(live ? 'admin.payments.live' : 'admin.payments.offline')}
        </p>
        <button type="button" className="secondary" onClick={() => queue.send({ type: 'queue.reload' })}>
          {t('admin.payments.refresh')}
        </button>
      </div>
      <TabList
        label={t('admin.payments.types')}
        tabs={TABS.map((tab) => ({ ...tab, label: t(tab.label) }))}
        current={type}
        controls="payments-panel"
        onChoose={(value) => queue.send({ type: 'queue.type', value })}
      />
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
          <Queue queue={queue} />
        )}
      </div>
      <Confirm queue={queue} />
    </section>
  );
}

function Queue({ queue }: { queue: QueueActor }) {
  const { t } = useAdminI18n();
  // The age filter reads the clock once a minute: a row crosses "over 24 h" while the screen is open.
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 60_000);
    return () => clearInterval(timer);
  }, []);
  const context = useSelector(queue, (s) => s.context);
  const rows = shownRows(context, now);
  // The last page's start, when rows left (decided, filtered out) leave the chosen page empty.
  const last = rows.length === 0 ? 0 : Math.floor((rows.length - 1) / QUEUE_PAGE_SIZE) * QUEUE_PAGE_SIZE;
  const offset = Math.min(context.offset, last);
  const page = rows.slice(offset, offset + QUEUE_PAGE_SIZE);
  const selected = context.selected;
  const busy = context.deciding.length > 0 || context.confirming !== null;
  return (
    <>
      <QueueFilterBar queue={queue} />
      {selected.length > 0 && (
        <div className="bulk-bar" role="group" aria-label={t('admin.payments.selected', { count: selected.length })}>
          <p>{t('admin.payments.selected', { count: selected.length })}</p>
          <button type="button" className="primary" aria-disabled={busy || undefined} onClick={() => !busy && queue.send({ type: 'queue.ask', ids: selected, decision: 'approve' })}>
            {t('admin.payments.approveSelected')}
          </button>
          <button type="button" className="danger" aria-disabled={busy || undefined} onClick={() => !busy && queue.send({ type: 'queue.ask', ids: selected, decision: 'reject' })}>
            {t('admin.payments.rejectSelected')}
          </button>
        </div>
      )}
      {rows.length === 0 ? (
        <p className="empty" role="status">
          {t('admin.payments.noMatch')}
        </p>
      ) : (
        <>
          <QueueTable items={page} queue={queue} />
          {rows.length > QUEUE_PAGE_SIZE && <Pager offset={offset} shown={page.length} total={rows.length} pageSize={QUEUE_PAGE_SIZE} onPage={(next) => queue.send({ type: 'queue.page', offset: next })} />}
        </>
      )}
    </>
  );
}

/** The decision's confirmation: every row it covers (player, amount, method, destination), a rejection's reason. */
function Confirm({ queue }: { queue: QueueActor }) {
  const { t, money } = useAdminI18n();
  const confirming = useSelector(queue, (s) => s.context.confirming);
  const items = useSelector(queue, (s) => s.context.items);
  const deciding = useSelector(queue, (s) => s.context.deciding.length > 0);
  if (!confirming) return null;
  const rows = items.filter((item) => confirming.ids.includes(item.id));
  const one = rows.length === 1 ? rows[0] : null;
  const approve = confirming.decision === 'approve';
  const title = one
    ? approve
      ? t('admin.payments.confirm.approveOne', { reference: one.reference })
      : t('admin.reject.title', { reference: one.reference })
    : t(approve ? 'admin.payments.confirm.approveMany' : 'admin.payments.confirm.rejectMany', { count: rows.length });
  const label = one ? t(approve ? 'admin.payments.confirm.approve' : 'admin.reject.submit') : t(approve ? 'admin.payments.confirm.approveAll' : 'admin.payments.confirm.rejectAll', { count: rows.length });
  return (
    <ConfirmDialog
      title={title}
      confirmLabel={label}
      tone={approve ? 'primary' : 'danger'}
      note={approve ? undefined : { label: t('admin.reject.reason'), rule: rejectReason.shape.reason }}
      busy={deciding}
      onCancel={() => queue.send({ type: 'queue.cancel' })}
      onConfirm={(reason) => queue.send({ type: 'queue.confirm', reason })}
    >
      <DecisionSummary rows={rows} />
      {rows.length > 1 && <p className="total">{t('admin.payments.confirm.total', { amount: money(rows.reduce((sum, row) => sum + row.amount, 0)) })}</p>}
    </ConfirmDialog>
  );
}
