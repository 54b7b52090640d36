import { useId } from 'react';
import { IMaskInput } from 'react-imask';
import styles from './login-dialog.module.css';

interface MaskedFieldProps {
  label: string;
  mask: string;
  /** The unmasked value (digits; the phone keeps its 90 prefix). */
  value: string;
  onAccept: (value: string) => void;
  onBlur?: () => void;
  /** The localized rule message to show, if one is due. */
  error?: string;
  disabled?: boolean;
  autoFocus?: boolean;
  autoComplete?: string;
  inputMode?: 'numeric' | 'tel';
}

/** A labelled react-imask input whose value lives in a flow machine (phone and SMS code). */
export function MaskedField({ label, mask, value, onAccept, onBlur, error, disabled, autoFocus, autoComplete, inputMode = 'numeric' }: MaskedFieldProps) {
  const id = useId();
  const shown = disabled ? undefined : error;
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      <div className={styles.control}>
        <IMaskInput
          id={id}
          mask={mask}
          value={value}
          unmask
          onAccept={(next: string) => {
            if (next !== value) onAccept(next);
          }}
          onBlur={onBlur}
          disabled={disabled}
          autoFocus={autoFocus}
          autoComplete={autoComplete}
          inputMode={inputMode}
          aria-invalid={shown ? true : undefined}
          aria-describedby={shown ? `${id}-error` : undefined}
        />
      </div>
      {shown && (
        <p id={`${id}-error`} className={styles.error}>
          {shown}
        </p>
      )}
    </div>
  );
}
