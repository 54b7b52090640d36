import type { Kysely } from 'kysely';
import { ADMIN_PAGE_SIZE, type AuditPage } from '../../../contracts/admin-calls.js';
import type { Database } from '../../db/schema.js';

const parsed = (text: string | null): unknown => (text === null ? null : JSON.parse(text));

/** The audit log newest first, filtered by target ('player:12'), operator and action. */
export async function auditPageOf(db: Kysely<Database>, filter: { target?: string; operatorId?: number; action?: string; cursor?: number }): Promise<AuditPage> {
  let query = db
    .selectFrom('audit_log')
    .leftJoin('operators', 'operators.id', 'audit_log.operator_id')
    .selectAll('audit_log')
    .select('operators.username')
    .orderBy('audit_log.id', 'desc')
    .limit(ADMIN_PAGE_SIZE + 1);
  if (filter.target) query = query.where('audit_log.target', '=', filter.target);
  if (filter.operatorId !== undefined) query = query.where('audit_log.operator_id', '=', filter.operatorId);
  if (filter.action) query = query.where('audit_log.action', '=', filter.action);
  if (filter.cursor !== undefined) query = query.where('audit_log.id', '<', filter.cursor);
  const rows = await query.execute();
  const page = rows.slice(0, ADMIN_PAGE_SIZE);
  return {
    items: page.map((r) => ({
      id: r.id,
      at: r.at,
      actor: r.actor,
      operatorId: r.operator_id,
      operatorUsername: r.username,
      ip: r.ip,
      action: r.action,
      target: r.target,
      before: parsed(r.before),
      after: parsed(r.after),
    })),
    nextCursor: rows.length > ADMIN_PAGE_SIZE ? page[page.length - 1].id : null,
  };
}
