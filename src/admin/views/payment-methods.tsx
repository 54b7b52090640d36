import { useId, useRef, useState } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import {
  BANK_HOLDER_MAX,
  BANK_NAME_MAX,
  PAYMENT_DIRECTIONS,
  PAYMENT_FIELD_KEY_MAX,
  PAYMENT_FIELD_LABEL_MAX,
  PAYMENT_MASK_MAX,
  PAYMENT_OBJECT_TYPES,
  PAYMENT_PROCESSING_MAX,
  paymentMethodForm,
  type AdminPaymentMethod,
  type PaymentDirection,
  type PaymentFieldForm,
  type ReceivingBankForm,
} from '../../../contracts/admin-payment-methods';
import { PaymentObjectType } from '../../../contracts/enums';
import { fieldErrors } from '../../../contracts/issues';
import type { PaymentFieldPart, PaymentMethodTextField, ReceivingBankPart } from '../../../machines/admin-payment-methods.machine';
import { useAdminI18n } from '../i18n';
import { providedPaymentMethods } from '../provide';
import { TextField } from './form-fields';
import { EditDialog, LoadGate, RowActions } from './list-parts';
import { ScreenHeading } from './shell';
import { UploadField } from './written-fields';

type Flow = ReturnType<typeof useActorRef<typeof providedPaymentMethods>>;

const titleOf = (m: AdminPaymentMethod, locale: string) => (locale === 'en' ? m.titleEn : m.titleTr);

/** Deposit and withdrawal methods: limits, fee, titles and order; switched off, a method leaves the player's dialog. */
export function PaymentMethods() {
  const { t } = useAdminI18n();
  const flow = useActorRef(providedPaymentMethods);
  const loading = useSelector(flow, (s) => s.matches('loading'));
  const error = useSelector(flow, (s) => (s.matches('failed') ? s.context.error : null));
  const methods = useSelector(flow, (s) => s.context.methods);
  const editing = useSelector(flow, (s) => s.matches({ ready: 'editing' }));

  return (
    <section className="screen" aria-labelledby="methods-heading" aria-busy={loading}>
      <div id="methods-heading">
        <ScreenHeading>{t('admin.methods.heading')}</ScreenHeading>
      </div>
      <p className="hint">{t('admin.methods.intro')}</p>
      <LoadGate loading={loading} error={error} onRetry={() => flow.send({ type: 'methods.reload' })}>
        {PAYMENT_DIRECTIONS.map((direction) => (
          <MethodTable key={direction} direction={direction} methods={methods.filter((m) => m.direction === direction)} flow={flow} />
        ))}
      </LoadGate>
      {editing && <MethodDialog flow={flow} />}
    </section>
  );
}

function MethodTable({ direction, methods, flow }: { direction: PaymentDirection; methods: AdminPaymentMethod[]; flow: Flow }) {
  const { t, locale, money, percent } = useAdminI18n();
  const headingId = useId();
  const busy = useSelector(flow, (s) => (s.matches({ ready: 'list' }) ? null : (s.context.busy ?? -1)));
  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId}>{t(direction === 'deposit' ? 'admin.methods.deposit' : 'admin.methods.withdraw')}</h3>
      <table className="queue">
        <thead>
          <tr>
            <th scope="col">{t('admin.methods.order')}</th>
            <th scope="col">{t('admin.methods.method')}</th>
            <th scope="col">{t('admin.methods.limits')}</th>
            <th scope="col">{t('admin.methods.fee')}</th>
            <th scope="col">{t('admin.methods.status')}</th>
            <th scope="col">{t('admin.methods.actions')}</th>
          </tr>
        </thead>
        <tbody>
          {methods.map((m, index) => {
            const title = titleOf(m, locale);
            return (
              <tr key={m.id} className={m.active ? undefined : 'off'}>
                <td data-label={t('admin.methods.order')}>{index + 1}</td>
                <th scope="row" data-label={t('admin.methods.method')}>
                  {m.logoUrl && <img className="method-logo" src={m.logoUrl} alt="" width={32} height={32} />}
                  {title}
                </th>
                <td data-label={t('admin.methods.limits')}>
                  {money(m.minMinor / 100)} – {money(m.maxMinor / 100)}
                </td>
                <td data-label={t('admin.methods.fee')}>
                  {percent(m.feeBp)}
                  {m.feeFixedMinor > 0 && ` + ${money(m.feeFixedMinor / 100)}`}
                </td>
                <td data-label={t('admin.methods.status')}>{t(m.active ? 'admin.methods.on' : 'admin.methods.off')}</td>
                <RowActions
                  name={title}
                  index={index}
                  count={methods.length}
                  rowId={m.id}
                  busy={busy}
                  shown={m.active}
                  labels={{ edit: t('admin.methods.edit'), up: t('admin.methods.up'), down: t('admin.methods.down'), toggle: t(m.active ? 'admin.methods.switchOff' : 'admin.methods.switchOn') }}
                  onEdit={() => flow.send({ type: 'methods.edit', id: m.id })}
                  onMove={(direction) => flow.send({ type: 'methods.move', id: m.id, direction })}
                  onToggle={() => flow.send({ type: 'methods.toggle', id: m.id })}
                />
              </tr>
            );
          })}
        </tbody>
      </table>
    </section>
  );
}

