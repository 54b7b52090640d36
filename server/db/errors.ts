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
