import { useEffect, useId, useRef, useState } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { useForm } from '@tanstack/react-form';
import { Link } from 'wouter';
import { formatPhone } from '../../../contracts/phone';
import { CALL_STATUSES, callRequestUpdate, type CallRequestItem, type CallStatus } from '../../../contracts/support';
import { useModal } from '../../ui/dialog';
import { useAdminI18n } from '../i18n';
import { providedCallRequests } from '../provide';
import { TextField, validateWith } from './form-fields';
import { ScreenHeading } from './shell';

type Flow = ReturnType<typeof useActorRef<typeof providedCallRequests>>;

/** Call requests players sent from the site: newest first, by status; take one, then mark it done with a note. */
export function CallRequests() {
  const { t } = useAdminI18n();
  const flow = useActorRef(providedCallRequests);
  const status = useSelector(flow, (s) => s.context.status);
  const items = useSelector(flow, (s) => s.context.items);
  const loading = useSelector(flow, (s) => s.matches('loading'));
  const loadingMore = useSelector(flow, (s) => s.matches({ ready: 'loadingMore' }));
  const more = useSelector(flow, (s) => s.context.nextCursor !== null);
  const error = useSelector(flow, (s) => (s.matches('failed') ? s.context.error : null));
  const finishing = useSelector(flow, (s) => s.context.items.find((item) => item.id === s.context.finishing) ?? null);
  const results = useRef<HTMLDivElement>(null);
  // A changed row may leave a filtered list with the button that had the focus: the focus stays in the list.
  const shown = useRef(0);
  useEffect(() => {
    const left = items.length < shown.current;
    shown.current = items.length;
    if (left && (document.activeElement === document.body || document.activeElement === null)) results.current?.focus();
  }, [items]);
  const filterId = useId();

  return (
    <section aria-labelledby="calls-heading" className="screen">
      <div id="calls-heading">
        <ScreenHeading>{t('admin.calls.heading')}</ScreenHeading>
      </div>
      <div className="filters">
        <label className="field" htmlFor={filterId}>
          {t('admin.calls.status')}
        </label>
        <select id={filterId} value={status} onChange={(event) => flow.send({ type: 'calls.filter', status: event.target.value as CallStatus | '' })}>
          {CALL_STATUSES.map((value) => (
            <option key={value} value={value}>
              {t(`admin.calls.status.${value}`)}
            </option>
          ))}
          <option value="">{t('admin.calls.status.any')}</option>
        </select>
      </div>
      <div ref={results} aria-busy={loading} tabIndex={-1}>
        {loading ? (
          <p role="status">{t('admin.loading')}</p>
        ) : error ? (
          <div role="alert" className="alert">
            <p>{error}</p>
            <button type="button" className="secondary" onClick={() => flow.send({ type: 'calls.reload' })}>
              {t('admin.retry')}
            </button>
          </div>
        ) : items.length === 0 ? (
          <p className="empty" role="status">
            {t('admin.calls.empty')}
          </p>
        ) : (
          <>
            <CallTable items={items} flow={flow} />
            {more && (
              <button type="button" className="secondary more" aria-disabled={loadingMore || undefined} aria-busy={loadingMore} onClick={() => flow.send({ type: 'calls.more' })}>
                {t('admin.tx.more')}
              </button>
            )}
          </>
        )}
      </div>
      {finishing && (
        <FinishDialog
          item={finishing}
          onCancel={() => flow.send({ type: 'calls.cancelNote' })}
          onFinish={(note) => flow.send({ type: 'calls.finish', note })}
        />
      )}
    </section>
  );
}

