import { sql, type Kysely } from 'kysely';
import { TransactionStatus, TransactionType } from '../../../contracts/enums.js';
import type { TransactionItem, TransactionPage } from '../../../contracts/money.js';
import type { Locale } from '../../../i18n/locales.js';
import type { Database } from '../../db/schema.js';
import { minorToLira } from '../../money.js';
import { periodOf } from '../days.js';
import { toItem } from './service.js';

type Db = Kysely<Database>;

export interface ActivityFilter {
  playerId: number;
  type?: number;
  status?: number;
  /** Inclusive days, YYYY-MM-DD, on the clocks of `timeZone` (the player's browser; Türkiye's without it). */
  from?: string;
  to?: string;
  timeZone?: string;
}

function filtered(db: Db, f: ActivityFilter) {
  let query = db.selectFrom('transactions').where('transactions.player_id', '=', f.playerId);
  if (f.type !== undefined) query = query.where('transactions.type', '=', f.type);
  if (f.status !== undefined) query = query.where('transactions.status', '=', f.status);
  // An open end is the first or the last day there can be.
  const { start, end } = periodOf(f.from ?? '0001-01-01', f.to ?? '9999-12-31', f.timeZone);
  if (f.from) query = query.where('transactions.created_at', '>=', start);
  if (f.to) query = query.where('transactions.created_at', '<', end);
  return query;
}

const titled = (db: Db, f: ActivityFilter, locale: Locale) =>
  filtered(db, f)
    .innerJoin('payment_methods', 'payment_methods.id', 'transactions.method_id')
    .selectAll('transactions')
    .select(locale === 'en' ? 'payment_methods.title_en as method_title' : 'payment_methods.title_tr as method_title');

/** A page of the player's transactions, newest first, with the confirmed totals of the whole filtered period. */
export async function activityPage(db: Db, f: ActivityFilter, page: number, pageSize: number, locale: Locale): Promise<TransactionPage> {
  const rows = await titled(db, f, locale).orderBy('transactions.id', 'desc').limit(pageSize).offset((page - 1) * pageSize).execute();
  const sums = await filtered(db, f)
    .select((eb) => [
      eb.fn.countAll<number>().as('count'),
      sql<number>`coalesce(sum(case when transactions.type = ${TransactionType.Deposit} and transactions.status = ${TransactionStatus.Confirmed} then transactions.amount_minor else 0 end), 0)`.as('deposits'),
      sql<number>`coalesce(sum(case when transactions.type = ${TransactionType.Withdraw} and transactions.status = ${TransactionStatus.Confirmed} then transactions.amount_minor else 0 end), 0)`.as('withdrawals'),
    ])
    .executeTakeFirstOrThrow();
  const deposits = Number(sums.deposits);
  const withdrawals = Number(sums.withdrawals);
  return {
    items: rows.map((row) => toItem(row, row.method_title, locale)),
    total: Number(sums.count),
    page,
    pageSize,
    totals: { deposits: minorToLira(deposits), withdrawals: minorToLira(withdrawals), net: minorToLira(deposits - withdrawals) },
  };
}

/** Every filtered row, newest first, in pages of 500 (an export never holds a whole history in memory at once). */
export async function* activityRows(db: Db, f: ActivityFilter, locale: Locale): AsyncGenerator<TransactionItem> {
  let before: number | null = null;
  for (;;) {
    let query = titled(db, f, locale);
    if (before !== null) query = query.where('transactions.id', '<', before);
    const rows = await query.orderBy('transactions.id', 'desc').limit(500).execute();
    for (const row of rows) yield toItem(row, row.method_title, locale);
    if (rows.length < 500) return;
    before = rows[rows.length - 1].id;
  }
}

/** A CSV cell: quoted when needed, and never read as a formula by a spreadsheet (=, +, -, @ at the start). */
export function csvCell(value: string | number): string {
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}
