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

/**
 * How many times a write that takes the next free key itself runs before it gives up: each round one of the writes
 * made at the same moment wins, so this many operators may add at once (a back-office scale).
 */
export const KEY_CLASH_ATTEMPTS = 10;

/**
 * Runs `write` (one whole transaction that takes the next free id itself: the largest + 1) again when it clashed
 * on the key with another write made at the same moment. On PostgreSQL two such writes read the same largest id;
 * the later one waits for the first, is refused on the key, and its next run reads the first one's row. (SQLite
 * runs writes one at a time, so there they never clash.)
 */
export async function retryingKeyClash<T>(write: () => Promise<T>, attempts = KEY_CLASH_ATTEMPTS): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await write();
    } catch (error) {
      if (attempt >= attempts || !isUniqueViolation(error)) throw error;
    }
  }
}
