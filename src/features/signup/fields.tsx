import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { IMaskInput } from 'react-imask';
import styles from './signup.module.css';

/** The part of a @tanstack/react-form field these inputs use. */
export interface FieldLike<V> {
  name: string;
  state: { value: V };
  handleChange(value: V): void;
  handleBlur(): void;
}

interface FieldProps {
  label: string;
  error?: string;
  children: (ids: { id: string; describedBy?: string; invalid?: true }) => ReactNode;
}

/** A label, one control and its first error (read by screen readers through aria-describedby). */
export function Field({ label, error, children }: FieldProps) {
  const id = useId();
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      <div className={styles.control}>{children({ id, describedBy: error ? `${id}-error` : undefined, invalid: error ? true : undefined })}</div>
      {error && (
        <p id={`${id}-error`} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'onBlur'>;

/** A text input; `digits` keeps only digits as the player types (TC No). */
export function TextField({ field, label, error, digits, ...input }: { field: FieldLike<string>; label: string; error?: string; digits?: boolean } & InputProps) {
  return (
    <Field label={label} error={error}>
      {({ id, describedBy, invalid }) => (
        <input
          {...input}
          id={id}
          name={field.name}
          value={field.state.value}
          aria-invalid={invalid}
          aria-describedby={describedBy}
          onChange={(event) => field.handleChange(digits ? event.target.value.replace(/\D/g, '') : event.target.value)}
          onBlur={field.handleBlur}
        />
      )}
    </Field>
  );
}

interface MaskedFieldProps {
  field: FieldLike<string>;
  label: string;
  mask: { mask: string };
  error?: string;
  placeholder?: string;
  readOnly?: boolean;
  autoComplete?: string;
  autoFocus?: boolean;
}

/** A react-imask input reporting the unmasked value (phone: 90 + 10 digits; code: 6 digits). */
export function MaskedField({ field, label, mask, error, ...input }: MaskedFieldProps) {
  return (
    <Field label={label} error={error}>
      {({ id, describedBy, invalid }) => (
        <IMaskInput
          {...input}
          mask={mask.mask}
          unmask
          id={id}
          name={field.name}
          inputMode="numeric"
          value={field.state.value}
          aria-invalid={invalid}
          aria-describedby={describedBy}
          onAccept={(value: string) => field.handleChange(value)}
          onBlur={field.handleBlur}
        />
      )}
    </Field>
  );
}

export function CheckboxField({ field, label }: { field: FieldLike<boolean>; label: string }) {
  return (
    <label className={styles.checkbox}>
      <input
        type="checkbox"
        name={field.name}
        checked={field.state.value}
        onChange={(event) => field.handleChange(event.target.checked)}
        onBlur={field.handleBlur}
      />
      <span>{label}</span>
    </label>
  );
}
