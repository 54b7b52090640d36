import type { CompiledQuery, Kysely, QueryResult } from 'kysely';
import { rootOrSelf } from './transact.js';

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

type Arg = string | number | null;

const statementNames = new Map<string, string>();

/**
 * The name a hot statement is prepared under on PostgreSQL (db/index.ts): parsed and planned once per connection,
 * then only bound and executed. Only the fixed SQL of `preparedQuery`/`preparedWrite` is named, so a connection
 * keeps a bounded set of statements.
 */
export const statementName = (sql: string): string | undefined => statementNames.get(sql);

function nameStatement(sql: string): void {
  if (!statementNames.has(sql)) statementNames.set(sql, `k${statementNames.size}`);
}

/**
 * Builds and compiles `build` once per root database (a transaction of it shares the compiled query): each call
 * only swaps in its arguments. `build` must pass each argument straight through as a query parameter.
 */
function compiledOnce<DB, A extends readonly Arg[], R>(build: (db: Kysely<DB>, ...args: A) => Compilable<R>, withReader: boolean) {
  const compiled = new WeakMap<Kysely<DB>, { query: CompiledQuery<R>; slots: number[]; read?: ReturnType<ReadConnection['prepare']> }>();
  return (db: Kysely<DB>, args: A) => {
    const root = rootOrSelf(db);
    let entry = compiled.get(root);
    if (!entry) {
      const markers = args.map((_, i) => `\u0000arg${i}\u0000`) as unknown as A;
      const query = build(root, ...markers).compile();
      const slots = query.parameters.map((p) => (markers as readonly unknown[]).indexOf(p));
      if (slots.filter((s) => s >= 0).length !== args.length) throw new Error(`a prepared query must use each argument once as a parameter: ${query.sql}`);
      nameStatement(query.sql);
      entry = { query, slots, read: withReader ? readConnections.get(root)?.prepare(query.sql) : undefined };
      compiled.set(root, entry);
    }
    const { query, slots, read } = entry;
    const parameters = query.parameters.map((p, i) => (slots[i] >= 0 ? args[slots[i]] : p));
    return { query: { ...query, parameters }, read: db.isTransaction ? undefined : read };
  };
}

/**
 * A hot query (run on every authenticated request) built and compiled once per database; each call only swaps
 * in its arguments. Building and compiling is most of the cost of a small Kysely query. `build` must pass each
 * argument straight through as a query parameter.
 *
 * Outside a transaction on SQLite the query runs on the read connection: it does not queue behind the writer's
 * lock (a read during another request's transaction sees the last committed state, never a half-done one) and
 * skips Kysely's per-query plumbing. Inside a transaction it runs on the transaction (and sees its writes).
 */
export function preparedQuery<DB, A extends readonly Arg[], R>(build: (db: Kysely<DB>, ...args: A) => Compilable<R>) {
  const prepare = compiledOnce(build, true);
  return async (db: Kysely<DB>, ...args: A): Promise<R[]> => {
    const { query, read } = prepare(db, args);
    if (read) return read.all(query.parameters) as R[];
    return (await db.executeQuery<R>(query)).rows;
  };
}

/** A hot write (or a read that must see the writer's state), compiled once like `preparedQuery`, run on `db` itself. */
export function preparedWrite<DB, A extends readonly Arg[], R>(build: (db: Kysely<DB>, ...args: A) => Compilable<R>) {
  const prepare = compiledOnce(build, false);
  return (db: Kysely<DB>, ...args: A): Promise<QueryResult<R>> => db.executeQuery<R>(prepare(db, args).query);
}
