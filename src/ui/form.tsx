import type { FormHTMLAttributes, ReactNode } from 'react';
import type * as z from 'zod';
import { fieldErrors } from '../../contracts/issues';
import type { Locale } from '../../i18n/locales';
import { translatorFor } from '../i18n/runtime';

type FormProps = Omit<FormHTMLAttributes<HTMLFormElement>, 'onSubmit' | 'noValidate'> & {
  /** A @tanstack/react-form form: submitting the page's form runs its validation and onSubmit. */
  form: { handleSubmit(): Promise<unknown> };
  children: ReactNode;
};

/** A form whose rules are the contracts' (localized), never the browser's own validation bubbles. */
export function Form({ form, children, ...props }: FormProps) {
  return (
    <form
      {...props}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void form.handleSubmit();
      }}
    >
      {children}
    </form>
  );
}

/** A @tanstack/react-form validator from a contract schema: localized messages by field. */
export function validateWith(schema: z.ZodType, locale: Locale) {
  return ({ value }: { value: unknown }) => {
    const result = schema.safeParse(value);
    return result.success ? undefined : { fields: fieldErrors(result.error, translatorFor(locale)) };
  };
}