function CallTable({ items, flow }: { items: CallRequestItem[]; flow: Flow }) {
  const { t, dateTime } = useAdminI18n();
  const changing = useSelector(flow, (s) => s.context.changing);
  const busy = changing !== null || undefined;
  return (
    <table className="queue">
      <thead>
        <tr>
          <th scope="col">{t('admin.calls.name')}</th>
          <th scope="col">{t('admin.calls.phone')}</th>
          <th scope="col">{t('admin.calls.time')}</th>
          <th scope="col">{t('admin.calls.topic')}</th>
          <th scope="col">{t('admin.calls.note')}</th>
          <th scope="col">{t('admin.calls.created')}</th>
          <th scope="col">{t('admin.calls.status')}</th>
          <th scope="col">{t('admin.calls.actions')}</th>
        </tr>
      </thead>
      <tbody>
        {items.map((item) => (
          <tr key={item.id}>
            <th scope="row" data-label={t('admin.calls.name')}>
              {item.name}
              {item.playerId !== null && (
                <>
                  {' '}
                  <Link href={`/players/${item.playerId}`}>{t('admin.calls.player')}</Link>
                </>
              )}
            </th>
            <td data-label={t('admin.calls.phone')}>
              <a href={`tel:+${item.phone}`}>{formatPhone(item.phone)}</a>
            </td>
            <td data-label={t('admin.calls.time')}>{t(`admin.calls.time.${item.preferredTime}`)}</td>
            <td data-label={t('admin.calls.topic')}>{t(`admin.calls.topic.${item.topic}`)}</td>
            <td data-label={t('admin.calls.note')}>{item.note}</td>
            <td data-label={t('admin.calls.created')}>
              <time dateTime={item.createdAt}>{dateTime(item.createdAt)}</time>
            </td>
            <td data-label={t('admin.calls.status')}>
              {t(`admin.calls.status.${item.status}`)}
              {item.handledBy && <span className="handled"> {t('admin.calls.handledBy', { name: item.handledBy })}</span>}
              {item.operatorNote && <p className="operator-note">{item.operatorNote}</p>}
            </td>
            <td className="decision">
              {item.status === 'new' && (
                <button type="button" className="primary" aria-disabled={busy} aria-busy={changing === item.id} onClick={() => flow.send({ type: 'calls.take', id: item.id })}>
                  {t('admin.calls.take')} <span className="visually-hidden">{item.name}</span>
                </button>
              )}
              {item.status !== 'done' && (
                <button type="button" className="secondary" aria-disabled={busy} onClick={() => flow.send({ type: 'calls.askNote', id: item.id })}>
                  {t('admin.calls.finish')} <span className="visually-hidden">{item.name}</span>
                </button>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

const noteOnly = callRequestUpdate.pick({ note: true });

/** A native modal <dialog>: Escape cancels, and the focus goes back to the button that opened it. */
function FinishDialog({ item, onCancel, onFinish }: { item: CallRequestItem; onCancel: () => void; onFinish: (note: string) => void }) {
  const { t } = useAdminI18n();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const [opener] = useState(() => (document.activeElement instanceof HTMLElement ? document.activeElement : null));
  useModal(ref, onCancel, opener);
  const validate = validateWith(noteOnly, t);
  const form = useForm({
    defaultValues: { note: '' },
    validators: { onChange: validate, onSubmit: validate },
    onSubmit: ({ value }) => onFinish(value.note),
  });
  return (
    <dialog ref={ref} className="modal" aria-labelledby={titleId}>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void form.handleSubmit();
        }}
      >
        <h2 id={titleId}>{t('admin.calls.finishTitle', { name: item.name })}</h2>
        <form.Subscribe selector={(s) => s.submissionAttempts > 0}>
          {(attempted) => (
            <form.Field name="note">
              {(field) => <TextField field={field} label={t('admin.calls.operatorNote')} multiline showError={attempted} autoFocus />}
            </form.Field>
          )}
        </form.Subscribe>
        <div className="actions">
          <button type="submit" className="primary">
            {t('admin.calls.finishSubmit')}
          </button>
          <button type="button" className="secondary" onClick={onCancel}>
            {t('admin.dialog.cancel')}
          </button>
        </div>
      </form>
    </dialog>
  );
}
