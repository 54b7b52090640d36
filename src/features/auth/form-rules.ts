import type * as z from 'zod';
import { fieldErrors, type Locale } from '../../../contracts/messages';

/** A @tanstack/react-form validator from a contract schema: localized messages by field. */
export function validateWith(schema: z.ZodType, locale: Locale) {
  return ({ value }: { value: unknown }) => {
    const result = schema.safeParse(value);
    return result.success ? undefined : { fields: fieldErrors(result.error, locale) };
  };
}