function MethodDialog({ flow }: { flow: Flow }) {
  const { t, locale } = useAdminI18n();
  const method = useSelector(flow, (s) => s.context.methods.find((m) => m.id === s.context.editing) ?? null);
  const draft = useSelector(flow, (s) => s.context.draft);
  const attempted = useSelector(flow, (s) => s.context.attempted);
  const saving = useSelector(flow, (s) => s.matches({ ready: { editing: 'saving' } }));
  const saveError = useSelector(flow, (s) => s.context.saveError);
  const parsed = paymentMethodForm.safeParse(draft);
  const errors = parsed.success ? {} : fieldErrors(parsed.error, t);
  const field = (name: PaymentMethodTextField) => ({
    name,
    state: { value: draft[name], meta: { errors: attempted && errors[name] ? [errors[name]] : [], isTouched: attempted } },
    handleChange: (value: string) => flow.send({ type: 'draft.change', field: name, value }),
    handleBlur: () => {},
  });
  const uploading = useSelector(flow, (s) => s.matches({ ready: { editing: 'uploading' } }));
  const uploadError = useSelector(flow, (s) => s.context.uploadError);

  return (
    <EditDialog
      title={t('admin.methods.editTitle', { name: method ? titleOf(method, locale) : '' })}
      saving={saving}
      saveError={saveError}
      onSave={() => flow.send({ type: 'draft.save' })}
      onCancel={() => flow.send({ type: 'draft.cancel' })}
      labels={{ save: t('admin.methods.save'), saving: t('admin.methods.saving') }}
    >
      <TextField field={field('titleTr')} label={t('admin.methods.titleTr')} showError={attempted} maxLength={60} autoFocus />
      <TextField field={field('titleEn')} label={t('admin.methods.titleEn')} showError={attempted} maxLength={60} />
      <TextField field={field('min')} label={t('admin.methods.min')} showError={attempted} inputMode="decimal" />
      <TextField field={field('max')} label={t('admin.methods.max')} showError={attempted} inputMode="decimal" />
      <TextField field={field('feePercent')} label={t('admin.methods.feePercent')} showError={attempted} inputMode="decimal" />
      <TextField field={field('feeFixed')} label={t('admin.methods.feeFixed')} showError={attempted} inputMode="decimal" />
      <TextField field={field('processingTr')} label={t('admin.methods.processingTr')} showError={attempted} maxLength={PAYMENT_PROCESSING_MAX} />
      <TextField field={field('processingEn')} label={t('admin.methods.processingEn')} showError={attempted} maxLength={PAYMENT_PROCESSING_MAX} />
      <UploadField
        label={t('admin.methods.logo')}
        value={draft.logoUrl}
        uploading={uploading}
        busy={uploading || saving}
        error={uploadError ?? (attempted ? errors.logoUrl : undefined)}
        uploadFailed={uploadError !== null}
        onFile={(file) => flow.send({ type: 'draft.upload', file })}
      />
      <FieldsEditor flow={flow} fields={draft.fields} errors={attempted ? errors : {}} banksListed={draft.banks !== undefined} />
      {draft.banks && <BanksEditor flow={flow} banks={draft.banks} errors={attempted ? errors : {}} />}
      <label className="check">
        <input type="checkbox" checked={draft.active} onChange={(event) => flow.send({ type: 'draft.active', value: event.target.checked })} />
        {t('admin.methods.active')}
      </label>
    </EditDialog>
  );
}

