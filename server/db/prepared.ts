import type { CompiledQuery, Kysely } from 'kysely';

interface Compilable<R> {
  compile(): CompiledQuery<R>;
}

/**
 * A hot query (run on every authenticated request) built and compiled once per database; each call only swaps
 * in its arguments. Building and compiling is most of the cost of a small Kysely query. `build` must pass each
 * argument straight through as a query parameter.
 */
export function preparedQuery<DB, A extends readonly (string | number)[], R>(build: (db: Kysely<DB>, ...args: A) => Compilable<R>) {
  const compiled = new WeakMap<Kysely<DB>, { query: CompiledQuery<R>; slots: number[] }>();
  return async (db: Kysely<DB>, ...args: A): Promise<R[]> => {
    let entry = compiled.get(db);
    if (!entry) {
      const markers = args.map((_, i) => `\u0000arg${i}\u0000`) as unknown as A;
      const query = build(db, ...markers).compile();
      const slots = query.parameters.map((p) => (markers as readonly unknown[]).indexOf(p));
      entry = { query, slots };
      compiled.set(db, entry);
    }
    const { query, slots } = entry;
    const parameters = query.parameters.map((p, i) => (slots[i] >= 0 ? args[slots[i]] : p));
    return (await db.executeQuery<R>({ ...query, parameters })).rows;
  };
}
