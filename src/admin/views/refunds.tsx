import { useEffect, useRef } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { refundResolveForm, type AdminRefundItem, type RefundView } from '../../../contracts/admin-refunds';
import { useAdminI18n } from '../i18n';
import { providedRefunds } from '../provide';
import { LoadGate, TabList } from './list-parts';
import { NoteDialog } from './reject-dialog';
import { ScreenHeading } from './shell';

type Flow = ReturnType<typeof useActorRef<typeof providedRefunds>>;

const VIEWS: RefundView[] = ['attention', 'recent'];

/**
 * Deposit refunds (finance): the ones the payment provider keeps refusing or failed after accepting. Retry now asks
 * the provider at once; "Returned another way" records, with a note, that the money went back by other means.
 */
export function Refunds() {
  const { t } = useAdminI18n();
  const flow = useActorRef(providedRefunds, { input: { view: 'attention' } });
  const view = useSelector(flow, (s) => s.context.view);
  const items = useSelector(flow, (s) => s.context.items);
  const loading = useSelector(flow, (s) => s.matches('loading'));
  const error = useSelector(flow, (s) => (s.matches('failed') ? s.context.error : null));
  const resolving = useSelector(flow, (s) => s.context.items.find((item) => item.id === s.context.resolving) ?? null);
  const panel = useRef<HTMLDivElement>(null);
  // A settled row leaves the list with the button that had the focus: the focus stays in the list.
  const shown = useRef(0);
  useEffect(() => {
    const left = items.length < shown.current;
    shown.current = items.length;
    if (left && (document.activeElement === document.body || document.activeElement === null)) panel.current?.focus();
  }, [items]);

  return (
    <section aria-labelledby="refunds-heading" className="screen">
      <div id="refunds-heading">
        <ScreenHeading>{t('admin.refunds.heading')}</ScreenHeading>
      </div>
      <p className="hint">{t('admin.refunds.intro')}</p>
      <TabList
        label={t('admin.refunds.views')}
        tabs={VIEWS.map((key) => ({ key, id: `refunds-tab-${key}`, label: t(`admin.refunds.view.${key}`) }))}
        current={view}
        controls="refunds-panel"
        onChoose={(value) => flow.send({ type: 'refunds.view', value })}
      />
      <div ref={panel} role="tabpanel" id="refunds-panel" aria-labelledby={`refunds-tab-${view}`} aria-busy={loading} tabIndex={-1}>
        {/* Read again after a retry or a resolution: the rows stay on screen meanwhile. */}
        <LoadGate loading={loading && items.length === 0} error={error} onRetry={() => flow.send({ type: 'refunds.reload' })}>
          {items.length === 0 ? (
            <p className="empty" role="status">
              {t(`admin.refunds.empty.${view}`)}
            </p>
          ) : (
            <RefundTable items={items} flow={flow} />
          )}
        </LoadGate>
      </div>
      {resolving && (
        <ResolveDialog
          reference={resolving.reference}
          onCancel={() => flow.send({ type: 'refunds.cancelResolve' })}
          onResolve={(note) => flow.send({ type: 'refunds.resolve', note })}
        />
      )}
    </section>
  );
}

function RefundTable({ items, flow }: { items: AdminRefundItem[]; flow: Flow }) {
  const { t, money, dateTime } = useAdminI18n();
  const acting = useSelector(flow, (s) => s.context.acting);
  const busy = useSelector(flow, (s) => !s.matches({ ready: 'idle' }));
  return (
    <table className="queue">
      <thead>
        <tr>
          <th scope="col">{t('admin.refunds.reference')}</th>
          <th scope="col">{t('admin.refunds.player')}</th>
          <th scope="col" className="number">
            {t('admin.refunds.amount')}
          </th>
          <th scope="col">{t('admin.refunds.reason')}</th>
          <th scope="col" className="number">
            {t('admin.refunds.attempts')}
          </th>
          <th scope="col">{t('admin.refunds.state')}</th>
          <th scope="col">{t('admin.refunds.actions')}</th>
        </tr>
      </thead>
      <tbody>
        {items.map((item) => {
          const settled = item.resolution !== null || (item.status === 'done' && item.pspFailure === null);
          return (
            <tr key={item.id}>
              <th scope="row" data-label={t('admin.refunds.reference')}>
                {item.reference}
                <br />
                <time dateTime={item.createdAt}>{dateTime(item.createdAt)}</time>
              </th>
              <td data-label={t('admin.refunds.player')}>
                {item.username} <span className="muted">#{item.playerId}</span>
              </td>
              <td className="number" data-label={t('admin.refunds.amount')}>
                {money(item.amountMinor / 100)}
              </td>
              <td data-label={t('admin.refunds.reason')}>{t(`admin.refunds.reason.${item.reason}`)}</td>
              <td className="number" data-label={t('admin.refunds.attempts')}>
                {item.attempts}
              </td>
              <td data-label={t('admin.refunds.state')}>
                <RefundState item={item} />
              </td>
              <td className="decision">
                {item.status === 'pending' && item.resolution === null && (
                  <button
                    type="button"
                    className="primary"
                    aria-label={t('admin.refunds.retryRow', { reference: item.reference })}
                    aria-disabled={busy || undefined}
                    aria-busy={acting === item.id || undefined}
                    onClick={() => !busy && flow.send({ type: 'refunds.retry', id: item.id })}
                  >
                    {t('admin.refunds.retry')}
                  </button>
                )}
                {!settled && (
                  <button
                    type="button"
                    className="secondary"
                    aria-label={t('admin.refunds.resolveRow', { reference: item.reference })}
                    aria-disabled={busy || undefined}
                    onClick={() => !busy && flow.send({ type: 'refunds.askResolve', id: item.id })}
                  >
                    {t('admin.refunds.resolve')}
                  </button>
                )}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

function RefundState({ item }: { item: AdminRefundItem }) {
  const { t, dateTime } = useAdminI18n();
  if (item.resolution) {
    return <>{t('admin.refunds.state.resolved', { operator: item.resolution.operatorUsername ?? '—', at: dateTime(item.resolution.at), note: item.resolution.note })}</>;
  }
  if (item.pspFailure) return <strong>{t('admin.refunds.state.pspFailed', { failure: item.pspFailure })}</strong>;
  if (item.status === 'done') return <>{t('admin.refunds.state.done')}</>;
  return (
    <>
      {t('admin.refunds.state.pending')}
      {item.lastError && (
        <>
          <br />
          {t('admin.refunds.lastError', { error: item.lastError })}
        </>
      )}
      {item.nextAttemptAt && (
        <>
          <br />
          {t('admin.refunds.nextAttempt', { at: dateTime(item.nextAttemptAt) })}
        </>
      )}
    </>
  );
}

/** "Returned another way": the operator's note of how the money went back. */
function ResolveDialog({ reference, onCancel, onResolve }: { reference: string; onCancel: () => void; onResolve: (note: string) => void }) {
  const { t } = useAdminI18n();
  return (
    <NoteDialog
      title={t('admin.refunds.resolveTitle', { reference })}
      hint={t('admin.refunds.resolveHint')}
      label={t('admin.refunds.note')}
      submitLabel={t('admin.refunds.resolveSubmit')}
      tone="primary"
      rule={refundResolveForm.shape.note}
      onCancel={onCancel}
      onSubmit={onResolve}
    />
  );
}
