import type { Kysely } from 'kysely';
import { afterCommit, rootOrSelf } from './transact.js';

/**
 * One kind of event a module announces once the transaction that caused it has committed (never after a rollback),
 * to the listeners of the database it was opened on: the real-time hub listens to notifications, balance changes and
 * ended sessions this way. With nobody listening, raising costs one lookup (it runs with every movement of money).
 * A listener must not throw: it runs after the commit, where a throw would become its caller's error.
 */
export function commitEvents<E>() {
  const byDb = new WeakMap<object, Set<(event: E) => void>>();
  return {
    /** Hears every event raised through `db` (or a transaction opened on it); answers a function that stops it. */
    on(db: Kysely<any>, listener: (event: E) => void): () => void {
      let set = byDb.get(db);
      if (!set) byDb.set(db, (set = new Set()));
      set.add(listener);
      return () => set.delete(listener);
    },
    /** Tells the listeners once `db`'s transaction has committed, or at once outside one. */
    raise(db: Kysely<any>, event: E): void {
      this.raiseAll(db, [event]);
    },
    raiseAll(db: Kysely<any>, events: readonly E[]): void {
      const set = byDb.get(rootOrSelf(db));
      if (!set?.size) return;
      afterCommit(db, () => {
        for (const event of events) for (const listener of set) listener(event);
      });
    },
  };
}
