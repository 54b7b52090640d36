import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * docs/decisions/004-hot-reads.md: on SQLite, sessions and balances are kept in memory, and only the two services
 * that hold and drop those entries may write the tables behind them. Any other write would leave a stale entry
 * (a logged-out session still admitted, an old balance shown) for up to a minute.
 */
const CACHED_TABLES = ['sessions', 'accounts'];
// The demo seed's player with partner access gets its demo cash before the server serves anyone (no cache is filled yet).
const ALLOWED = new Set(['server/modules/sessions/service.ts', 'server/modules/wallet/service.ts', 'server/seed/sports.ts']);
// Schema changes run before the server serves anything.
const EXEMPT_DIRS = ['server/db/migrations/'];

const tables = CACHED_TABLES.join('|');
const WRITES: Array<[string, RegExp]> = [
  ['query builder write', new RegExp(String.raw`\b(updateTable|insertInto|deleteFrom|mergeInto|replaceInto)\(\s*['"\`](${tables})\b`, 'g')],
  ['raw SQL write', new RegExp(String.raw`\b(update|insert\s+(or\s+\w+\s+)?into|delete\s+from|truncate(\s+table)?)\s+["\`]?(${tables})\b`, 'gi')],
  // Deleting a player cascades to their sessions.
  ['cascading delete', /\bdeleteFrom\(\s*['"`]players\b|\bdelete\s+from\s+["`]?players\b/gi],
];

function cacheWrites(source: string): string[] {
  return WRITES.flatMap(([kind, pattern]) => [...source.matchAll(pattern)].map((m) => `${kind}: ${m[0]}`));
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx|js|mjs|sql)$/.test(entry.name) ? [path] : [];
  });
}

describe('writes to cached tables (decision 004)', () => {
  it('recognizes a write in every form it can take', () => {
    expect(cacheWrites(`db.updateTable('sessions').set({ ended_at: now })`)).toHaveLength(1);
    expect(cacheWrites(`trx.insertInto("accounts").values(row)`)).toHaveLength(1);
    expect(cacheWrites('db.deleteFrom(`sessions as s`)')).toHaveLength(1);
    expect(cacheWrites('sql`UPDATE accounts SET balance_minor = 0`')).toHaveLength(1);
    expect(cacheWrites(`sql.raw('delete from "sessions" where id = 1')`)).toHaveLength(1);
    expect(cacheWrites(`db.deleteFrom('players').where('id', '=', id)`)).toHaveLength(1);
    expect(cacheWrites(`db.selectFrom('sessions').where('id', '=', 1)`)).toEqual([]);
    expect(cacheWrites(`db.updateTable('sessions_archive')`)).toEqual([]);
  });

  it('happen only in the sessions and wallet services', () => {
    const root = process.cwd();
    const offenders = sourceFiles(join(root, 'server')).flatMap((file) => {
      const path = relative(root, file).split(sep).join('/');
      if (ALLOWED.has(path) || EXEMPT_DIRS.some((dir) => path.startsWith(dir))) return [];
      return cacheWrites(readFileSync(file, 'utf8')).map((write) => `${path}: ${write}`);
    });
    expect(offenders).toEqual([]);
  });
});
