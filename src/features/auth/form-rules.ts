import type * as z from 'zod';
import { fieldErrors } from '../../../contracts/issues';
import type { Locale } from '../../../i18n/locales';
import { translatorFor } from '../../i18n/runtime';

/** A @tanstack/react-form validator from a contract schema: localized messages by field. */
export function validateWith(schema: z.ZodType, locale: Locale) {
  return ({ value }: { value: unknown }) => {
    const result = schema.safeParse(value);
    return result.success ? undefined : { fields: fieldErrors(result.error, translatorFor(locale)) };
  };
}
