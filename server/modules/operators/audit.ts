import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { currentRequestId } from '../../ops/request-scope.js';

type Db = Kysely<Database>;

/**
 * Who did it: a signed-in operator (with the address they came from), the command line on the server, or an outside
 * party by its signed call (a PSP's dispute: `provider:stripe`).
 */
export type Actor = { kind: 'operator'; operatorId: number; ip: string } | { kind: 'cli' } | { kind: 'provider'; name: string };

export interface AuditEntry {
  action: string;
  /** What was acted on, as 'kind:id' (operator:3, transaction:42). */
  target: string | null;
  before?: unknown;
  after?: unknown;
}

const json = (value: unknown) => (value === undefined ? null : JSON.stringify(value));

/**
 * Appends one row to the audit log. Pass the transaction of the change, so the row and the change commit or
 * fail together. There is no update or delete anywhere: the database refuses both (migration 008).
 */
export async function writeAudit(db: Db, actor: Actor, entry: AuditEntry, now: Date): Promise<void> {
  await db
    .insertInto('audit_log')
    .values({
      operator_id: actor.kind === 'operator' ? actor.operatorId : null,
      actor: actor.kind === 'operator' ? `operator:${actor.operatorId}` : actor.kind === 'provider' ? `provider:${actor.name}` : 'cli',
      at: now.toISOString(),
      ip: actor.kind === 'operator' ? actor.ip : null,
      action: entry.action,
      target: entry.target,
      before: json(entry.before),
      after: json(entry.after),
      request_id: currentRequestId(),
    })
    .execute();
}

/** The newest entries first (the back office's audit screen; tests). */
export async function auditEntries(db: Db, { target, limit = 100 }: { target?: string; limit?: number } = {}) {
  let query = db.selectFrom('audit_log').selectAll().orderBy('id', 'desc').limit(limit);
  if (target !== undefined) query = query.where('target', '=', target);
  const rows = await query.execute();
  return rows.map((r) => ({
    ...r,
    before: r.before === null ? null : (JSON.parse(r.before) as unknown),
    after: r.after === null ? null : (JSON.parse(r.after) as unknown),
  }));
}
