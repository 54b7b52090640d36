import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { lapsed, type Lifetimes } from '../modules/sessions/service.js';
import type { HubConnection } from './connection.js';

type Db = Kysely<Database>;

const CHUNK = 500;

/**
 * Closes the connections whose session is over: ended (a logout elsewhere closes them at once; this catches what
 * that missed, e.g. during a backplane outage), idle, past its absolute lifetime or at its session-time limit, as the API would find it. One
 * query per 500 sessions, whatever the number of tabs.
 */
export async function closeEndedSessions(db: Db, connections: Iterable<HubConnection>, lifetimes: Lifetimes, now: Date): Promise<void> {
  const checked = [...connections];
  const ids = [...new Set(checked.map((connection) => connection.peer.sessionId))];
  const live = new Set<number>();
  for (let at = 0; at < ids.length; at += CHUNK) {
    const rows = await db
      .selectFrom('sessions')
      .select(['id', 'started_at', 'last_seen_at', 'ends_at'])
      .where('id', 'in', ids.slice(at, at + CHUNK))
      .where('ended_at', 'is', null)
      .execute();
    for (const row of rows) {
      if (lapsed(row, lifetimes, now) === null) live.add(row.id);
    }
  }
  for (const connection of checked) {
    if (live.has(connection.peer.sessionId)) continue;
    connection.sessionEnded();
  }
}
