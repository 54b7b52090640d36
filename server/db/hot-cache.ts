import type { Kysely } from 'kysely';

type Key = string | number;

interface Entry<V> {
  value: V;
  group: number;
  at: number;
}

/**
 * Recently read rows of one process's database (sessions by token, balances by player), for reads every
 * logged-in player repeats every 3 s. Only a database with a single writing process has one (SQLite, embedded):
 * every write goes through this process, which drops what it changes. Entries are grouped by player; a write
 * holds the group from before it runs until its transaction ends, then drops the group. A read takes a stamp
 * before it starts and may fill only if no write to its group began or ended meanwhile, so a read that saw the old
 * state can never be kept after the write. Entries also expire, which bounds what an outside write (a tool run
 * against the file by hand) could leave stale.
 */
export class HotCache<V> {
  private readonly entries = new Map<Key, Entry<V>>();
  private readonly groups = new Map<number, Set<Key>>();
  private readonly holds = new Map<number, number>();
  // When each group last began or ended a write, on one counter that only grows.
  private readonly changes = new Map<number, number>();
  private counter = 0;
  private forgottenAt = 0;
  private everythingHeld = 0;

  constructor(
    private readonly ttlMs = 60_000,
    private readonly maxEntries = 100_000,
  ) {}

  get(key: Key): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (Date.now() - entry.at > this.ttlMs) {
      this.drop(key, entry.group);
      return undefined;
    }
    return entry.value;
  }

  /** Taken before reading the database; `fill` needs it. */
  stamp(): number {
    return this.counter;
  }

  /** Keeps a value read from the database, unless a write to its group began or ended since `stamp`. */
  fill(key: Key, group: number, value: V, stamp: number): void {
    if (this.everythingHeld > 0 || this.holds.has(group) || stamp < this.forgottenAt || (this.changes.get(group) ?? 0) > stamp) return;
    if (this.entries.size >= this.maxEntries) {
      const [oldest, entry] = this.entries.entries().next().value!;
      this.drop(oldest, entry.group);
    }
    this.entries.set(key, { value, group, at: Date.now() });
    let keys = this.groups.get(group);
    if (!keys) this.groups.set(group, (keys = new Set()));
    keys.add(key);
  }

  /** Replaces a kept value after this process wrote the same change (keeps its age). */
  replace(key: Key, value: V): void {
    const entry = this.entries.get(key);
    if (entry) entry.value = value;
  }

  hold(group: number): void {
    this.holds.set(group, (this.holds.get(group) ?? 0) + 1);
    this.changed(group);
  }

  release(group: number): void {
    const left = (this.holds.get(group) ?? 1) - 1;
    if (left > 0) this.holds.set(group, left);
    else this.holds.delete(group);
    this.changed(group);
  }

  /** Holds the group while `write` runs (one statement that commits on its own). */
  async around<T>(group: number, write: () => Promise<T>): Promise<T> {
    this.hold(group);
    try {
      return await write();
    } finally {
      this.release(group);
    }
  }

  /** Holds every group while `write` runs (a clean-up across all players), then forgets all that was kept. */
  async aroundEverything<T>(write: () => Promise<T>): Promise<T> {
    this.everythingHeld += 1;
    this.forgetAll();
    try {
      return await write();
    } finally {
      this.everythingHeld -= 1;
      this.forgetAll();
    }
  }

  private forgetAll(): void {
    this.counter += 1;
    this.forgottenAt = this.counter;
    this.changes.clear();
    this.entries.clear();
    this.groups.clear();
  }

  get size(): number {
    return this.entries.size;
  }

  private drop(key: Key, group: number): void {
    this.entries.delete(key);
    const keys = this.groups.get(group);
    keys?.delete(key);
    if (keys?.size === 0) this.groups.delete(group);
  }

  private changed(group: number): void {
    this.counter += 1;
    if (this.changes.size >= this.maxEntries) {
      // Forgetting when groups changed refuses every fill from a read stamped before now.
      this.changes.clear();
      this.forgottenAt = this.counter;
    }
    this.changes.set(group, this.counter);
    this.dropGroup(group);
  }

  private dropGroup(group: number): void {
    const keys = this.groups.get(group);
    if (!keys) return;
    for (const key of keys) this.entries.delete(key);
    this.groups.delete(group);
  }
}

const singleWriter = new WeakSet<object>();

/** Called by createDb for a database only this process writes. */
export function markSingleWriter<DB>(db: Kysely<DB>): void {
  singleWriter.add(db);
}

/** One cache of a kind per single-writer database; null for a shared one (PostgreSQL) or a transaction. */
export function hotCacheOf<V>(kind: WeakMap<object, HotCache<V>>, db: Kysely<any>): HotCache<V> | null {
  if (!singleWriter.has(db)) return null;
  let cache = kind.get(db);
  if (!cache) kind.set(db, (cache = new HotCache<V>()));
  return cache;
}
