import type { Kysely } from 'kysely';
import { REALITY_CHECK_DEFAULT, type ExclusionPayload, type PlaySession, type LimitsAnswer, type PlayerLimit } from '../../../contracts/limits.js';
import type { Locale } from '../../../i18n/locales.js';
import type { Database, ExclusionKind, LimitKind, LimitPeriod } from '../../db/schema.js';
import { transact } from '../../db/transact.js';
import { done, refused, type Outcome } from '../outcome.js';
import { endPlayerSessions, setSessionsEnd } from '../sessions/service.js';
import { lockMoney } from '../wallet/service.js';
import { exclusion } from './rules.js';
import { INDEFINITE, timeText } from './texts.js';
import { PERIODS, playSince, reservedDeposits, usage } from './usage.js';
import { sessionLimitState } from './play-time.js';

type Db = Kysely<Database>;

const KINDS: readonly LimitKind[] = ['deposit', 'loss', 'wager', 'session'];
const MONEY_KINDS: readonly LimitKind[] = ['deposit', 'loss', 'wager'];
interface State {
  amountMinor: number | null;
  pendingAmountMinor: number | null;
  pendingRemoval: boolean;
  pendingFrom: string | null;
}
const NONE: State = { amountMinor: null, pendingAmountMinor: null, pendingRemoval: false, pendingFrom: null };

async function stateOf(db: Db, playerId: number, kind: LimitKind, period: LimitPeriod): Promise<{ id: number; state: State } | null> {
  const row = await db.selectFrom('player_limits').selectAll().where('player_id', '=', playerId).where('kind', '=', kind).where('period', '=', period).executeTakeFirst();
  if (!row) return null;
  const minor = (v: number | string | null) => (v === null ? null : Number(v));
  return { id: row.id, state: { amountMinor: minor(row.amount_minor), pendingAmountMinor: minor(row.pending_amount_minor), pendingRemoval: row.pending_removal === 1, pendingFrom: row.pending_from } };
}

const same = (a: State, b: State) => a.amountMinor === b.amountMinor && a.pendingAmountMinor === b.pendingAmountMinor && a.pendingRemoval === b.pendingRemoval && a.pendingFrom === b.pendingFrom;

/** Writes the new state and its history row (who, before, after, when), in the caller's transaction. */
async function write(trx: Db, at: { playerId: number; kind: LimitKind; period: LimitPeriod; actor: string; action: string; now: Date }, found: { id: number; state: State } | null, after: State) {
  const before = found?.state ?? NONE;
  if (same(before, after)) return;
  const when = at.now.toISOString();
  const columns = { amount_minor: after.amountMinor, pending_amount_minor: after.pendingAmountMinor, pending_removal: after.pendingRemoval ? 1 : 0, pending_from: after.pendingFrom, updated_at: when };
  if (found) await trx.updateTable('player_limits').set(columns).where('id', '=', found.id).execute();
  else await trx.insertInto('player_limits').values({ player_id: at.playerId, kind: at.kind, period: at.period, created_at: when, ...columns }).execute();
  await trx
    .insertInto('player_limit_changes')
    .values({ player_id: at.playerId, kind: at.kind, period: at.period, actor: at.actor, action: at.action, before: JSON.stringify(before), after: JSON.stringify(after), at: when })
    .execute();
}

export interface LimitChange {
  playerId: number;
  kind: LimitKind;
  period: LimitPeriod;
  /** Kuruş; null: no limit. */
  amountMinor: number | null;
  now: Date;
  delayHours: number;
  /** 'player' | 'operator:<id>' */
  actor?: string;
}

/**
 * A first limit or a lower one applies at once (and cancels a waiting increase); a higher one or a removal waits
 * `delayHours` and then needs the player's confirmation. Asking again for the same waiting change keeps its time.
 */
export async function setLimit(db: Db, c: LimitChange): Promise<State> {
  return transact(db, async (trx) => {
    await lockMoney(trx, c.playerId);
    const found = await stateOf(trx, c.playerId, c.kind, c.period);
    const before = found?.state ?? NONE;
    const current = before.amountMinor;
    let after: State;
    let action: string;
    if (c.amountMinor !== null && (current === null || c.amountMinor <= current)) {
      after = { ...NONE, amountMinor: c.amountMinor };
      action = current === null ? 'set' : 'decrease';
    } else if (current === null) {
      after = NONE;
      action = 'cleared';
    } else {
      const removal = c.amountMinor === null;
      const repeated = removal ? before.pendingRemoval : before.pendingAmountMinor === c.amountMinor;
      const pendingFrom = repeated && before.pendingFrom ? before.pendingFrom : new Date(c.now.getTime() + c.delayHours * 3_600_000).toISOString();
      after = { amountMinor: current, pendingAmountMinor: c.amountMinor, pendingRemoval: removal, pendingFrom };
      action = removal ? 'removal_requested' : 'increase_requested';
    }
    await write(trx, { ...c, actor: c.actor ?? 'player', action }, found, after);
    return after;
  });
}

/** Takes a waiting increase or removal once its time has come; before that, a refusal that says when. */
export async function confirmLimit(db: Db, c: { playerId: number; kind: LimitKind; period: LimitPeriod; now: Date; locale: Locale; actor?: string }): Promise<Outcome<State>> {
  return transact(db, async (trx) => {
    await lockMoney(trx, c.playerId);
    const found = await stateOf(trx, c.playerId, c.kind, c.period);
    const before = found?.state;
    if (!found || !before || (before.pendingAmountMinor === null && !before.pendingRemoval) || !before.pendingFrom) return refused('limit_nothing_pending');
    if (c.now.toISOString() < before.pendingFrom) return refused('limit_confirm_wait', { params: { at: timeText(before.pendingFrom, c.locale) } });
    const after: State = { ...NONE, amountMinor: before.pendingRemoval ? null : before.pendingAmountMinor };
    await write(trx, { ...c, actor: c.actor ?? 'player', action: 'confirmed' }, found, after);
    return done(after);
  });
}

