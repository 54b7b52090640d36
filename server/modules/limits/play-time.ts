import type { Kysely } from 'kysely';
import type { Database, LimitPeriod } from '../../db/schema.js';
import type { Locale } from '../../../i18n/locales.js';
import { done, refused, type Outcome } from '../outcome.js';
import { timeText } from './texts.js';
import { PERIODS } from './usage.js';

type Db = Kysely<Database>;

/** The rolling windows of the limits, in milliseconds. */
export const PERIOD_MS: Record<LimitPeriod, number> = { day: 24 * 3_600_000, week: 7 * 24 * 3_600_000, month: 30 * 24 * 3_600_000 };

/** [start, end] in epoch ms, sorted and merged: time logged in on one device or several counts once. */
export type Intervals = Array<[number, number]>;

/**
 * The player's time logged in since `from`: each session from its start to its end, or, while it is open, to now
 * (or to its last call, when it has been idle longer than the idle lifetime and only waits to be noticed as over).
 */
export async function playIntervals(db: Db, playerId: number, from: Date, now: Date, idleMs: number): Promise<Intervals> {
  const rows = await db
    .selectFrom('sessions')
    .select(['started_at', 'last_seen_at', 'ended_at'])
    .where('player_id', '=', playerId)
    .where((eb) => eb.or([eb('ended_at', 'is', null), eb('ended_at', '>', from.toISOString())]))
    .execute();
  const at = now.getTime();
  const spans = rows
    .map((r): [number, number] => {
      const lastSeen = Date.parse(r.last_seen_at);
      const end = r.ended_at ? Date.parse(r.ended_at) : at - lastSeen < idleMs ? at : lastSeen;
      return [Math.max(Date.parse(r.started_at), from.getTime()), Math.min(end, at)];
    })
    .filter(([start, end]) => end > start)
    .sort((a, b) => a[0] - b[0]);
  const merged: Intervals = [];
  for (const span of spans) {
    const last = merged.at(-1);
    if (last && span[0] <= last[1]) last[1] = Math.max(last[1], span[1]);
    else merged.push([span[0], span[1]]);
  }
  return merged;
}

/** How much of the intervals falls in [start, end]. */
export function overlapMs(intervals: Intervals, start: number, end: number): number {
  let total = 0;
  for (const [a, b] of intervals) total += Math.max(0, Math.min(b, end) - Math.max(a, start));
  return total;
}

export interface SessionLimitState {
  /** Minutes logged in per window. */
  usedMinutes: Record<LimitPeriod, number>;
  /** Login is closed until then: a limit was used up (a whole period after the moment it was). */
  lockedUntil: string | null;
  /** The period of a limit used up right now (its sessions end at once), or null. */
  usedUp: LimitPeriod | null;
  /** When a session starting now must end (the tightest limit's remaining time), and that limit's period. */
  endsAt: string | null;
  endsFor: LimitPeriod | null;
}

const sessionLimitsOf = (db: Db, playerId: number) =>
  db.selectFrom('player_limits').select(['period', 'amount_minor']).where('player_id', '=', playerId).where('kind', '=', 'session').where('amount_minor', 'is not', null).execute();

const lastEndedByLimit = (db: Db, playerId: number) =>
  db
    .selectFrom('sessions')
    .select(['ended_at', 'ends_for'])
    .where('player_id', '=', playerId)
    .where('end_reason', '=', 'session_limit')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();

/**
 * The session-time limits (minutes logged in per rolling day, week, month) against the time logged in. A session a
 * limit ended closes login for that limit's whole period ("no login until the period ends"), and so does a limit
 * found used up; otherwise the tightest remaining time says when a session that starts now ends.
 */
export async function sessionLimitState(db: Db, playerId: number, now: Date, idleMs: number): Promise<SessionLimitState> {
  const limits = (await sessionLimitsOf(db, playerId)).map((l) => ({ period: l.period, minutes: Number(l.amount_minor) }));
  const at = now.getTime();
  // The month's sessions of one player: a few hundred rows at most.
  const intervals = await playIntervals(db, playerId, new Date(at - PERIOD_MS.month), now, idleMs);
  const usedMs = Object.fromEntries(PERIODS.map((p) => [p, overlapMs(intervals, at - PERIOD_MS[p], at)])) as Record<LimitPeriod, number>;
  const usedMinutes = Object.fromEntries(PERIODS.map((p) => [p, Math.floor(usedMs[p] / 60_000)])) as Record<LimitPeriod, number>;
  let locked = 0;
  const ended = await lastEndedByLimit(db, playerId);
  if (ended?.ended_at && ended.ends_for) locked = Date.parse(ended.ended_at) + PERIOD_MS[ended.ends_for];
  const lastPlay = intervals.at(-1)?.[1] ?? at;
  let usedUp: LimitPeriod | null = null;
  let endsAt = Infinity;
  let endsFor: LimitPeriod | null = null;
  for (const limit of limits) {
    const left = limit.minutes * 60_000 - usedMs[limit.period];
    if (left <= 0) {
      if (!usedUp || PERIOD_MS[limit.period] > PERIOD_MS[usedUp]) usedUp = limit.period;
      locked = Math.max(locked, lastPlay + PERIOD_MS[limit.period]);
    } else if (at + left < endsAt) {
      endsAt = at + left;
      endsFor = limit.period;
    }
  }
  const lockedUntil = locked > at ? new Date(locked).toISOString() : null;
  const open = lockedUntil === null && endsFor !== null;
  return { usedMinutes, lockedUntil, usedUp, endsAt: open ? new Date(endsAt).toISOString() : null, endsFor: open ? endsFor : null };
}

/** At login: refused while a session-time limit keeps login closed (with until when), else when the session ends. */
export async function playAllowed(db: Db, playerId: number, now: Date, idleMs: number, locale: Locale): Promise<Outcome<SessionLimitState>> {
  const state = await sessionLimitState(db, playerId, now, idleMs);
  if (state.lockedUntil) return refused('session_limit_reached', { params: { at: timeText(state.lockedUntil, locale) } });
  return done(state);
}
