import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Config } from '../../config.js';
import type { Database, OperatorRole } from '../../db/schema.js';
import { hashToken } from '../sessions/service.js';

type Db = Kysely<Database>;

/** Who is calling the back office. */
export interface OperatorPrincipal {
  operatorId: number;
  sessionId: number;
  username: string;
  role: OperatorRole;
}

export interface OperatorLifetimes {
  idleMs: number;
  absoluteMs: number;
}

export const operatorLifetimes = (config: Config): OperatorLifetimes => ({
  idleMs: config.OPERATOR_IDLE_MINUTES * 60_000,
  absoluteMs: config.OPERATOR_ABSOLUTE_HOURS * 3_600_000,
});

/**
 * Operator tokens carry their own prefix: a player token never has it, so neither kind is even looked up in the
 * other's table, and a leaked token says at a glance which side it opens.
 */
export const OPERATOR_TOKEN_PREFIX = 'kop_';
const TOKEN_SHAPE = /^kop_[A-Za-z0-9_-]{43}$/;
const TOUCH_MS = 30_000;

export const newOperatorToken = () => `${OPERATOR_TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`;

export async function startOperatorSession(db: Db, s: { operatorId: number; ip: string; userAgent: string; now: Date }): Promise<{ token: string; sessionId: number }> {
  const token = newOperatorToken();
  const at = s.now.toISOString();
  const row = await db
    .insertInto('operator_sessions')
    .values({ operator_id: s.operatorId, token_hash: hashToken(token), ip: s.ip, user_agent: s.userAgent.slice(0, 400), started_at: at, last_seen_at: at })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { token, sessionId: row.id };
}

/** A live session of an active operator: not ended, not idle for the idle lifetime, not older than the absolute one. */
export async function resolveOperatorSession(db: Db, token: string, lifetimes: OperatorLifetimes, now: Date): Promise<OperatorPrincipal | null> {
  if (!TOKEN_SHAPE.test(token)) return null;
  const session = await db
    .selectFrom('operator_sessions')
    .innerJoin('operators', 'operators.id', 'operator_sessions.operator_id')
    .select(['operator_sessions.id', 'operator_sessions.operator_id', 'operator_sessions.started_at', 'operator_sessions.last_seen_at', 'operators.username', 'operators.role', 'operators.active'])
    .where('operator_sessions.token_hash', '=', hashToken(token))
    .where('operator_sessions.ended_at', 'is', null)
    .executeTakeFirst();
  if (!session) return null;
  const at = now.getTime();
  const lapsed =
    session.active !== 1 ? 'disabled'
    : at - Date.parse(session.started_at) >= lifetimes.absoluteMs ? 'expired'
    : at - Date.parse(session.last_seen_at) >= lifetimes.idleMs ? 'idle'
    : null;
  if (lapsed) {
    await endOperatorSession(db, session.id, lapsed, now);
    return null;
  }
  if (at - Date.parse(session.last_seen_at) >= TOUCH_MS) {
    await db.updateTable('operator_sessions').set({ last_seen_at: now.toISOString() }).where('id', '=', session.id).execute();
  }
  return { operatorId: session.operator_id, sessionId: session.id, username: session.username, role: session.role };
}

export async function endOperatorSession(db: Db, sessionId: number, reason: string, now: Date): Promise<boolean> {
  const result = await db
    .updateTable('operator_sessions')
    .set({ ended_at: now.toISOString(), end_reason: reason })
    .where('id', '=', sessionId)
    .where('ended_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