/** The player's form: each field in its own group, in order, with Up, Down and Remove; Add puts a new one last. */
function FieldsEditor({ flow, fields, errors, banksListed }: { flow: Flow; fields: PaymentFieldForm[]; errors: Record<string, string>; banksListed: boolean }) {
  const { t } = useAdminI18n();
  const headingId = useId();
  const [focusKey, setFocusKey] = useState<number | null>(null);
  const section = useRef<HTMLElement>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  const listError = errors.fields;
  // A moved field keeps the keyboard: focus follows it to its new place; after a removal it goes to Add.
  const focusLater = (selector: string | null) =>
    requestAnimationFrame(() => (selector ? section.current?.querySelector<HTMLElement>(selector) : addButton.current)?.focus());
  return (
    <section ref={section} className="payment-fields" aria-labelledby={headingId}>
      <h3 id={headingId}>{t('admin.methods.fields')}</h3>
      <p className="hint">{t('admin.methods.fieldsHint')}</p>
      {listError && (
        <p className="field-error" role="alert">
          {listError}
        </p>
      )}
      {fields.map((f, index) => (
        <FieldEditor key={index} flow={flow} field={f} index={index} count={fields.length} errors={errors} autoFocus={focusKey === index} focusLater={focusLater} banksListed={banksListed} />
      ))}
      <button
        ref={addButton}
        type="button"
        className="secondary"
        onClick={() => {
          setFocusKey(fields.length);
          flow.send({ type: 'field.add' });
        }}
      >
        {t('admin.methods.fieldAdd')}
      </button>
    </section>
  );
}

interface FieldEditorProps {
  flow: Flow;
  field: PaymentFieldForm;
  index: number;
  count: number;
  errors: Record<string, string>;
  autoFocus: boolean;
  focusLater: (selector: string | null) => void;
  /** A bank transfer: its bankId list is made from the bank accounts below the fields. */
  banksListed: boolean;
}

function FieldEditor({ flow, field, index, count, errors, autoFocus, focusLater, banksListed }: FieldEditorProps) {
  const { t } = useAdminI18n();
  const typeId = useId();
  const n = index + 1;
  const which = <span className="visually-hidden"> {t('admin.methods.fieldOf', { n })}</span>;
  const error = (part: string) => errors[`fields.${index}.${part}`];
  const bound = (part: PaymentFieldPart, also?: string) => {
    const message = error(part) ?? (also ? error(also) : undefined);
    return {
      name: `fields.${index}.${part}`,
      state: { value: field[part], meta: { errors: message ? [message] : [], isTouched: Boolean(message) } },
      handleChange: (value: string) => flow.send({ type: 'field.change', index, part, value }),
      handleBlur: () => {},
    };
  };
  const typeError = error('objectType');
  const move = (direction: 'up' | 'down') => {
    const to = direction === 'up' ? index - 1 : index + 1;
    if (to < 0 || to >= count) return;
    flow.send({ type: 'field.move', index, direction });
    focusLater(`[data-index="${to}"] [data-move="${direction}"]`);
  };
  const remove = () => {
    flow.send({ type: 'field.remove', index });
    focusLater(null);
  };
  return (
    <fieldset className="payment-field" data-index={index}>
      <legend>{t('admin.methods.field', { n })}</legend>
      <TextField field={bound('key')} label={t('admin.methods.fieldKey')} showError maxLength={PAYMENT_FIELD_KEY_MAX} autoFocus={autoFocus} />
      <div className="field">
        <label htmlFor={typeId}>{t('admin.methods.fieldType')}</label>
        <select
          id={typeId}
          value={field.objectType}
          aria-invalid={typeError ? true : undefined}
          aria-describedby={typeError ? `${typeId}-error` : undefined}
          onChange={(event) => flow.send({ type: 'field.change', index, part: 'objectType', value: event.target.value })}
        >
          {PAYMENT_OBJECT_TYPES.map((type) => (
            <option key={type} value={type}>
              {t(`admin.methods.type.${type}`)}
            </option>
          ))}
        </select>
        {typeError && (
          <p id={`${typeId}-error`} className="field-error">
            {typeError}
          </p>
        )}
      </div>
      <TextField field={bound('labelTr')} label={t('admin.methods.fieldLabelTr')} showError maxLength={PAYMENT_FIELD_LABEL_MAX} />
      <TextField field={bound('labelEn')} label={t('admin.methods.fieldLabelEn')} showError maxLength={PAYMENT_FIELD_LABEL_MAX} />
      {field.objectType === PaymentObjectType.String && <TextField field={bound('mask')} label={t('admin.methods.fieldMask')} showError maxLength={PAYMENT_MASK_MAX} />}
      {field.objectType === PaymentObjectType.Dropdown &&
        (banksListed && field.key.trim() === 'bankId' ? (
          <p className="hint">{t('admin.methods.bankIdFromAccounts')}</p>
        ) : (
          <TextField field={bound('options', 'option')} label={t('admin.methods.fieldOptions')} showError multiline />
        ))}
      <div className="actions">
        <button type="button" className="secondary" aria-disabled={index === 0 || undefined} data-move="up" onClick={() => move('up')}>
          {t('admin.methods.up')}
          {which}
        </button>
        <button type="button" className="secondary" aria-disabled={index === count - 1 || undefined} data-move="down" onClick={() => move('down')}>
          {t('admin.methods.down')}
          {which}
        </button>
        <button type="button" className="danger" onClick={remove}>
          {t('admin.methods.fieldRemove')}
          {which}
        </button>
      </div>
    </fieldset>
  );
}