/** Every kind × period with what is in force, what waits, and what the rolling window has used of it. */
export async function limitsOverview(db: Db, playerId: number, now: Date, idleMs: number): Promise<LimitsAnswer> {
  const rows = await db.selectFrom('player_limits').selectAll().where('player_id', '=', playerId).execute();
  const used = await usage(db, playerId, now, new Set(MONEY_KINDS));
  const reserved = await reservedDeposits(db, playerId, now);
  const played = await sessionLimitState(db, playerId, now, idleMs);
  for (const period of PERIODS) used[period].session = played.usedMinutes[period];
  const limits: PlayerLimit[] = [];
  for (const kind of KINDS) {
    for (const period of PERIODS) {
      const row = rows.find((r) => r.kind === kind && r.period === period);
      const amountMinor = row?.amount_minor == null ? null : Number(row.amount_minor);
      const usedMinor = used[period][kind];
      limits.push({
        kind,
        period,
        amountMinor,
        pendingAmountMinor: row?.pending_amount_minor == null ? null : Number(row.pending_amount_minor),
        pendingRemoval: row?.pending_removal === 1,
        pendingFrom: row?.pending_from ?? null,
        usedMinor,
        reservedMinor: kind === 'deposit' ? reserved[period] : 0,
        remainingMinor: amountMinor === null ? null : Math.max(0, amountMinor - usedMinor),
      });
    }
  }
  const player = await db.selectFrom('players').select('reality_check_minutes').where('id', '=', playerId).executeTakeFirst();
  return { limits, exclusion: await exclusion(db, playerId, now), realityCheckMinutes: player?.reality_check_minutes ?? REALITY_CHECK_DEFAULT };
}

/** When an exclusion asked for now ends. */
export function exclusionEnd(duration: ExclusionPayload['duration'], now: Date): string {
  const end = new Date(now.getTime());
  switch (duration) {
    case '24h':
      return new Date(now.getTime() + 24 * 3_600_000).toISOString();
    case '7d':
      return new Date(now.getTime() + 7 * 24 * 3_600_000).toISOString();
    case '30d':
      return new Date(now.getTime() + 30 * 24 * 3_600_000).toISOString();
    case '6m':
      end.setUTCMonth(end.getUTCMonth() + 6);
      return end.toISOString();
    case '1y':
      end.setUTCFullYear(end.getUTCFullYear() + 1);
      return end.toISOString();
    case '5y':
      end.setUTCFullYear(end.getUTCFullYear() + 5);
      return end.toISOString();
    case 'indefinite':
      return INDEFINITE;
  }
}

/**
 * A time-out or self-exclusion, at once: it only ever extends what is in force (never shortens it), and ends every
 * session of the player, the current one too, so no open game or sportsbook frame keeps betting. Taken under the
 * money lock: a bet in flight either committed before or is refused.
 */
export async function exclude(db: Db, e: { playerId: number; request: ExclusionPayload; now: Date }): Promise<{ kind: ExclusionKind | null; until: string }> {
  const wanted = exclusionEnd(e.request.duration, e.now);
  const result = await transact(db, async (trx) => {
    await lockMoney(trx, e.playerId);
    const current = await exclusion(trx, e.playerId, e.now);
    if (current && current.until >= wanted) return current;
    const kind: ExclusionKind = current?.kind === 'self_exclusion' ? 'self_exclusion' : e.request.kind;
    await trx.updateTable('players').set({ self_excluded_until: wanted, exclusion_kind: kind }).where('id', '=', e.playerId).execute();
    return { kind, until: wanted };
  });
  await endPlayerSessions(db, e.playerId, 'ended_by_player', e.now);
  return result;
}

/**
 * After a session-time limit changed (or at login): every open session of the player gets the end the tightest limit
 * gives it; a limit already used up ends them now.
 */
export async function applySessionLimits(db: Db, playerId: number, now: Date, idleMs: number) {
  const state = await sessionLimitState(db, playerId, now, idleMs);
  if (state.usedUp) {
    // Marked with the limit's period first: the login stays closed for that period from now.
    await setSessionsEnd(db, playerId, now.toISOString(), state.usedUp);
    await endPlayerSessions(db, playerId, 'session_limit', now);
  } else await setSessionsEnd(db, playerId, state.endsAt, state.endsFor);
  return state;
}

/** The reality check's interval, one of the choices. */
export async function setRealityCheck(db: Db, playerId: number, minutes: number): Promise<void> {
  await db.updateTable('players').set({ reality_check_minutes: minutes }).where('id', '=', playerId).execute();
}

/** The session the player calls from: its start and limit end, and what play took or paid in it. */
export async function playSessionOf(db: Db, principal: { playerId: number; sessionId: number }, now: Date): Promise<PlaySession> {
  const session = await db.selectFrom('sessions').select(['started_at', 'ends_at']).where('id', '=', principal.sessionId).executeTakeFirstOrThrow();
  const player = await db.selectFrom('players').select('reality_check_minutes').where('id', '=', principal.playerId).executeTakeFirstOrThrow();
  const play = await playSince(db, principal.playerId, session.started_at);
  const at = now.getTime();
  return {
    startedAt: session.started_at,
    elapsedMs: Math.max(0, at - Date.parse(session.started_at)),
    endsAt: session.ends_at,
    msLeft: session.ends_at ? Math.max(0, Date.parse(session.ends_at) - at) : null,
    ...play,
    realityCheckMinutes: player.reality_check_minutes ?? REALITY_CHECK_DEFAULT,
  };
}
