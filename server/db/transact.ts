import { CompiledQuery, type ControlledTransaction, type Kysely } from 'kysely';

const open = new WeakMap<object, { root: Kysely<any>; callbacks: Array<(committed: boolean) => void> }>();

/**
 * Runs `fn` in a transaction, or inside the caller's when `db` already is one. Callbacks registered with
 * `afterTransaction` run once the outermost transaction has ended (committed or rolled back), so a cache can
 * drop what the transaction changed only when the change is visible to other connections.
 *
 * On a database marked with `groupCommits` (SQLite: one connection, one writer) concurrent calls share one
 * transaction and so one COMMIT (one fsync); see `runGroup`. The caller sees the same thing either way: its `fn`
 * ran atomically, its answer (or error) comes only once its work is committed (or undone), and its callbacks run
 * after that with `committed` telling which.
 */
export async function transact<DB, T>(db: Kysely<DB>, fn: (trx: Kysely<DB>) => Promise<T>): Promise<T> {
  if (db.isTransaction) return fn(db);
  const group = groups.get(db);
  if (group) return enqueue(db, group, fn);
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

/** The database a transaction was opened on when transact() opened it; else the transaction itself. */
export function rootOrSelf<DB>(db: Kysely<DB>): Kysely<DB> {
  return db.isTransaction ? ((open.get(db)?.root as Kysely<DB> | undefined) ?? db) : db;
}

// ---- Group commit (SQLite) ----------------------------------------------------------------------------------------

/** At most this many callers share one transaction, so the first of them waits for a bounded batch. */
export const GROUP_MAX_ITEMS = 64;

interface Item {
  fn: (trx: Kysely<any>) => Promise<unknown>;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
  callbacks: Array<(committed: boolean) => void>;
  ok: boolean;
  result?: unknown;
  error?: unknown;
}

interface Group {
  queue: Item[];
  /** A run is scheduled or under way; new callers only queue. */
  active: boolean;
}

const groups = new WeakMap<object, Group>();
const SAVEPOINT = CompiledQuery.raw('savepoint "caller"');
const ROLLBACK_TO_SAVEPOINT = CompiledQuery.raw('rollback to "caller"');
const RELEASE_SAVEPOINT = CompiledQuery.raw('release "caller"');
// Taken at load: a test's fake timers must not stall the database.
const nextTurn = globalThis.setImmediate.bind(globalThis);

/**
 * Lets concurrent `transact` calls on this (root) database share one transaction and one COMMIT. Only for a
 * database with a single connection that serializes transactions anyway (SQLite): nothing runs concurrently that
 * did not before, callers only stop paying a COMMIT (a WAL fsync under synchronous=FULL) each.
 */
export function groupCommits(db: Kysely<any>): void {
  groups.set(db, { queue: [], active: false });
}

function enqueue<T>(db: Kysely<any>, group: Group, fn: (trx: Kysely<any>) => Promise<T>): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    group.queue.push({ fn, resolve: resolve as (value: unknown) => void, reject, callbacks: [], ok: false });
    if (group.active) return;
    group.active = true;
    // One turn of the event loop first, so the requests that arrived with this one join its transaction.
    nextTurn(() => void runGroup(db, group));
  });
}

async function runGroup(db: Kysely<any>, group: Group): Promise<void> {
  try {
    while (group.queue.length > 0) await runBatch(db, group);
  } finally {
    group.active = false;
    // A caller that queued while the last batch was answering its own callers.
    if (group.queue.length > 0) {
      group.active = true;
      nextTurn(() => void runGroup(db, group));
    }
  }
}

/**
 * One transaction (BEGIN IMMEDIATE … COMMIT) over the queued callers, one after another, each in its own SAVEPOINT:
 * a caller whose `fn` throws has its savepoint rolled back (its neighbours keep their work) and gets its error.
 * Everyone is answered only after the COMMIT; should the COMMIT (or a rollback to a savepoint) fail, nothing of the
 * batch is kept and every caller that had not failed on its own gets that error. Callbacks run with
 * `committed` = the batch committed and the caller's own work was not rolled back.
 */
async function runBatch(db: Kysely<any>, group: Group): Promise<void> {
  let trx: ControlledTransaction<any>;
  try {
    trx = await db.startTransaction().execute();
  } catch (error) {
    for (const item of group.queue.splice(0)) item.reject(error);
    return;
  }
  const taken: Item[] = [];
  let committed = false;
  // The callers run one after another on the one transaction; whose callbacks it collects changes with each.
  const current = { root: db, callbacks: [] as Item['callbacks'] };
  open.set(trx, current);
  try {
    while (group.queue.length > 0 && taken.length < GROUP_MAX_ITEMS) {
      const item = group.queue.shift()!;
      taken.push(item);
      current.callbacks = item.callbacks;
      // Compiled once: three fixed statements per caller, with one name for all (each is released before the next).
      await trx.executeQuery(SAVEPOINT);
      try {
        item.result = await item.fn(trx);
        item.ok = true;
      } catch (error) {
        item.error = error;
        // Undoes this caller's statements only; a failure here ends the whole batch (the outer catch).
        await trx.executeQuery(ROLLBACK_TO_SAVEPOINT);
      }
      await trx.executeQuery(RELEASE_SAVEPOINT);
    }
    await trx.commit().execute();
    committed = true;
  } catch (error) {
    try {
      await trx.rollback().execute();
    } catch {
      // SQLite may have rolled back already (the error that ended the batch); the connection is released anyway.
    }
    for (const item of taken) {
      if (!item.ok) continue;
      item.ok = false;
      item.error = error;
    }
  }
  for (const item of taken) answer(item, committed && item.ok);
}

function answer(item: Item, committed: boolean): void {
  try {
    for (const callback of item.callbacks) callback(committed);
  } catch (error) {
    // As outside a group: a failing end callback is the caller's error.
    item.reject(error);
    return;
  }
  if (committed) item.resolve(item.result);
  else item.reject(item.error);
}
