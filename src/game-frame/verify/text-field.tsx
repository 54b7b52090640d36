import { useId, type InputHTMLAttributes } from 'react';
import styles from './verify.module.css';

export function TextField({ label, value, onValue, ...rest }: { label: string; value: string; onValue(value: string): void } & Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange'>) {
  const id = useId();
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      <input id={id} value={value} autoComplete="off" spellCheck={false} onChange={(event) => onValue(event.target.value)} {...rest} />
    </div>
  );
}
