import type { Kysely, Selectable } from 'kysely';
import { ADMIN_PAGE_SIZE } from '../../../contracts/admin-calls.js';
import type { CallRequestItem, CallRequestPage, CallStatus } from '../../../contracts/support.js';
import type { AppContext } from '../../context.js';
import type { CallRequestsTable, Database } from '../../db/schema.js';
import { transact } from '../../db/transact.js';
import { done, refused, type Outcome } from '../outcome.js';
import { writeAudit } from '../operators/audit.js';
import type { OperatorPrincipal } from '../operators/sessions.js';

type Db = Kysely<Database>;
type Row = Selectable<CallRequestsTable> & { username: string | null };

const itemOf = (r: Row): CallRequestItem => ({
  id: r.id,
  name: r.name,
  phone: r.phone,
  preferredTime: r.preferred_time,
  topic: r.topic,
  note: r.note,
  playerId: r.player_id,
  status: r.status,
  createdAt: r.created_at,
  handledBy: r.username,
  handledAt: r.handled_at,
  operatorNote: r.operator_note,
});

export interface NewCallRequest {
  name: string;
  phone: string;
  preferredTime: CallRequestItem['preferredTime'];
  topic: CallRequestItem['topic'];
  note?: string;
}

/** Stores a player's or a guest's request as `new`. */
export async function createCallRequest(db: Db, input: NewCallRequest, meta: { ip: string; playerId: number | null; now: Date }): Promise<number> {
  const row = await db
    .insertInto('call_requests')
    .values({
      name: input.name,
      phone: input.phone,
      preferred_time: input.preferredTime,
      topic: input.topic,
      note: input.note ?? '',
      player_id: meta.playerId,
      ip: meta.ip,
      status: 'new',
      created_at: meta.now.toISOString(),
      operator_note: '',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

const withHandler = (db: Db) =>
  db.selectFrom('call_requests').leftJoin('operators', 'operators.id', 'call_requests.handled_by').selectAll('call_requests').select('operators.username');

/** The queue newest first, optionally of one status; nextCursor continues after the page's last item. */
export async function callRequestPageOf(db: Db, filter: { status?: CallStatus; cursor?: number }): Promise<CallRequestPage> {
  let query = withHandler(db).orderBy('call_requests.id', 'desc').limit(ADMIN_PAGE_SIZE + 1);
  if (filter.status) query = query.where('call_requests.status', '=', filter.status);
  if (filter.cursor !== undefined) query = query.where('call_requests.id', '<', filter.cursor);
  const rows = await query.execute();
  const page = rows.slice(0, ADMIN_PAGE_SIZE);
  return { items: page.map(itemOf), nextCursor: rows.length > ADMIN_PAGE_SIZE ? page[page.length - 1].id : null };
}

/**
 * An operator's status change (take: in_progress, finish: done, or back to new) with an optional note: the row and
 * its audit entry (before and after) commit together.
 */
export async function updateCallRequest(
  ctx: AppContext,
  operator: OperatorPrincipal,
  ip: string,
  id: number,
  change: { status: CallStatus; note?: string },
): Promise<Outcome<CallRequestItem>> {
  const now = ctx.now();
  return transact(ctx.db.kysely, async (trx) => {
    const before = await withHandler(trx).where('call_requests.id', '=', id).executeTakeFirst();
    if (!before) return refused('call_request_not_found');
    await trx
      .updateTable('call_requests')
      .set({
        status: change.status,
        handled_by: operator.operatorId,
        handled_at: now.toISOString(),
        ...(change.note !== undefined && change.note !== '' ? { operator_note: change.note } : {}),
      })
      .where('id', '=', id)
      .execute();
    const after = await withHandler(trx).where('call_requests.id', '=', id).executeTakeFirstOrThrow();
    const pick = (r: Row) => ({ status: r.status, handledBy: r.handled_by, handledAt: r.handled_at, operatorNote: r.operator_note });
    await writeAudit(trx, { kind: 'operator', operatorId: operator.operatorId, ip }, { action: 'callRequest.status', target: `callRequest:${id}`, before: pick(before), after: pick(after) }, now);
    return done(itemOf(after));
  });
}
