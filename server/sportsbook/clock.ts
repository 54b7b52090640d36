import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';

const OFFSET_KEY = 'clock_offset_ms';

/**
 * The book's clock: the server's time plus an offset kept in sb_state, so every process agrees when the test hook
 * moves it forward. Matches start, run and finish on this clock.
 */
export async function clockOffset(db: Kysely<Database>): Promise<number> {
  const row = await db.selectFrom('sb_state').select('value').where('key', '=', OFFSET_KEY).executeTakeFirst();
  const offset = Number(row?.value ?? 0);
  return Number.isFinite(offset) ? offset : 0;
}

export async function bookNow(db: Kysely<Database>, now: Date): Promise<number> {
  return now.getTime() + (await clockOffset(db));
}

/** Moves the book's clock forward by `ms` (the test hook): one statement, so concurrent calls add up. */
export async function advanceClock(db: Kysely<Database>, ms: number): Promise<number> {
  await db
    .insertInto('sb_state')
    .values({ key: OFFSET_KEY, value: String(ms) })
    .onConflict((oc) => oc.column('key').doUpdateSet((eb) => ({ value: eb.cast(eb(eb.cast('sb_state.value', 'bigint'), '+', ms), 'text') })))
    .execute();
  return clockOffset(db);
}
