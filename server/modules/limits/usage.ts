import { sql, type Kysely } from 'kysely';
import { TransactionStatus, TransactionType } from '../../../contracts/enums.js';
import type { Database, LimitKind, LimitPeriod } from '../../db/schema.js';

type Db = Kysely<Database>;

export const PERIODS: readonly LimitPeriod[] = ['day', 'week', 'month'];
const HOURS: Record<LimitPeriod, number> = { day: 24, week: 7 * 24, month: 30 * 24 };

/** Rolling windows: the last 24 h, 7 × 24 h, 30 × 24 h up to `now` (no calendar boundary to play against). */
export const windowStart = (period: LimitPeriod, now: Date) => new Date(now.getTime() - HOURS[period] * 3_600_000).toISOString();

/** The ledger kinds of play: a stake and what came back of it, casino and sports. */
const GAMING = ['stake', 'win', 'game_refund', 'win_reversed', 'sports_win', 'sports_win_reversed', 'sports_rollback'] as const;
const REFUNDS = new Set(['game_refund', 'sports_rollback']);

export type Usage = Record<LimitKind, number>;
export type UsageByPeriod = Record<LimitPeriod, Usage>;

// `session` (minutes logged in) is summed from the sessions, not the ledger: see play-time.ts.
const zero = (): Usage => ({ deposit: 0, loss: 0, wager: 0, session: 0 });

/**
 * What the player used in each window, summed from the ledger (never from a counter that could drift):
 * deposits = `deposit` credits + deposits still Created/Pending (they hold their room until they end);
 * wager = stakes − refunded stakes; net loss = what play took, net of what it paid, never below 0.
 * One statement for the ledger and one for open deposits, over the longest window asked for.
 */
export async function usage(db: Db, playerId: number, now: Date, kinds: ReadonlySet<LimitKind>, longest: LimitPeriod = 'month', exceptDeposit?: number): Promise<UsageByPeriod> {
  const since = { day: windowStart('day', now), week: windowStart('week', now), month: windowStart('month', now) };
  const from = since[longest];
  const out: UsageByPeriod = { day: zero(), week: zero(), month: zero() };
  const entryKinds = [...(kinds.has('deposit') ? ['deposit'] : []), ...(kinds.has('loss') || kinds.has('wager') ? GAMING : [])];
  if (entryKinds.length > 0) {
    const windowed = (start: string) => sql<string>`coalesce(sum(case when ledger_entries.created_at >= ${start} then ledger_entries.amount_minor else 0 end), 0)`;
    const rows = await db
      .selectFrom('ledger_entries')
      .innerJoin('accounts', 'accounts.id', 'ledger_entries.account_id')
      .select((eb) => ['ledger_entries.kind', windowed(since.day).as('day'), windowed(since.week).as('week'), eb.fn.sum<string>('ledger_entries.amount_minor').as('month')])
      .where('accounts.player_id', '=', playerId)
      .where('ledger_entries.created_at', '>=', from)
      .where('ledger_entries.kind', 'in', entryKinds)
      .groupBy('ledger_entries.kind')
      .execute();
    const played = { day: 0, week: 0, month: 0 };
    for (const row of rows) {
      for (const period of PERIODS) {
        const amountMinor = Number(row[period] ?? 0);
        if (row.kind === 'deposit') out[period].deposit += amountMinor;
        else {
          played[period] += amountMinor;
          // Stakes are debits (negative), refunds credits: wager = −(stakes + refunds).
          if (row.kind === 'stake' || REFUNDS.has(row.kind)) out[period].wager -= amountMinor;
        }
      }
    }
    for (const period of PERIODS) {
      out[period].loss = Math.max(0, -played[period]);
      out[period].wager = Math.max(0, out[period].wager);
    }
  }
  if (kinds.has('deposit')) {
    const open = await reservedDeposits(db, playerId, now, longest, exceptDeposit);
    for (const period of PERIODS) out[period].deposit += open[period];
  }
  return out;
}

/** Per window: deposits still Created/Pending (not credited yet), which hold their room of a deposit limit until they end. */
export async function reservedDeposits(db: Db, playerId: number, now: Date, longest: LimitPeriod = 'month', exceptDeposit?: number): Promise<Record<LimitPeriod, number>> {
  const since = { day: windowStart('day', now), week: windowStart('week', now), month: windowStart('month', now) };
  const windowed = (start: string) => sql<string>`coalesce(sum(case when created_at >= ${start} then amount_minor else 0 end), 0)`;
  let openQuery = db
    .selectFrom('transactions')
    .select([windowed(since.day).as('day'), windowed(since.week).as('week'), windowed(since.month).as('month')])
    .where('player_id', '=', playerId)
    .where('type', '=', TransactionType.Deposit)
    .where('status', 'in', [TransactionStatus.Created, TransactionStatus.Pending])
    .where('created_at', '>=', since[longest]);
  if (exceptDeposit !== undefined) openQuery = openQuery.where('id', '!=', exceptDeposit);
  const open = await openQuery.executeTakeFirst();
  return { day: Number(open?.day ?? 0), week: Number(open?.week ?? 0), month: Number(open?.month ?? 0) };
}

/** What play took or paid since `from` (net: wins − stakes, kuruş) and what was staked (net of refunded stakes). */
export async function playSince(db: Db, playerId: number, from: string): Promise<{ netMinor: number; wageredMinor: number }> {
  const rows = await db
    .selectFrom('ledger_entries')
    .innerJoin('accounts', 'accounts.id', 'ledger_entries.account_id')
    .select((eb) => ['ledger_entries.kind', eb.fn.sum<string>('ledger_entries.amount_minor').as('total')])
    .where('accounts.player_id', '=', playerId)
    .where('ledger_entries.created_at', '>=', from)
    .where('ledger_entries.kind', 'in', GAMING)
    .groupBy('ledger_entries.kind')
    .execute();
  let netMinor = 0;
  let staked = 0;
  for (const row of rows) {
    const amountMinor = Number(row.total ?? 0);
    netMinor += amountMinor;
    if (row.kind === 'stake' || REFUNDS.has(row.kind)) staked -= amountMinor;
  }
  return { netMinor, wageredMinor: Math.max(0, staked) };
}
