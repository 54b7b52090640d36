import { useId, useRef, useState, type ReactNode } from 'react';
import { useForm } from '@tanstack/react-form';
import { z } from 'zod';
import { useModal } from '../../ui/dialog';
import { useAdminI18n } from '../i18n';
import { TextField, validateWith } from '../views/form-fields';

/**
 * A decision confirmed before it is made, in a native modal <dialog>: what it covers (children) above, an optional
 * written note (a rejection's reason) with its rule, the confirming button and Cancel. Escape cancels; the focus
 * goes back to the button that opened it.
 */
export function ConfirmDialog({
  title,
  confirmLabel,
  tone,
  note,
  busy,
  onCancel,
  onConfirm,
  children,
}: {
  title: string;
  confirmLabel: string;
  tone: 'primary' | 'danger';
  note?: { label: string; rule: z.ZodType<string> };
  busy?: boolean;
  onCancel: () => void;
  onConfirm: (note: string) => void;
  children: ReactNode;
}) {
  const { t } = useAdminI18n();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const [opener] = useState(() => (document.activeElement instanceof HTMLElement ? document.activeElement : null));
  useModal(ref, onCancel, opener);
  const validate = validateWith(z.object({ note: note?.rule ?? z.string() }), t);
  const form = useForm({
    defaultValues: { note: '' },
    validators: { onChange: validate, onSubmit: validate },
    onSubmit: ({ value }) => onConfirm(value.note),
  });
  return (
    <dialog ref={ref} className="modal wide" aria-labelledby={titleId}>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (!busy) void form.handleSubmit();
        }}
      >
        <h2 id={titleId}>{title}</h2>
        {children}
        {note && (
          <form.Subscribe selector={(s) => s.submissionAttempts > 0}>
            {(attempted) => <form.Field name="note">{(field) => <TextField field={field} label={note.label} multiline showError={attempted} autoFocus />}</form.Field>}
          </form.Subscribe>
        )}
        <div className="actions">
          <button type="submit" className={tone} aria-disabled={busy || undefined} aria-busy={busy || undefined} autoFocus={!note}>
            {confirmLabel}
          </button>
          <button type="button" className="secondary" onClick={onCancel}>
            {t('admin.dialog.cancel')}
          </button>
        </div>
      </form>
    </dialog>
  );
}
