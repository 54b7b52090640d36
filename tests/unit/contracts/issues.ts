import type * as z from 'zod';

/** The message key of the first issue, or null when the value is valid. */
export function firstKey(schema: z.ZodType, value: unknown): string | null {
  const result = schema.safeParse(value);
  return result.success ? null : result.error.issues[0].message;
}

/** Dotted path → message key of the first issue on that path; {} when valid. */
export function keysByPath(schema: z.ZodType, value: unknown): Record<string, string> {
  const result = schema.safeParse(value);
  const keys: Record<string, string> = {};
  if (result.success) return keys;
  for (const issue of result.error.issues) {
    const path = issue.path.map(String).join('.');
    keys[path] ??= issue.message;
  }
  return keys;
}
