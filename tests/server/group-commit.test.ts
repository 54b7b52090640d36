import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, type Db } from '../../server/db/index.js';
import { afterCommit, afterTransaction, GROUP_MAX_ITEMS, transact } from '../../server/db/transact.js';

/** SQLite's group commit: concurrent transact() calls share one BEGIN IMMEDIATE … COMMIT, each in a savepoint. */
describe('group commit (SQLite)', () => {
  let dir: string;
  let db: Db;
  let other: SQLite.Database;
  const k = () => db.kysely as unknown as Kysely<any>;
  /** What another connection sees: committed rows only. */
  const committed = () => (other.prepare('SELECT v FROM t ORDER BY v').all() as Array<{ v: string }>).map((r) => r.v);
  const insert = (trx: Kysely<any>, v: string) => sql`INSERT INTO t (v) VALUES (${v})`.execute(trx);

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'group-commit-'));
    db = createDb({ sqlitePath: join(dir, 'db.sqlite') });
    await sql`CREATE TABLE t (v TEXT NOT NULL UNIQUE)`.execute(k());
    other = new SQLite(join(dir, 'db.sqlite'), { readonly: true });
  });
  afterAll(async () => {
    other.close();
    await db.destroy();
    rmSync(dir, { recursive: true, force: true });
  });

  it('shares one transaction, answers every caller only after the COMMIT, and keeps a failing caller out of it', async () => {
    const answered: string[] = [];
    const seenByOthers: Record<string, string[]> = {};
    const ends: string[] = [];
    const a = transact(k(), async (trx) => {
      await insert(trx, 'a');
      afterCommit(trx, () => ends.push(`a committed, others see ${committed().join(',')}`));
      return 'a';
    }).then((v) => {
      answered.push(v);
      seenByOthers.a = committed();
    });
    const b = transact(k(), async (trx) => {
      await insert(trx, 'b');
      afterTransaction(trx, () => ends.push('b ended'));
      afterCommit(trx, () => ends.push('b committed'));
      throw new Error('b refused');
    });
    const c = transact(k(), async (trx) => {
      // The same transaction: a's row is here, not yet committed, b's undone, and nobody answered yet.
      const here = (await sql<{ v: string }>`SELECT v FROM t ORDER BY v`.execute(trx)).rows.map((r) => r.v);
      expect(here).toEqual(['a']);
      expect(committed()).toEqual([]);
      expect(answered).toEqual([]);
      await insert(trx, 'c');
      return 'c';
    }).then((v) => answered.push(v));
    await expect(b).rejects.toThrow('b refused');
    await Promise.all([a, c]);
    expect(answered).toEqual(['a', 'c']);
    expect(seenByOthers.a).toEqual(['a', 'c']);
    expect(committed()).toEqual(['a', 'c']);
    expect(ends).toEqual(['a committed, others see a,c', 'b ended']);
  });

  it('undoes only the failing statement\'s caller when the database refuses a write', async () => {
    const results = await Promise.allSettled([
      transact(k(), (trx) => insert(trx, 'd')),
      transact(k(), async (trx) => {
        await insert(trx, 'e');
        await insert(trx, 'a'); // unique: refused
      }),
      transact(k(), (trx) => insert(trx, 'f')),
    ]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(committed()).toEqual(['a', 'c', 'd', 'f']);
  });

  it('runs nested transact() inside the caller\'s savepoint, and splits a long queue into bounded batches', async () => {
    const n = GROUP_MAX_ITEMS + 5;
    await Promise.all(
      Array.from({ length: n }, (_, i) =>
        transact(k(), async (trx) => {
          await transact(trx, (inner) => insert(inner, `n${String(i).padStart(3, '0')}`));
        }),
      ),
    );
    expect(committed().filter((v) => v.startsWith('n'))).toHaveLength(n);
  });

  it('gives a caller that queues while a batch is answering its own transaction', async () => {
    let second: Promise<unknown> | undefined;
    await transact(k(), async (trx) => {
      afterCommit(trx, () => {
        second = transact(k(), (t2) => insert(t2, 'late'));
      });
      await insert(trx, 'early');
    });
    await second;
    expect(committed()).toContain('late');
  });
});
