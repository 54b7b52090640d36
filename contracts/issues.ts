import type * as z from 'zod';
import type { Translator } from '../i18n/format';
import type { ValidationKey } from '../i18n/keys';
import { validationTr } from '../i18n/tr/validation';

/** Schemas name a validation message by its key (zod's `message`); the side that shows it translates it. */
export const isValidationKey = (key: string): key is ValidationKey => Object.hasOwn(validationTr, key);

function issueParams(issue: z.core.$ZodIssue): Record<string, string | number> {
  const params: Record<string, string | number> = {};
  if (issue.code === 'too_small') {
    params.min = Number(issue.minimum);
    if (issue.exact) params.length = Number(issue.minimum);
  } else if (issue.code === 'too_big') {
    params.max = Number(issue.maximum);
    if (issue.exact) params.length = Number(issue.maximum);
  } else if (issue.code === 'custom' && issue.params) {
    for (const [name, value] of Object.entries(issue.params)) params[name] = typeof value === 'number' ? value : String(value);
  }
  return params;
}

export function formatIssue(issue: z.core.$ZodIssue, t: Translator<ValidationKey>): string {
  return t(isValidationKey(issue.message) ? issue.message : 'validation.invalid', issueParams(issue));
}

/** Dotted path → first message, the shape forms and the server's `errors` field both use. */
export function fieldErrors(error: z.ZodError, t: Translator<ValidationKey>): Record<string, string> {
  const result: Record<string, string> = {};
  for (const issue of error.issues) {
    const path = issue.path.map(String).join('.');
    if (!(path in result)) result[path] = formatIssue(issue, t);
  }
  return result;
}
