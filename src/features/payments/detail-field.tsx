import { useId, type ReactNode } from 'react';
import { IMaskInput } from 'react-imask';
import { PaymentObjectType } from '../../../contracts/enums';
import { ibanMask, unmaskIban } from '../../../contracts/masks';
import type { PaymentField } from '../../../contracts/payments';
import type { Locale } from '../../../i18n/locales';
import type { Translate } from '../../i18n/runtime';
import styles from './payments.module.css';

export interface FieldLike {
  name: string;
  state: { value: string };
  handleChange(value: string): void;
  handleBlur(): void;
}

interface DetailFieldProps {
  spec: PaymentField;
  field: FieldLike;
  label: string;
  /** The localized message to show (the form's rule, or the server's for this field). */
  error?: string;
  autoFocus?: boolean;
  t: Translate;
  /** The player's language: amounts are written as it writes lira (1.234,50 in Turkish, 1,234.50 in English). */
  locale: Locale;
}

/**
 * Lira as the player's language writes it (product §5): typing 200 reads 200,00 in Turkish (1.234,50) and 200.00 in
 * English (1,234.50) once the field is left; the form always gets the plain number ("200", "1234.5").
 */
const liraMasks: Record<Locale, { mask: NumberConstructor; scale: number; thousandsSeparator: string; radix: string; mapToRadix: string[]; normalizeZeros: boolean; padFractionalZeros: boolean; min: number }> = {
  tr: { mask: Number, scale: 2, thousandsSeparator: '.', radix: ',', mapToRadix: [','], normalizeZeros: true, padFractionalZeros: true, min: 0 },
  en: { mask: Number, scale: 2, thousandsSeparator: ',', radix: '.', mapToRadix: ['.'], normalizeZeros: true, padFractionalZeros: true, min: 0 },
};
const wholeMasks: Record<Locale, (typeof liraMasks)[Locale]> = {
  tr: { ...liraMasks.tr, scale: 0, padFractionalZeros: false },
  en: { ...liraMasks.en, scale: 0, padFractionalZeros: false },
};

const isIban = (key: string) => /^iban$/i.test(key);
const isDropdown = (spec: PaymentField) => Boolean(spec.option?.length) || spec.objectType === PaymentObjectType.Dropdown;

/** One input of the Deposit / Withdraw form, chosen by the field's key and object type. */
export function DetailField({ spec, field, label, error, autoFocus, t, locale }: DetailFieldProps) {
  const id = useId();
  const a11y = {
    id,
    name: field.name,
    autoFocus,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? `${id}-error` : undefined,
    onBlur: field.handleBlur,
  } as const;
  const value = field.state.value;
  const accept = (next: string) => {
    if (next !== value) field.handleChange(next);
  };

  let control: ReactNode;
  let adornment: ReactNode = null;
  if (isIban(spec.key)) {
    control = <IMaskInput {...a11y} mask={ibanMask.mask} unmask value={value} onAccept={accept} autoComplete="off" />;
    adornment = (
      <button
        type="button"
        className={styles.adornment}
        aria-label={t('payments.pasteIban')}
        onClick={() => void navigator.clipboard?.readText().then((text) => field.handleChange(unmaskIban(text)), () => {})}
      >
        {t('payments.paste')}
      </button>
    );
  } else if (isDropdown(spec)) {
    control = (
      <select {...a11y} value={value} onChange={(event) => field.handleChange(event.target.value)}>
        <option value="" disabled>
          {t('payments.select')}
        </option>
        {(spec.option ?? []).map((option) => (
          <option key={String(option.id)} value={String(option.id)}>
            {option.name}
          </option>
        ))}
      </select>
    );
  } else if (spec.key === 'birthDate') {
    control = <input {...a11y} type="date" value={value} onChange={(event) => field.handleChange(event.target.value)} />;
  } else if (spec.objectType === PaymentObjectType.Decimal) {
    // Keyed by language: the mask's separators are fixed when it is made.
    control = <IMaskInput key={locale} {...a11y} {...liraMasks[locale]} unmask value={value} onAccept={accept} inputMode="decimal" />;
    adornment = <span className={styles.unit} aria-hidden="true">₺</span>;
  } else if (spec.objectType === PaymentObjectType.Int) {
    control = <IMaskInput key={locale} {...a11y} {...wholeMasks[locale]} unmask value={value} onAccept={accept} inputMode="numeric" />;
  } else if (spec.objectType === PaymentObjectType.Long) {
    // Identifiers (TC No, Papara number): digits only, no thousands separators.
    control = <IMaskInput {...a11y} mask={/^\d{0,20}$/} value={value} onAccept={accept} inputMode="numeric" />;
  } else if (spec.mask) {
    control = <IMaskInput {...a11y} mask={spec.mask} value={value} onAccept={accept} />;
  } else {
    control = <input {...a11y} type="text" value={value} onChange={(event) => field.handleChange(event.target.value)} />;
  }

  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      <div className={styles.control}>
        {control}
        {adornment}
      </div>
      {error && (
        <p id={`${id}-error`} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}
