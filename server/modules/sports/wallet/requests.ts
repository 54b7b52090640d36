import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database, SportsPartner, SportsPartnerRequestsTable } from '../../../db/schema.js';
import { isUniqueViolation } from '../../../db/errors.js';
import { preparedWrite } from '../../../db/prepared.js';
import { transact } from '../../../db/transact.js';

type Db = Kysely<Database>;
type Operation = SportsPartnerRequestsTable['operation'];

export interface PartnerRequest {
  partner: SportsPartner;
  /** The partner's id of this call (Betsy's `requestId`, Betco's `requestId`). */
  requestId: string;
  /** The bet it is about (its transaction id). */
  betRef: string;
  /** An unsettlement is a settlement (back to open): both are ordered among the bet's settlements. */
  operation: Operation;
  /** The request as read: the same id with another body is refused. */
  body: unknown;
  now: Date;
}

/**
 * fresh: carried out now; replay: the same request again (the first answer, nothing moved); conflict: the id was used
 * with another body; stale: a settlement of the bet that a later settlement (or rollback) has overtaken.
 */
export type Handled<T> = { kind: 'fresh' | 'replay'; answer: T } | { kind: 'conflict' } | { kind: 'stale' };

/** What a call's answer was, and whether it is kept (an answer that moved money or is final; a refusal is not). */
export interface Carried<T> {
  answer: T;
  keep: boolean;
}

const hashOf = (body: unknown) => createHash('sha256').update(JSON.stringify(body)).digest('base64url');

const requestRow = preparedWrite((db: Db, partner: SportsPartner, requestId: string) =>
  db.selectFrom('sports_partner_requests').select(['id', 'bet_ref', 'operation', 'body_hash', 'answer']).where('partner', '=', partner).where('request_id', '=', requestId),
);
const laterSettlement = preparedWrite((db: Db, partner: SportsPartner, betRef: string, id: number) =>
  db
    .selectFrom('sports_partner_requests')
    .select('id')
    .where('partner', '=', partner)
    .where('bet_ref', '=', betRef)
    .where('id', '>', id)
    .where('operation', 'in', ['settle', 'rollback'])
    .limit(1),
);

/** Nothing of a refused call is kept: its statements are undone (a refusal may come half-way) and it is not stored. */
class NotKept<T> extends Error {
  constructor(readonly answer: T) {
    super('not kept');
  }
}

/**
 * How long a bet's partner calls are kept after its last one (docs/decisions/024). Within it a repeat is answered from
 * the store; past it, only the bet's last call is kept, as a seal: a settled bet takes no further settlement or
 * rollback from its partner (a captured call, or a correction months late: finance settles those by hand), while an
 * open bet (its last call the bet) can still be settled, however long its event runs.
 */
export const PARTNER_REQUEST_DAYS = 30;
const WINDOW_MS = PARTNER_REQUEST_DAYS * 86_400_000;
const windowStart = (now: Date) => new Date(now.getTime() - WINDOW_MS).toISOString();

const latestOfBet = preparedWrite((db: Db, partner: SportsPartner, betRef: string) =>
  db.selectFrom('sports_partner_requests').select(['operation', 'created_at']).where('partner', '=', partner).where('bet_ref', '=', betRef).orderBy('id', 'desc').limit(1),
);

/**
 * Deletes the partner calls of bets whose last call is older than the window, keeping each such bet's last call (its
 * seal). A bet with a call inside the window keeps all of its calls. Answers how many were deleted.
 */
export async function prunePartnerRequests(db: Db, now: Date): Promise<number> {
  const start = windowStart(now);
  const deleted = await db
    .deleteFrom('sports_partner_requests as r')
    .where('r.created_at', '<', start)
    .where(({ exists, not, selectFrom }) =>
      exists(selectFrom('sports_partner_requests as later').select('later.id').whereRef('later.partner', '=', 'r.partner').whereRef('later.bet_ref', '=', 'r.bet_ref').whereRef('later.id', '>', 'r.id')).and(
        not(exists(selectFrom('sports_partner_requests as recent').select('recent.id').whereRef('recent.partner', '=', 'r.partner').whereRef('recent.bet_ref', '=', 'r.bet_ref').where('recent.created_at', '>=', start))),
      ),
    )
    .executeTakeFirst();
  return Number(deleted.numDeletedRows);
}

async function earlier<T>(db: Db, r: PartnerRequest, hash: string): Promise<Handled<T> | null> {
  const row = (await requestRow(db, r.partner, r.requestId)).rows[0];
  if (!row) {
    // A call not in the store about a bet settled before the window: its seal refuses it (its own record may be pruned).
    if (r.operation === 'bet') return null;
    const latest = (await latestOfBet(db, r.partner, r.betRef)).rows[0];
    return latest && latest.operation !== 'bet' && latest.created_at < windowStart(r.now) ? { kind: 'stale' } : null;
  }
  if (row.body_hash !== hash) return { kind: 'conflict' };
  // A settlement is final only while it is the bet's latest: a captured "win" sent again after a re-settlement to a
  // loss must not be answered as if it still held (nothing would move, but the partner would read it as accepted).
  if (row.operation === 'settle' && (await laterSettlement(db, r.partner, row.bet_ref, row.id)).rows.length > 0) return { kind: 'stale' };
  return { kind: 'replay', answer: JSON.parse(row.answer) as T };
}

/**
 * A partner's money call, once per request id: looked up first (a repeat is answered from the store and moves
 * nothing), else carried out by `run` in one transaction with the storing of its answer. The stored position (the
 * row's id) orders a bet's settlements: the partners' contracts carry no timestamp or sequence of their own.
 */
export async function oncePerRequest<T>(db: Db, r: PartnerRequest, run: (trx: Db) => Promise<Carried<T>>): Promise<Handled<T>> {
  const hash = hashOf(r.body);
  const found = await earlier<T>(db, r, hash);
  if (found) return found;
  try {
    return await transact(db, async (trx): Promise<Handled<T>> => {
      const { answer, keep } = await run(trx);
      if (!keep) throw new NotKept(answer);
      await trx
        .insertInto('sports_partner_requests')
        .values({ partner: r.partner, request_id: r.requestId, bet_ref: r.betRef, operation: r.operation, body_hash: hash, answer: JSON.stringify(answer), created_at: r.now.toISOString() })
        .execute();
      return { kind: 'fresh', answer };
    });
  } catch (error) {
    if (error instanceof NotKept) return { kind: 'fresh', answer: error.answer as T };
    // The same request twice at once: the other one stored it; this one's work was undone, its answer is the other's.
    if (isUniqueViolation(error)) {
      const again = await earlier<T>(db, r, hash);
      if (again) return again;
    }
    throw error;
  }
}
