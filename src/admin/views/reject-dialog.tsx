import { useId, useRef, useState } from 'react';
import { useForm } from '@tanstack/react-form';
import { rejectReason } from '../../../contracts/admin';
import { useModal } from '../../ui/dialog';
import { useAdminI18n } from '../i18n';
import { TextField, validateWith } from './form-fields';

interface RejectDialogProps {
  reference: string;
  onCancel: () => void;
  onReject: (reason: string) => void;
}

/**
 * A native modal <dialog>: the page behind is inert (focus stays inside), Escape cancels, and the focus goes back to
 * the Reject button that opened it (or to the heading when that row has left the queue).
 */
export function RejectDialog({ reference, onCancel, onReject }: RejectDialogProps) {
  const { t } = useAdminI18n();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const [opener] = useState(() => (document.activeElement instanceof HTMLElement ? document.activeElement : null));
  useModal(ref, onCancel, opener);
  const validate = validateWith(rejectReason, t);
  const form = useForm({
    defaultValues: { reason: '' },
    validators: { onChange: validate, onSubmit: validate },
    onSubmit: ({ value }) => onReject(value.reason),
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
        <h2 id={titleId}>{t('admin.reject.title', { reference })}</h2>
        <form.Subscribe selector={(s) => s.submissionAttempts > 0}>
          {(attempted) => (
            <form.Field name="reason">
              {(field) => <TextField field={field} label={t('admin.reject.reason')} multiline showError={attempted} autoFocus />}
            </form.Field>
          )}
        </form.Subscribe>
        <div className="actions">
          <button type="submit" className="danger">
            {t('admin.reject.submit')}
          </button>
          <button type="button" className="secondary" onClick={onCancel}>
            {t('admin.dialog.cancel')}
          </button>
        </div>
      </form>
    </dialog>
  );
}
