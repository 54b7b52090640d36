import { sql, type Kysely } from 'kysely';
import * as z from 'zod';
import { timeZoneName } from '../../../contracts/fields.js';
import { sportsBetsData, sportsBetsPayload } from '../../../contracts/sportsbook.js';
import type { Database, SportsBetStatus } from '../../db/schema.js';
import { minorToLira } from '../../money.js';
import { periodOf } from '../days.js';

type Db = Kysely<Database>;

/** POST customer/sportsbets: the days are the player's, like Game History (`timeZone` is the browser's, else Istanbul). */
export const sportsBetsRequest = sportsBetsPayload
  .extend({ timeZone: timeZoneName().optional() })
  .refine((range) => range.from <= range.to, { error: 'validation.dateRange', path: ['to'] });
export type SportsBetsRequest = z.infer<typeof sportsBetsRequest>;

type SportsBetsData = z.infer<typeof sportsBetsData>;

/** A stored selection as the partner reported it; odds × 1000. */
const storedSelection = z.object({ event: z.string(), market: z.string(), pick: z.string(), oddsX1000: z.number() });

function selectionsOf(json: string) {
  try {
    const parsed = z.array(storedSelection).safeParse(JSON.parse(json));
    return parsed.success ? parsed.data.map((s) => ({ event: s.event, market: s.market, pick: s.pick, odds: s.oddsX1000 / 1000 })) : [];
  } catch {
    return [];
  }
}

/** The player's bets placed in the period, with the status filter: open, or settled (anything else). */
function betsIn(db: Db, playerId: number, req: SportsBetsRequest) {
  const { start, end } = periodOf(req.from, req.to, req.timeZone);
  let query = db
    .selectFrom('sports_bets')
    .where('player_id', '=', playerId)
    .where('created_at', '>=', start)
    .where('created_at', '<', end);
  if (req.status === 'open') query = query.where('status', '=', 'open');
  if (req.status === 'settled') query = query.where('status', '<>', 'open');
  return query;
}

/** A page of the player's sports bets, newest first, with the count and the totals of the whole (filtered) period. */
export async function sportsBets(db: Db, playerId: number, req: SportsBetsRequest): Promise<SportsBetsData> {
  const rows = await betsIn(db, playerId, req)
    .select(['id', 'partner', 'created_at', 'stake_minor', 'odds_x1000', 'potential_win_minor', 'paid_minor', 'status', 'selections'])
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(req.take)
    .offset(req.skip)
    .execute();
  const sums = await betsIn(db, playerId, req)
    .select((eb) => [
      eb.fn.countAll<number>().as('count'),
      sql<number>`coalesce(sum(stake_minor), 0)`.as('stake'),
      sql<number>`coalesce(sum(paid_minor), 0)`.as('paid'),
    ])
    .executeTakeFirstOrThrow();
  // PostgreSQL answers bigint columns and sums as strings.
  const stakeMinor = Number(sums.stake);
  const paidMinor = Number(sums.paid);
  return {
    items: rows.map((row) => ({
      id: row.id,
      partner: row.partner,
      placedAt: row.created_at,
      stake: minorToLira(Number(row.stake_minor)),
      odds: row.odds_x1000 / 1000,
      potentialWin: minorToLira(Number(row.potential_win_minor)),
      paid: minorToLira(Number(row.paid_minor)),
      status: row.status as SportsBetStatus,
      selections: selectionsOf(row.selections),
    })),
    total: Number(sums.count),
    totals: { stake: minorToLira(stakeMinor), paid: minorToLira(paidMinor), net: minorToLira(paidMinor - stakeMinor) },
  };
}
