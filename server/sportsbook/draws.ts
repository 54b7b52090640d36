import { randomInt } from 'node:crypto';
import type { BookDeps } from './deps.js';
import { bookKey, drawEvents, scheduledById, type Book } from './fixtures.js';
import type { Random } from './random.js';
import { drawnEvents, keepDraw } from './store.js';

const SCALE = 2 ** 47;
/** Numbers in [0, 1) from the operating system's CSPRNG (node:crypto): nothing about them follows from any seed. */
export const secureRandom: Random = () => randomInt(0, SCALE) / SCALE;

/**
 * The book as it stands at `nowMs` for these fixtures: the seed's schedule, and the events of every one of them that
 * kicked off. A match is drawn the first time the book looks at it after its kick-off (CSPRNG, kept in sb_outcomes);
 * one that has not kicked off has no draw anywhere, so nothing (not the seed, not the database) tells how it ends.
 */
export async function bookAt(deps: Pick<BookDeps, 'db' | 'seed' | 'now'>, nowMs: number, fixtureIds: Iterable<string>, random: Random = secureRandom): Promise<Book> {
  const key = bookKey(deps.seed);
  const started = [...new Set(fixtureIds)].filter((id) => {
    const f = scheduledById(deps.seed, id);
    return f !== null && f.startMs <= nowMs;
  });
  const drawn = await drawnEvents(deps.db, key, started);
  const missing = started.filter((id) => !drawn.has(id));
  if (missing.length > 0) {
    for (const id of missing) await keepDraw(deps.db, key, id, drawEvents(scheduledById(deps.seed, id)!, random), deps.now());
    // Another process may have drawn first: what is kept is what counts.
    for (const [id, events] of await drawnEvents(deps.db, key, missing)) drawn.set(id, events);
  }
  return { seed: deps.seed, drawn };
}
