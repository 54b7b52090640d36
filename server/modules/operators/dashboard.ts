import { sql, type Kysely } from 'kysely';
import type { Dashboard, DashboardTotals } from '../../../contracts/admin-calls.js';
import { TransactionStatus, TransactionType } from '../../../contracts/enums.js';
import type { Database } from '../../db/schema.js';
import { DEFAULT_TIME_ZONE, periodOf } from '../days.js';
import { done, refused, type Outcome } from '../outcome.js';
import { refundsNeedingAttention } from './refunds.js';
import { openDisputes } from '../payments/disputes.js';

type Db = Kysely<Database>;

const DAY_MS = 86_400_000;
export const MAX_DAYS = 366;

/*
 * Everything comes from the ledger, the one record of money that moved: a confirmed deposit is its `deposit` credit, a
 * paid withdrawal its `withdraw_paid` debit. Stakes are `stake` debits (casino references start game:, sports ones
 * sports:) less their refunds; casino wins are `win` less `win_reversed`, sports payouts `sports_win` less
 * `sports_win_reversed`.
 */
const KINDS = ['deposit', 'withdraw_paid', 'stake', 'game_refund', 'sports_rollback', 'win', 'win_reversed', 'sports_win', 'sports_win_reversed'];

type Sums = Omit<DashboardTotals, 'newPlayers' | 'activePlayers'>;
const zero = (): Sums => ({
  depositsMinor: 0,
  depositCount: 0,
  withdrawalsMinor: 0,
  withdrawalCount: 0,
  casinoStakesMinor: 0,
  casinoWinsMinor: 0,
  sportsStakesMinor: 0,
  sportsPayoutsMinor: 0,
  ngrMinor: 0,
});

function add(into: Sums, kind: string, sports: boolean, totalMinor: number, count: number) {
  switch (kind) {
    case 'deposit':
      into.depositsMinor += totalMinor;
      into.depositCount += count;
      break;
    case 'withdraw_paid':
      into.withdrawalsMinor -= totalMinor;
      into.withdrawalCount += count;
      break;
    case 'stake':
      if (sports) into.sportsStakesMinor -= totalMinor;
      else into.casinoStakesMinor -= totalMinor;
      break;
    case 'game_refund':
      into.casinoStakesMinor -= totalMinor;
      break;
    case 'sports_rollback':
      into.sportsStakesMinor -= totalMinor;
      break;
    case 'win':
    case 'win_reversed':
      into.casinoWinsMinor += totalMinor;
      break;
    case 'sports_win':
    case 'sports_win_reversed':
      into.sportsPayoutsMinor += totalMinor;
      break;
  }
  into.ngrMinor = into.casinoStakesMinor + into.sportsStakesMinor - into.casinoWinsMinor - into.sportsPayoutsMinor;
}

/** The calendar day of an instant on the clocks of `timeZone`. */
const dayOf = (clock: Intl.DateTimeFormat, at: Date) => clock.format(at);

/** Ledger sums per UTC hour (every zone the site serves is a whole number of hours off UTC), kind and book. */
async function ledgerHours(db: Db, start: string, end: string) {
  const hour = sql<string>`substr(${sql.ref('created_at')}, 1, 13)`;
  const sports = sql<number>`case when ${sql.ref('reference')} like 'sports:%' then 1 else 0 end`;
  const rows = await db
    .selectFrom('ledger_entries')
    .select([hour.as('hour'), 'kind', sports.as('sports'), (eb) => eb.fn.sum<number>('amount_minor').as('total'), (eb) => eb.fn.countAll<number>().as('n')])
    .where('created_at', '>=', start)
    .where('created_at', '<', end)
    .where('kind', 'in', KINDS)
    .groupBy([hour, 'kind', sports])
    .execute();
  return rows.map((r) => ({ at: new Date(`${r.hour}:00:00.000Z`), kind: r.kind, sports: Number(r.sports) === 1, totalMinor: Number(r.total), count: Number(r.n) }));
}

async function players(db: Db, start: string, end: string) {
  const fresh = await db.selectFrom('players').select((eb) => eb.fn.countAll<number>().as('n')).where('created_at', '>=', start).where('created_at', '<', end).executeTakeFirst();
  const withSession = db.selectFrom('sessions').select('player_id').where('started_at', '<', end).where('last_seen_at', '>=', start);
  const withBet = db
    .selectFrom('ledger_entries')
    .innerJoin('accounts', 'accounts.id', 'ledger_entries.account_id')
    .select('accounts.player_id')
    .where('ledger_entries.kind', '=', 'stake')
    .where('ledger_entries.created_at', '>=', start)
    .where('ledger_entries.created_at', '<', end);
  const active = await db.selectFrom(withSession.union(withBet).as('active')).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst();
  return { newPlayers: Number(fresh?.n ?? 0), activePlayers: Number(active?.n ?? 0) };
}

const addDays = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** The back office's first page: money in and out, what the books made, players, the review queues. */
export async function dashboardOf(db: Db, now: Date, query: { from?: string; to?: string }, timeZone = DEFAULT_TIME_ZONE): Promise<Outcome<Dashboard>> {
  const clock = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
  const today = dayOf(clock, now);
  const to = query.to ?? (query.from && query.from > today ? query.from : today);
  const from = query.from ?? addDays(to, -6);
  const days = (Date.parse(to) - Date.parse(from)) / DAY_MS + 1;
  if (!(days >= 1 && days <= MAX_DAYS)) return refused('period_invalid');

  const period = periodOf(from, to, timeZone);
  const todaySpan = periodOf(today, today, timeZone);
  const start = period.start < todaySpan.start ? period.start : todaySpan.start;
  const end = period.end > todaySpan.end ? period.end : todaySpan.end;

  const series = new Map<string, Sums>();
  for (let i = 0; i < days; i++) series.set(addDays(from, i), zero());
  const inPeriod = zero();
  const onToday = zero();
  for (const row of await ledgerHours(db, start, end)) {
    const iso = row.at.toISOString();
    if (iso >= period.start && iso < period.end) {
      add(inPeriod, row.kind, row.sports, row.totalMinor, row.count);
      const day = series.get(dayOf(clock, row.at));
      if (day) add(day, row.kind, row.sports, row.totalMinor, row.count);
    }
    if (iso >= todaySpan.start && iso < todaySpan.end) add(onToday, row.kind, row.sports, row.totalMinor, row.count);
  }

  const pending = await db
    .selectFrom('transactions')
    .select(['type', (eb) => eb.fn.countAll<number>().as('n')])
    .where('status', '=', TransactionStatus.Pending)
    .where((eb) => eb.or([eb('type', '=', TransactionType.Withdraw), eb('provider', '=', 'manual')]))
    .groupBy('type')
    .execute();
  const pendingOf = (type: number) => Number(pending.find((p) => Number(p.type) === type)?.n ?? 0);

  return done({
    from,
    to,
    period: { ...inPeriod, ...(await players(db, period.start, period.end)) },
    today: { date: today, ...onToday, ...(await players(db, todaySpan.start, todaySpan.end)) },
    pending: { withdrawals: pendingOf(TransactionType.Withdraw), bankTransfers: pendingOf(TransactionType.Deposit), refunds: await refundsNeedingAttention(db), disputes: await openDisputes(db) },
    series: [...series].map(([date, s]) => ({ date, depositsMinor: s.depositsMinor, withdrawalsMinor: s.withdrawalsMinor, ngrMinor: s.ngrMinor })),
  });
}
