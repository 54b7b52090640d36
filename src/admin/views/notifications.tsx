import { useEffect, useId, useRef } from 'react';
import { useForm } from '@tanstack/react-form';
import { useActorRef, useSelector } from '@xstate/react';
import { playerMessageForm, type PlayerMessageForm } from '../../../contracts/admin';
import { useModal } from '../../ui/dialog';
import { useAdminI18n } from '../i18n';
import { providedNotify } from '../provide';
import { TextField, validateWith } from './form-fields';
import { ScreenHeading } from './shell';

/** A notification to one player (by username) or to every player; the latter is confirmed first. */
export function Notifications() {
  const { t } = useAdminI18n();
  const flow = useActorRef(providedNotify);
  const sending = useSelector(flow, (s) => s.matches('sending'));
  const confirming = useSelector(flow, (s) => s.matches('confirming'));
  const notified = useSelector(flow, (s) => (s.matches('sent') ? s.context.notified : null));
  const error = useSelector(flow, (s) => s.context.error);
  const validate = validateWith(playerMessageForm, t);
  const form = useForm({
    defaultValues: { audience: 'one', username: '', title: '', note: '' } as PlayerMessageForm,
    validators: { onChange: validate, onSubmit: validate },
    onSubmit: ({ value }) => flow.send({ type: 'notify.submit', values: value }),
  });
  const result = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (notified !== null) result.current?.focus();
  }, [notified]);

  return (
    <section className="screen">
      <ScreenHeading>{t('admin.notify.heading')}</ScreenHeading>
      {notified !== null ? (
        <div className="result">
          <p ref={result} tabIndex={-1} role="status">
            {t('admin.notify.sent', { count: notified })}
          </p>
          <button
            type="button"
            className="primary"
            onClick={() => {
              form.reset();
              flow.send({ type: 'notify.again' });
            }}
          >
            {t('admin.notify.again')}
          </button>
        </div>
      ) : (
        <form
          noValidate
          className="notify-form"
          onSubmit={(event) => {
            event.preventDefault();
            void form.handleSubmit();
          }}
        >
          <form.Subscribe selector={(s) => [s.submissionAttempts > 0, s.values.audience === 'all', s.values.title] as const}>
            {([attempted, toAll, title]) => (
              <>
                <form.Field name="audience">
                  {(field) => (
                    <fieldset className="audience">
                      <legend>{t('admin.notify.audience')}</legend>
                      {(['one', 'all'] as const).map((audience) => (
                        <label key={audience}>
                          <input
                            type="radio"
                            name={field.name}
                            value={audience}
                            checked={field.state.value === audience}
                            onChange={() => field.handleChange(audience)}
                          />
                          {t(audience === 'one' ? 'admin.notify.one' : 'admin.notify.all')}
                        </label>
                      ))}
                    </fieldset>
                  )}
                </form.Field>
                {!toAll && (
                  <form.Field name="username">
                    {(field) => <TextField field={field} label={t('admin.notify.username')} autoComplete="off" showError={attempted} />}
                  </form.Field>
                )}
                <form.Field name="title">{(field) => <TextField field={field} label={t('admin.notify.title')} showError={attempted} />}</form.Field>
                <form.Field name="note">{(field) => <TextField field={field} label={t('admin.notify.note')} multiline showError={attempted} />}</form.Field>
                {error && (
                  <p role="alert" className="alert">
                    {error}
                  </p>
                )}
                <button type="submit" className="primary" disabled={sending} aria-busy={sending}>
                  {t(sending ? 'admin.notify.sending' : 'admin.notify.submit')}
                </button>
                {confirming && (
                  <ConfirmAll title={title.trim()} onConfirm={() => flow.send({ type: 'notify.confirm' })} onCancel={() => flow.send({ type: 'notify.cancel' })} />
                )}
              </>
            )}
          </form.Subscribe>
        </form>
      )}
    </section>
  );
}

function ConfirmAll({ title, onConfirm, onCancel }: { title: string; onConfirm: () => void; onCancel: () => void }) {
  const { t } = useAdminI18n();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const textId = useId();
  const opener = useRef(document.activeElement instanceof HTMLElement ? document.activeElement : null);
  useModal(ref, onCancel, opener.current);
  return (
    <dialog ref={ref} className="modal" role="alertdialog" aria-labelledby={titleId} aria-describedby={textId}>
      <h2 id={titleId}>{t('admin.notify.confirmTitle')}</h2>
      <p id={textId}>{t('admin.notify.confirmText', { title })}</p>
      <div className="actions">
        <button type="button" className="danger" onClick={onConfirm} autoFocus>
          {t('admin.notify.confirm')}
        </button>
        <button type="button" className="secondary" onClick={onCancel}>
          {t('admin.dialog.cancel')}
        </button>
      </div>
    </dialog>
  );
}
