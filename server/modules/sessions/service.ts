import { hash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { hotCacheOf, type HotCache } from '../../db/hot-cache.js';
import { preparedQuery } from '../../db/prepared.js';
import { afterTransaction, rootDb } from '../../db/transact.js';
import { commitEvents } from '../../db/commit-events.js';
import type { Database, LimitPeriod } from '../../db/schema.js';
import type { AuthPrincipal } from '../../http/auth.js';
import { done, refused, type Outcome } from '../outcome.js';

type Db = Kysely<Database>;

export type EndReason = 'logout' | 'ended_by_player' | 'idle' | 'expired' | 'password_changed' | 'password_reset' | 'ended_by_operator' | 'blocked' | 'session_limit';

export interface Lifetimes {
  idleMs: number;
  absoluteMs: number;
}

// last_seen_at is written at most this often, so polling the balance every 3 s does not write every time.
const TOUCH_MS = 30_000;
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

// One-shot hash: no Hash object per request (this runs on every authenticated call).
export const hashToken = (token: string) => hash('sha256', token, 'base64url');

export interface SessionStart {
  playerId: number;
  ip: string;
  userAgent: string;
  fingerprint: string | null;
  /** The signed device cookie's id (auth/device-cookie.ts). */
  deviceId?: string | null;
  now: Date;
}

/** 256 random bits for the player; only their SHA-256 is stored, so a leaked table holds no usable token. */
export async function startSession(db: Db, s: SessionStart): Promise<{ token: string; sessionId: number }> {
  const token = randomBytes(32).toString('base64url');
  const at = s.now.toISOString();
  const row = await db
    .insertInto('sessions')
    .values({
      player_id: s.playerId,
      token_hash: hashToken(token),
      ip: s.ip,
      user_agent: s.userAgent.slice(0, 400),
      fingerprint: s.fingerprint,
      device_id: s.deviceId ?? null,
      started_at: at,
      last_seen_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { token, sessionId: row.id };
}

/**
 * Why a session still open in the table is over all the same (too long idle, past its absolute lifetime, or at the
 * end the player's session-time limit gave it), or null.
 */
export function lapsed(session: { started_at: string; last_seen_at: string; ends_at?: string | null }, lifetimes: Lifetimes, now: Date): EndReason | null {
  const at = now.getTime();
  if (session.ends_at && at >= Date.parse(session.ends_at)) return 'session_limit';
  if (at - Date.parse(session.started_at) >= lifetimes.absoluteMs) return 'expired';
  if (at - Date.parse(session.last_seen_at) >= lifetimes.idleMs) return 'idle';
  return null;
}

interface LiveSession {
  id: number;
  player_id: number;
  started_at: string;
  last_seen_at: string;
  ends_at: string | null;
}

// Live sessions by token hash; every change to a player's sessions holds and then drops that player's entries.
const sessionCaches = new WeakMap<object, HotCache<LiveSession>>();
const sessionCache = (db: Db) => hotCacheOf(sessionCaches, db);

const liveSession = preparedQuery((db: Db, tokenHash: string) =>
  db
    .selectFrom('sessions')
    .select(['id', 'player_id', 'started_at', 'last_seen_at', 'ends_at'])
    .where('token_hash', '=', tokenHash)
    .where('ended_at', 'is', null),
);

export async function resolveSession(db: Db, token: string, lifetimes: Lifetimes, now: Date): Promise<AuthPrincipal | null> {
  if (!TOKEN_SHAPE.test(token)) return null;
  const tokenHash = hashToken(token);
  const cache = sessionCache(db);
  let session = cache?.get(tokenHash);
  if (!session) {
    const stamp = cache?.stamp() ?? 0;
    [session] = await liveSession(db, tokenHash);
    if (!session) return null;
    cache?.fill(tokenHash, session.player_id, session, stamp);
  }
  const expired = lapsed(session, lifetimes, now);
  if (expired) {
    await endSession(db, { playerId: session.player_id, sessionId: session.id, reason: expired, now });
    return null;
  }
  if (now.getTime() - Date.parse(session.last_seen_at) >= TOUCH_MS) {
    const at = now.toISOString();
    await db.updateTable('sessions').set({ last_seen_at: at }).where('id', '=', session.id).execute();
    cache?.replace(tokenHash, { ...session, last_seen_at: at });
  }
  return { playerId: session.player_id, sessionId: session.id };
}

/**
 * Marks a session as in use by something other than an API call (a live-chat message sent over the real-time
 * connection), as an API call does: at most every 30 s, with the player's cached sessions dropped so the next call
 * reads the new time.
 */
export async function touchSession(db: Db, session: { playerId: number; sessionId: number; lastSeenAt: string }, now: Date): Promise<void> {
  if (now.getTime() - Date.parse(session.lastSeenAt) < TOUCH_MS) return;
  await changingSessions(db, session.playerId, () =>
    db.updateTable('sessions').set({ last_seen_at: now.toISOString() }).where('id', '=', session.sessionId).where('ended_at', 'is', null).execute(),
  );
}

/**
 * Runs a change to the player's sessions with their cached sessions held (nothing kept from a state about to change)
 * until the write, or the transaction it is part of, has ended; then drops them. Inside a transaction (an operator's
 * audited change) the cache opens again only once that transaction has committed or rolled back.
 */
function changingSessions<T>(db: Db, playerId: number, write: () => Promise<T>): Promise<T> {
  const cache = sessionCache(rootDb(db));
  if (!cache) return write();
  if (!db.isTransaction) return cache.around(playerId, write);
  afterTransaction(db, () => cache.release(playerId));
  cache.hold(playerId);
  return write();
}

/** Sessions that have just ended: one of the player's (`sessionId`), or all of them but `exceptId`. */
export interface EndedSessions {
  playerId: number;
  sessionId?: number;
  exceptId?: number;
}

const ended = commitEvents<EndedSessions>();

/**
 * Tells `listener` of sessions ended through `db` (logout, ended from another session, a password change or reset,
 * a lapse found on use), once ended: the real-time hub closes their connections at once. A listener must not throw.
 */
export const onSessionsEnded = (db: Db, listener: (ended: EndedSessions) => void) => ended.on(db, listener);
const announceEnded = (db: Db, sessions: EndedSessions) => ended.raise(db, sessions);

/** Ends one live session of the player; false when it is not theirs or already over. */
export async function endSession(
  db: Db,
  { playerId, sessionId, reason, now }: { playerId: number; sessionId: number; reason: EndReason; now: Date },
): Promise<Outcome> {
  const result = await changingSessions(db, playerId, () =>
    db
      .updateTable('sessions')
      .set({ ended_at: now.toISOString(), end_reason: reason })
      .where('id', '=', sessionId)
      .where('player_id', '=', playerId)
      .where('ended_at', 'is', null)
      .executeTakeFirst(),
  );
  // Someone else's session and an unknown id answer alike, so ids of other players cannot be probed.
  if (Number(result.numUpdatedRows) === 0) return refused('session_not_found');
  announceEnded(db, { playerId, sessionId });
  return done(null);
}

export async function endSessionByToken(db: Db, token: string, reason: EndReason, now: Date): Promise<void> {
  if (!TOKEN_SHAPE.test(token)) return;
  const tokenHash = hashToken(token);
  const [session] = await liveSession(db, tokenHash);
  if (!session) return;
  await changingSessions(db, session.player_id, () =>
    db
      .updateTable('sessions')
      .set({ ended_at: now.toISOString(), end_reason: reason })
      .where('token_hash', '=', tokenHash)
      .where('ended_at', 'is', null)
      .execute(),
  );
  announceEnded(db, { playerId: session.player_id, sessionId: session.id });
}

/** The moment the player's session-time limit (of period `endsFor`) ends each of their open sessions (null: no limit). */
export async function setSessionsEnd(db: Db, playerId: number, endsAt: string | null, endsFor: LimitPeriod | null): Promise<void> {
  await changingSessions(db, playerId, () =>
    db.updateTable('sessions').set({ ends_at: endsAt, ends_for: endsFor }).where('player_id', '=', playerId).where('ended_at', 'is', null).execute(),
  );
}

export async function endPlayerSessions(db: Db, playerId: number, reason: EndReason, now: Date, exceptId?: number) {
  let query = db
    .updateTable('sessions')
    .set({ ended_at: now.toISOString(), end_reason: reason })
    .where('player_id', '=', playerId)
    .where('ended_at', 'is', null);
  if (exceptId !== undefined) query = query.where('id', '!=', exceptId);
  await changingSessions(db, playerId, () => query.execute());
  announceEnded(db, { playerId, exceptId });
}

export async function listSessions(
  db: Db,
  { playerId, currentId, lifetimes, now, limit = 50 }: { playerId: number; /** The caller's own session; null for an operator. */ currentId: number | null; lifetimes: Lifetimes; now: Date; limit?: number },
) {
  const rows = await db
    .selectFrom('sessions')
    .select(['id', 'ip', 'user_agent', 'started_at', 'last_seen_at', 'ended_at', 'end_reason', 'ends_at'])
    .where('player_id', '=', playerId)
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((r) => ({
    id: r.id,
    ip: r.ip,
    userAgent: r.user_agent,
    startedAt: r.started_at,
    lastSeenAt: r.last_seen_at,
    endedAt: r.ended_at,
    endReason: r.end_reason,
    active: r.ended_at === null && lapsed(r, lifetimes, now) === null,
    current: r.id === currentId,
  }));
}

/**
 * Deletes sessions over for longer than `retentionMs`: ended, or lapsed (idle or past their absolute lifetime)
 * and never ended. Every player's cached sessions are held meanwhile.
 */
export async function deleteOldSessions(db: Db, { lifetimes, retentionMs, now }: { lifetimes: Lifetimes; retentionMs: number; now: Date }) {
  const before = (ms: number) => new Date(now.getTime() - ms).toISOString();
  const remove = () =>
    db
      .deleteFrom('sessions')
      .where((eb) =>
        eb.or([
          eb.and([eb('ended_at', 'is not', null), eb('ended_at', '<', before(retentionMs))]),
          eb.and([
            eb('ended_at', 'is', null),
            eb.or([
              eb('started_at', '<', before(lifetimes.absoluteMs + retentionMs)),
              eb('last_seen_at', '<', before(lifetimes.idleMs + retentionMs)),
            ]),
          ]),
        ]),
      )
      .executeTakeFirst();
  const cache = sessionCache(db);
  const result = await (cache ? cache.aroundEverything(remove) : remove());
  return Number(result.numDeletedRows);
}
