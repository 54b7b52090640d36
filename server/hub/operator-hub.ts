import type { Kysely } from 'kysely';
import { ADMIN_SCREENS } from '../../contracts/admin.js';
import type { Database, OperatorRole } from '../db/schema.js';
import type { OperatorLifetimes } from '../modules/operators/sessions.js';
import type { HubConnection, OperatorPeer } from './connection.js';

type Db = Kysely<Database>;

/** Who hears the live chat's changes: the roles of the Live chat screen. */
export const mayHearInbox = (role: OperatorRole) => (ADMIN_SCREENS.chat as readonly OperatorRole[]).includes(role);
/** Who hears the payments queue's changes: the roles of the Payments screen. */
export const mayHearPayments = (role: OperatorRole) => (ADMIN_SCREENS.payments as readonly OperatorRole[]).includes(role);
/** Who may hold an operators' connection: a role that hears something on it. */
export const mayHoldOperatorHub = (role: OperatorRole) => mayHearInbox(role) || mayHearPayments(role);

/** This process's operators' connections, capped per operator and per address as players' are (they are few: counted by a walk). */
export class OperatorConnections {
  readonly all = new Set<HubConnection<OperatorPeer>>();

  constructor(private readonly limits: { perOperator: number; perIp: number }) {}

  full(operatorId: number, ip: string): boolean {
    let mine = 0;
    let here = 0;
    for (const { peer } of this.all) {
      if (peer.operatorId === operatorId) mine++;
      if (peer.ip === ip) here++;
    }
    return mine >= this.limits.perOperator || here >= this.limits.perIp;
  }

  /** True when it is the process's first operator connection. */
  add(connection: HubConnection<OperatorPeer>): boolean {
    this.all.add(connection);
    return this.all.size === 1;
  }

  /** True when it was the process's last. */
  remove(connection: HubConnection<OperatorPeer>): boolean {
    return this.all.delete(connection) && this.all.size === 0;
  }
}

/**
 * Closes the operators' connections whose session is over (signed out, disabled, idle or too old, as the back
 * office's API would find it) or whose role no longer opens the Live chat or the Payments screen.
 */
export async function closeEndedOperatorSessions(db: Db, connections: Iterable<HubConnection<OperatorPeer>>, lifetimes: OperatorLifetimes, now: Date): Promise<void> {
  const checked = [...connections];
  if (checked.length === 0) return;
  const ids = [...new Set(checked.map((connection) => connection.peer.sessionId))];
  const rows = await db
    .selectFrom('operator_sessions')
    .innerJoin('operators', 'operators.id', 'operator_sessions.operator_id')
    .select(['operator_sessions.id', 'operator_sessions.started_at', 'operator_sessions.last_seen_at', 'operators.role', 'operators.active'])
    .where('operator_sessions.id', 'in', ids)
    .where('operator_sessions.ended_at', 'is', null)
    .execute();
  const at = now.getTime();
  const live = new Set(
    rows
      .filter((r) => r.active === 1 && mayHoldOperatorHub(r.role) && at - Date.parse(r.started_at) < lifetimes.absoluteMs && at - Date.parse(r.last_seen_at) < lifetimes.idleMs)
      .map((r) => r.id),
  );
  for (const connection of checked) if (!live.has(connection.peer.sessionId)) connection.sessionEnded();
}
