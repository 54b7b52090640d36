import { useId, type ReactNode } from 'react';
import styles from './login-dialog.module.css';

interface FieldLike {
  name: string;
  state: { value: string; meta: { errors: unknown[] } };
  handleChange(value: string): void;
  handleBlur(): void;
}

interface TextFieldProps {
  field: FieldLike;
  label: string;
  type?: 'text' | 'password';
  autoComplete?: string;
  autoFocus?: boolean;
  showError: boolean;
  adornment?: ReactNode;
}

/** A labelled input bound to a @tanstack/react-form field; the first localized error shows below it. */
export function TextField({ field, label, type = 'text', autoComplete, autoFocus, showError, adornment }: TextFieldProps) {
  const id = useId();
  const error = showError ? field.state.meta.errors.find((e): e is string => typeof e === 'string') : undefined;
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      <div className={styles.control}>
        <input
          id={id}
          name={field.name}
          type={type}
          value={field.state.value}
          autoComplete={autoComplete}
          autoFocus={autoFocus}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => field.handleChange(event.target.value)}
          onBlur={field.handleBlur}
        />
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