/** A bank transfer's accounts, in the order players see them: bank name, IBAN and account holder; added and removed. */
function BanksEditor({ flow, banks, errors }: { flow: Flow; banks: ReceivingBankForm[]; errors: Record<string, string> }) {
  const { t } = useAdminI18n();
  const headingId = useId();
  const addButton = useRef<HTMLButtonElement>(null);
  const [focusIndex, setFocusIndex] = useState<number | null>(null);
  const listError = errors.banks;
  return (
    <section className="payment-fields" aria-labelledby={headingId}>
      <h3 id={headingId}>{t('admin.methods.banks')}</h3>
      <p className="hint">{t('admin.methods.banksHint')}</p>
      {listError && (
        <p className="field-error" role="alert">
          {listError}
        </p>
      )}
      {banks.map((bank, index) => {
        const n = index + 1;
        const bound = (part: ReceivingBankPart) => {
          const message = errors[`banks.${index}.${part}`];
          return {
            name: `banks.${index}.${part}`,
            state: { value: bank[part], meta: { errors: message ? [message] : [], isTouched: Boolean(message) } },
            handleChange: (value: string) => flow.send({ type: 'bank.change', index, part, value }),
            handleBlur: () => {},
          };
        };
        return (
          <fieldset key={index} className="payment-field">
            <legend>{t('admin.methods.bank', { n })}</legend>
            <TextField field={bound('name')} label={t('admin.methods.bankName')} showError maxLength={BANK_NAME_MAX} autoFocus={focusIndex === index} />
            <TextField field={bound('iban')} label={t('admin.methods.bankIban')} showError maxLength={40} autoComplete="off" />
            <TextField field={bound('holder')} label={t('admin.methods.bankHolder')} showError maxLength={BANK_HOLDER_MAX} />
            <div className="actions">
              <button
                type="button"
                className="danger"
                onClick={() => {
                  flow.send({ type: 'bank.remove', index });
                  requestAnimationFrame(() => addButton.current?.focus());
                }}
              >
                {t('admin.methods.bankRemove')}
                <span className="visually-hidden"> {t('admin.methods.bankOf', { n })}</span>
              </button>
            </div>
          </fieldset>
        );
      })}
      <button
        ref={addButton}
        type="button"
        className="secondary"
        onClick={() => {
          setFocusIndex(banks.length);
          flow.send({ type: 'bank.add' });
        }}
      >
        {t('admin.methods.bankAdd')}
      </button>
    </section>
  );
}
