import { useId, useRef, useState } from 'react';
import { useForm } from '@tanstack/react-form';
import { z } from 'zod';
import { rejectReason } from '../../../contracts/admin';
import { useModal } from '../../ui/dialog';
import { useAdminI18n } from '../i18n';
import { TextField, validateWith } from './form-fields';

interface NoteDialogProps {
  title: string;
  /** What the note is for, under the title. */
  hint?: string;
  label: string;
  submitLabel: string;
  /** danger: the note goes with a refusal; primary: with a record. */
  tone: 'danger' | 'primary';
  /** The note's rule (the server checks the same). */
  rule: z.ZodType<string>;
  onCancel: () => void;
  onSubmit: (note: string) => void;
}

/**
 * An operator's written note, asked for in a native modal <dialog>: the page behind is inert (focus stays inside), the
 * note field has the focus, Escape cancels, and the focus goes back to the button that opened it (or to the heading
 * when that row has left the list).
 */
export function NoteDialog({ title, hint, label, submitLabel, tone, rule, onCancel, onSubmit }: NoteDialogProps) {
  const { t } = useAdminI18n();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const [opener] = useState(() => (document.activeElement instanceof HTMLElement ? document.activeElement : null));
  useModal(ref, onCancel, opener);
  const validate = validateWith(z.object({ note: rule }), t);
  const form = useForm({
    defaultValues: { note: '' },
    validators: { onChange: validate, onSubmit: validate },
    onSubmit: ({ value }) => onSubmit(value.note),
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
        <h2 id={titleId}>{title}</h2>
        {hint && <p className="hint">{hint}</p>}
        <form.Subscribe selector={(s) => s.submissionAttempts > 0}>
          {(attempted) => <form.Field name="note">{(field) => <TextField field={field} label={label} multiline showError={attempted} autoFocus />}</form.Field>}
        </form.Subscribe>
        <div className="actions">
          <button type="submit" className={tone}>
            {submitLabel}
          </button>
          <button type="button" className="secondary" onClick={onCancel}>
            {t('admin.dialog.cancel')}
          </button>
        </div>
      </form>
    </dialog>
  );
}

/** The reason a withdrawal or a bank transfer is rejected with. */
export function RejectDialog({ reference, onCancel, onReject }: { reference: string; onCancel: () => void; onReject: (reason: string) => void }) {
  const { t } = useAdminI18n();
  return (
    <NoteDialog
      title={t('admin.reject.title', { reference })}
      label={t('admin.reject.reason')}
      submitLabel={t('admin.reject.submit')}
      tone="danger"
      rule={rejectReason.shape.reason}
      onCancel={onCancel}
      onSubmit={onReject}
    />
  );
}
