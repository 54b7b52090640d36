import type { CompiledQuery, Kysely } from 'kysely';

interface Compilable<R> {
  compile(): CompiledQuery<R>;
}

/** A synchronous connection that answers committed reads (SQLite in WAL mode: a second, read-only connection). */
export interface ReadConnection {
  prepare(sql: string): { all(parameters: readonly unknown[]): unknown[] };
}

const readConnections = new WeakMap<object, ReadConnection>();

/**
 * Lets hot reads on this (root) Kysely instance go to `reader`. A transaction is a different instance, so reads
 * inside one still see its own writes through the writing connection.
 */
export function attachReadConnection(db: Kysely<unknown>, reader: ReadConnection): void {
  readConnections.set(db, reader);
}

/**
 * A hot query (run on every authenticated request) built and compiled once per database; each call only swaps
 * in its arguments. Building and compiling is most of the cost of a small Kysely query. `build` must pass each
 * argument straight through as a query parameter.
 *
 * On SQLite the query runs on the read connection: it does not queue behind the writer's lock (a read during
 * another request's transaction sees the last committed state, never a half-done one) and skips Kysely's
 * per-query plumbing.
 */
export function preparedQuery<DB, A extends readonly (string | number)[], R>(build: (db: Kysely<DB>, ...args: A) => Compilable<R>) {
  const compiled = new WeakMap<Kysely<DB>, { query: CompiledQuery<R>; slots: number[]; read?: ReturnType<ReadConnection['prepare']> }>();
  return async (db: Kysely<DB>, ...args: A): Promise<R[]> => {
    let entry = compiled.get(db);
    if (!entry) {
      const markers = args.map((_, i) => `\u0000arg${i}\u0000`) as unknown as A;
      const query = build(db, ...markers).compile();
      const slots = query.parameters.map((p) => (markers as readonly unknown[]).indexOf(p));
      entry = { query, slots, read: readConnections.get(db)?.prepare(query.sql) };
      compiled.set(db, entry);
    }
    const { query, slots, read } = entry;
    const parameters = query.parameters.map((p, i) => (slots[i] >= 0 ? args[slots[i]] : p));
    if (read) return read.all(parameters) as R[];
    return (await db.executeQuery<R>({ ...query, parameters })).rows;
  };
}
