import { useId, useRef, useState } from 'react';
import { useForm } from '@tanstack/react-form';
import { useSelector } from '@xstate/react';
import { adjustForm, blockPayload, type AdjustForm } from '../../../contracts/admin-calls';
import { useModal } from '../../ui/dialog';
import { useAdminI18n } from '../i18n';
import type { PlayerFlow } from './player';
import { TextField, validateWith } from './form-fields';

/** A v4 UUID: the adjustment's request id (crypto.randomUUID exists only on secure pages). */
function requestId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6] & 0x0f) | 0x40;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The opener, focused again when the dialog closes (useModal). */
const useOpener = () => useState(() => (document.activeElement instanceof HTMLElement ? document.activeElement : null))[0];

/** Block (or unblock) asks why, says what follows, and waits for the confirmation. */
export function BlockDialog({ flow, block, username }: { flow: PlayerFlow; block: boolean; username: string }) {
  const { t } = useAdminI18n();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const textId = useId();
  const opener = useOpener();
  const cancel = () => flow.send({ type: 'block.cancel' });
  useModal(ref, cancel, opener);
  const sending = useSelector(flow, (s) => s.matches({ ready: { actions: 'blocking' } }));
  const error = useSelector(flow, (s) => s.context.formError);
  const validate = validateWith(blockPayload, t);
  const form = useForm({
    defaultValues: { reason: '' },
    validators: { onChange: validate, onSubmit: validate },
    onSubmit: ({ value }) => flow.send({ type: 'block.submit', reason: value.reason }),
  });
  return (
    <dialog ref={ref} className="modal" aria-labelledby={titleId} aria-describedby={textId}>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void form.handleSubmit();
        }}
      >
        <h2 id={titleId}>{t(block ? 'admin.block.title' : 'admin.unblock.title', { username })}</h2>
        <p id={textId}>{t(block ? 'admin.block.text' : 'admin.unblock.text')}</p>
        <form.Subscribe selector={(s) => s.submissionAttempts > 0}>
          {(attempted) => (
            <form.Field name="reason">{(field) => <TextField field={field} label={t('admin.block.reason')} multiline showError={attempted} autoFocus />}</form.Field>
          )}
        </form.Subscribe>
        {error && (
          <p role="alert" className="alert">
            {error}
          </p>
        )}
        <div className="actions">
          <button type="submit" className="danger" disabled={sending} aria-busy={sending}>
            {t(block ? 'admin.block.submit' : 'admin.unblock.submit')}
          </button>
          <button type="button" className="secondary" onClick={cancel}>
            {t('admin.dialog.cancel')}
          </button>
        </div>
      </form>
    </dialog>
  );
}

/** A manual adjustment: cash or bonus, credit or debit, an amount in lira and the reason kept in the audit log. */
export function AdjustDialog({ flow, username }: { flow: PlayerFlow; username: string }) {
  const { t } = useAdminI18n();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const opener = useOpener();
  const cancel = () => flow.send({ type: 'adjust.cancel' });
  useModal(ref, cancel, opener);
  // One id per opened dialog: submitting again after a lost answer cannot move the money twice.
  const [id] = useState(requestId);
  const sending = useSelector(flow, (s) => s.matches({ ready: { actions: 'adjusting' } }));
  const error = useSelector(flow, (s) => s.context.formError);
  const validate = validateWith(adjustForm, t);
  const form = useForm({
    defaultValues: { account: 'cash', direction: 'credit', amount: '', reason: '' } as AdjustForm,
    validators: { onChange: validate, onSubmit: validate },
    onSubmit: ({ value }) => flow.send({ type: 'adjust.submit', values: value, requestId: id }),
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
        <h2 id={titleId}>{t('admin.adjust.title', { username })}</h2>
        <form.Subscribe selector={(s) => s.submissionAttempts > 0}>
          {(attempted) => (
            <>
              <form.Field name="amount">
                {(field) => <TextField field={field} label={t('admin.adjust.amount')} inputMode="decimal" autoComplete="off" showError={attempted} autoFocus />}
              </form.Field>
              <form.Field name="direction">
                {(field) => (
                  <fieldset className="audience">
                    <legend>{t('admin.adjust.direction')}</legend>
                    {(['credit', 'debit'] as const).map((direction) => (
                      <label key={direction}>
                        <input type="radio" name={field.name} value={direction} checked={field.state.value === direction} onChange={() => field.handleChange(direction)} />
                        {t(`admin.adjust.${direction}`)}
                      </label>
                    ))}
                  </fieldset>
                )}
              </form.Field>
              <form.Field name="account">
                {(field) => (
                  <fieldset className="audience">
                    <legend>{t('admin.adjust.account')}</legend>
                    {(['cash', 'bonus'] as const).map((account) => (
                      <label key={account}>
                        <input type="radio" name={field.name} value={account} checked={field.state.value === account} onChange={() => field.handleChange(account)} />
                        {t(`admin.player.account.${account}`)}
                      </label>
                    ))}
                  </fieldset>
                )}
              </form.Field>
              <form.Field name="reason">{(field) => <TextField field={field} label={t('admin.adjust.reason')} multiline showError={attempted} />}</form.Field>
            </>
          )}
        </form.Subscribe>
        {error && (
          <p role="alert" className="alert">
            {error}
          </p>
        )}
        <div className="actions">
          <button type="submit" className="primary" disabled={sending} aria-busy={sending}>
            {t(sending ? 'admin.adjust.sending' : 'admin.adjust.submit')}
          </button>
          <button type="button" className="secondary" onClick={cancel}>
            {t('admin.dialog.cancel')}
          </button>
        </div>
      </form>
    </dialog>
  );
}
