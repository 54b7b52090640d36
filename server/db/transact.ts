import type { Kysely } from 'kysely';

const open = new WeakMap<object, { root: Kysely<any>; callbacks: Array<(committed: boolean) => void> }>();

/**
 * Runs `fn` in a transaction, or inside the caller's when `db` already is one. Callbacks registered with
 * `afterTransaction` run once the outermost transaction has ended (committed or rolled back), so a cache can
 * drop what the transaction changed only when the change is visible to other connections.
 */
export async function transact<DB, T>(db: Kysely<DB>, fn: (trx: Kysely<DB>) => Promise<T>): Promise<T> {
  if (db.isTransaction) return fn(db);
  const callbacks: Array<(committed: boolean) => void> = [];
  let committed = false;
  try {
    const result = await db.transaction().execute((trx) => {
      open.set(trx, { root: db, callbacks });
      return fn(trx);
    });
    committed = true;
    return result;
  } finally {
    for (const callback of callbacks) callback(committed);
  }
}

/** Runs `callback` when the transaction `db` belongs to ends, or at once outside a transaction. */
export function afterTransaction<DB>(db: Kysely<DB>, callback: () => void): void {
  if (!db.isTransaction) {
    callback();
    return;
  }
  const transaction = open.get(db);
  // A transaction opened with db.transaction() directly would let a cache miss the end of a write.
  if (!transaction) throw new Error('this write needs a transaction opened with transact()');
  transaction.callbacks.push(callback);
}

/** Runs `callback` once the transaction `db` belongs to has committed (never after a rollback), or at once outside one. */
export function afterCommit<DB>(db: Kysely<DB>, callback: () => void): void {
  if (!db.isTransaction) {
    callback();
    return;
  }
  const transaction = open.get(db);
  if (!transaction) throw new Error('this write needs a transaction opened with transact()');
  transaction.callbacks.push((committed) => {
    if (committed) callback();
  });
}

/** The database a transaction was opened on (itself outside a transaction). */
export function rootDb<DB>(db: Kysely<DB>): Kysely<DB> {
  if (!db.isTransaction) return db;
  const transaction = open.get(db);
  if (!transaction) throw new Error('this write needs a transaction opened with transact()');
  return transaction.root as Kysely<DB>;
}
