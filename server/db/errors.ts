/** A UNIQUE constraint refused the row: PostgreSQL 23505, SQLite SQLITE_CONSTRAINT_UNIQUE (or PRIMARYKEY). */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
}

/** The constraint or column named in a unique violation, to tell which field clashed. */
export function violatedConstraint(error: unknown): string {
  const e = error as { constraint?: string; message?: string } | null;
  return `${e?.constraint ?? ''} ${e?.message ?? ''}`;
}

/**
 * The database refused a value itself (PostgreSQL SQLSTATE class 22: NUL in text, integer out of
 * range, bad encoding...). The input was malformed, so the player gets a 400, not a 500.
 */
export function isDataError(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && /^22[0-9A-Z]{3}$/.test(code);
}
