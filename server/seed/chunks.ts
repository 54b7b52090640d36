/** Splits rows so one INSERT stays far below the bound-parameter limits of SQLite and PostgreSQL. */
export function chunks<T>(rows: readonly T[], size = 100): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += size) out.push(rows.slice(i, i + size));
  return out;
}
