import type { Kysely } from 'kysely';
import {
  ADMIN_PAGE_SIZE,
  TRANSACTION_KINDS,
  type AdminTransactionItem,
  type AdminTransactionPage,
  type PaymentStatus,
  type TransactionKind,
} from '../../../contracts/admin-calls.js';
import { TransactionStatus as S } from '../../../contracts/enums.js';
import type { AccountKind, Database } from '../../db/schema.js';
import { periodOf } from '../days.js';
import { done, refused, type Outcome } from '../outcome.js';
import { MAX_DAYS } from './dashboard.js';

type Db = Kysely<Database>;

export interface TransactionsFilter {
  kind?: TransactionKind;
  status?: PaymentStatus;
  username?: string;
  from?: string;
  to?: string;
  cursor?: number;
}

/** A payment's status as the list names it; statuses a ledger entry cannot stand behind have no name. */
const STATUS_NAMES: Partial<Record<number, PaymentStatus>> = {
  [S.Pending]: 'pending',
  [S.Created]: 'pending',
  [S.Confirmed]: 'confirmed',
  [S.Rejected]: 'rejected',
  [S.Cancelled]: 'cancelled',
};
const statusCodes = (status: PaymentStatus) =>
  Object.entries(STATUS_NAMES)
    .filter(([, name]) => name === status)
    .map(([code]) => Number(code));

const KIND_OF = new Map<string, TransactionKind>(
  (Object.entries(TRANSACTION_KINDS) as Array<[TransactionKind, readonly string[]]>).flatMap(([kind, entries]) => entries.map((entry) => [entry, kind] as const)),
);

const DAY_MS = 86_400_000;

/** A period the list can read: from not after to, at most MAX_DAYS when both are given. */
export function checkPeriod(filter: { from?: string; to?: string }): Outcome<null> {
  if (filter.from && filter.to) {
    const days = (Date.parse(filter.to) - Date.parse(filter.from)) / DAY_MS + 1;
    if (!(days >= 1 && days <= MAX_DAYS)) return refused('period_invalid');
  }
  return done(null);
}

/*
 * Every movement of money, newest first: the ledger's entries with their player, and the status of the payment
 * behind a deposit or withdrawal entry (its reference is the payment's). The same query in both dialects.
 */
function listQuery(db: Db, f: TransactionsFilter) {
  let query = db
    .selectFrom('ledger_entries')
    .innerJoin('accounts', 'accounts.id', 'ledger_entries.account_id')
    .innerJoin('players', 'players.id', 'accounts.player_id')
    .leftJoin('transactions', 'transactions.reference', 'ledger_entries.reference')
    .select([
      'ledger_entries.id',
      'ledger_entries.created_at',
      'accounts.player_id',
      'players.username',
      'accounts.kind as account',
      'ledger_entries.kind',
      'ledger_entries.amount_minor',
      'ledger_entries.balance_after_minor',
      'ledger_entries.reference',
      'transactions.status',
    ])
    .orderBy('ledger_entries.id', 'desc');
  if (f.kind) query = query.where('ledger_entries.kind', 'in', [...TRANSACTION_KINDS[f.kind]]);
  if (f.status) query = query.where('transactions.status', 'in', statusCodes(f.status));
  if (f.username) query = query.where('players.username_lower', '=', f.username.toLocaleLowerCase('en-US'));
  if (f.from || f.to) {
    const { start, end } = periodOf(f.from ?? '0001-01-01', f.to ?? '9999-12-31');
    query = query.where('ledger_entries.created_at', '>=', start).where('ledger_entries.created_at', '<', end);
  }
  return query;
}

type Row = Awaited<ReturnType<ReturnType<typeof listQuery>['execute']>>[number];

const toItem = (r: Row): AdminTransactionItem => ({
  id: Number(r.id),
  at: r.created_at,
  playerId: Number(r.player_id),
  username: r.username,
  account: r.account as AccountKind,
  kind: KIND_OF.get(r.kind) ?? 'other',
  entryKind: r.kind,
  amountMinor: Number(r.amount_minor),
  balanceAfterMinor: Number(r.balance_after_minor),
  reference: r.reference,
  status: r.status === null ? null : (STATUS_NAMES[Number(r.status)] ?? null),
});

/** One page of the list (ADMIN_PAGE_SIZE entries), continuing below `cursor`. */
export async function transactionsPage(db: Db, f: TransactionsFilter): Promise<Outcome<AdminTransactionPage>> {
  const period = checkPeriod(f);
  if (!period.ok) return period;
  let query = listQuery(db, f).limit(ADMIN_PAGE_SIZE + 1);
  if (f.cursor !== undefined) query = query.where('ledger_entries.id', '<', f.cursor);
  const rows = await query.execute();
  const page = rows.slice(0, ADMIN_PAGE_SIZE);
  return done({ items: page.map(toItem), nextCursor: rows.length > ADMIN_PAGE_SIZE ? Number(page[page.length - 1].id) : null });
}

/** Every entry the filter matches, newest first, read 500 at a time (the CSV export). */
export async function* transactionRows(db: Db, f: TransactionsFilter): AsyncGenerator<AdminTransactionItem> {
  let before: number | null = null;
  for (;;) {
    let query = listQuery(db, f).limit(500);
    if (before !== null) query = query.where('ledger_entries.id', '<', before);
    const rows = await query.execute();
    for (const row of rows) yield toItem(row);
    if (rows.length < 500) return;
    before = Number(rows[rows.length - 1].id);
  }
}
