import { useId, type ReactNode } from 'react';
import type * as z from 'zod';
import { fieldErrors } from '../../../contracts/issues';
import type { AdminI18n } from '../i18n';

interface FieldLike {
  name: string;
  state: { value: string; meta: { errors: unknown[]; isTouched: boolean } };
  handleChange(value: string): void;
  handleBlur(): void;
}

/** A @tanstack/react-form validator from a contract schema, with messages in the operator's language. */
export const validateWith = (schema: z.ZodType, t: AdminI18n['t']) => ({ value }: { value: unknown }) => {
  const result = schema.safeParse(value);
  return result.success ? undefined : { fields: fieldErrors(result.error, t) };
};

interface TextFieldProps {
  field: FieldLike;
  label: string;
  showError: boolean;
  type?: 'text' | 'password';
  autoComplete?: string;
  autoFocus?: boolean;
  inputMode?: 'numeric' | 'decimal' | 'text';
  maxLength?: number;
  multiline?: boolean;
  hint?: ReactNode;
}

/** A labelled input (or textarea) bound to a form field; its first error is announced with it. */
export function TextField({ field, label, showError, type = 'text', multiline, hint, ...input }: TextFieldProps) {
  const id = useId();
  const error = showError || field.state.meta.isTouched ? field.state.meta.errors.find((e): e is string => typeof e === 'string') : undefined;
  const props = {
    id,
    name: field.name,
    value: field.state.value,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? `${id}-error` : undefined,
    onBlur: field.handleBlur,
    ...input,
  };
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {hint}
      {multiline ? (
        <textarea {...props} rows={4} onChange={(event) => field.handleChange(event.target.value)} />
      ) : (
        <input {...props} type={type} onChange={(event) => field.handleChange(event.target.value)} />
      )}
      {error && (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      )}
    </div>
  );
}
