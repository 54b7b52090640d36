import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type * as z from 'zod';
import type { sportsBetsData } from '../../contracts/sportsbook.js';
import type { Db } from '../../server/db/index.js';
import type { SportsBetStatus } from '../../server/db/schema.js';
import { dialects, testApp } from './helpers.js';
import { post, register, uniqueName } from './identity-helpers.js';

type SportsBetsData = z.infer<typeof sportsBetsData>;

async function player(app: FastifyInstance, db: Db) {
  const p = await register(app);
  const row = await db.kysely.selectFrom('players').select('id').where('username_lower', '=', p.username.toLowerCase()).executeTakeFirstOrThrow();
  return { token: p.token, id: row.id };
}

interface BetSeed {
  playerId: number;
  at: string;
  stakeMinor?: number;
  oddsX1000?: number;
  paidMinor?: number;
  status?: SportsBetStatus;
}

async function insertBet(db: Db, b: BetSeed): Promise<number> {
  const stake = b.stakeMinor ?? 1000;
  const odds = b.oddsX1000 ?? 2500;
  const row = await db.kysely
    .insertInto('sports_bets')
    .values({
      partner: 'betsy',
      bet_ref: uniqueName('bet'),
      player_id: b.playerId,
      stake_minor: stake,
      cash_minor: stake,
      bonus_minor: 0,
      odds_x1000: odds,
      potential_win_minor: Math.floor((stake * odds) / 1000),
      selections: JSON.stringify([
        { event: 'Galatasaray - Fenerbahçe', market: '1X2', pick: '1', oddsX1000: 1250 },
        { event: 'Beşiktaş - Trabzonspor', market: 'Over/Under 2.5', pick: 'Over', oddsX1000: 2000 },
      ]),
      status: b.status ?? 'open',
      paid_minor: b.paidMinor ?? 0,
      request_hash: 'h',
      balance_after_minor: 0,
      created_at: b.at,
      updated_at: b.at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

const bets = (app: FastifyInstance, token: string, body: object) => post(app, '/api/customer/sportsbets', { status: 'all', skip: 0, take: 100, ...body }, token);
const dataOf = (res: { json(): { data: unknown } }) => res.json().data as SportsBetsData;

describe.each(dialects)('customer/sportsbets (%s)', (dialect) => {
  let h: Awaited<ReturnType<typeof testApp>>;
  beforeAll(async () => {
    h = await testApp(dialect);
  });
  afterAll(() => h.close());

  it('lists the bets of the player’s days (Istanbul unless the browser names a zone), with selections in lira and decimal odds', async () => {
    const p = await player(h.app, h.db);
    const stamps = ['2026-03-04T20:59:59.999Z', '2026-03-04T21:00:00.000Z', '2026-03-05T20:59:59.999Z', '2026-03-05T21:00:00.000Z'];
    const ids: number[] = [];
    for (const at of stamps) ids.push(await insertBet(h.db, { playerId: p.id, at, stakeMinor: 1050, oddsX1000: 2500 }));
    const shown = async (body: object) => dataOf(await bets(h.app, p.token, body)).items.map((i) => i.id);
    expect(await shown({ from: '2026-03-05', to: '2026-03-05' })).toEqual([ids[2], ids[1]]);
    expect(await shown({ from: '2026-03-05', to: '2026-03-05', timeZone: 'UTC' })).toEqual([ids[3], ids[2]]);
    expect(await shown({ from: '2026-03-01', to: '2026-03-03' })).toEqual([]);

    const [first] = dataOf(await bets(h.app, p.token, { from: '2026-03-05', to: '2026-03-05' })).items;
    expect(first).toMatchObject({ stake: 10.5, odds: 2.5, potentialWin: 26.25, paid: 0, status: 'open', partner: 'betsy' });
    expect(first.selections).toEqual([
      { event: 'Galatasaray - Fenerbahçe', market: '1X2', pick: '1', odds: 1.25 },
      { event: 'Beşiktaş - Trabzonspor', market: 'Over/Under 2.5', pick: 'Over', odds: 2 },
    ]);
  });

  it('pages newest first with totals over the whole period; another player’s bets never show', async () => {
    const p = await player(h.app, h.db);
    const other = await player(h.app, h.db);
    const seeds = Array.from({ length: 23 }, (_, i) => ({
      at: new Date(Date.UTC(2026, 4, 10, 8, i)).toISOString(),
      stakeMinor: 100 * (i + 1),
      status: (i % 3 === 0 ? 'won' : i % 3 === 1 ? 'lost' : 'open') as SportsBetStatus,
      paidMinor: i % 3 === 0 ? 250 * (i + 1) : 0,
    }));
    const ids: number[] = [];
    for (const s of seeds) ids.push(await insertBet(h.db, { playerId: p.id, ...s }));
    await insertBet(h.db, { playerId: other.id, at: '2026-05-10T09:00:00.000Z', stakeMinor: 77_700 });
    await insertBet(h.db, { playerId: p.id, at: '2026-05-12T09:00:00.000Z', stakeMinor: 99_900 });

    const range = { from: '2026-05-10', to: '2026-05-11' };
    const pages: SportsBetsData[] = [];
    for (const skip of [0, 10, 20]) pages.push(dataOf(await bets(h.app, p.token, { ...range, skip, take: 10 })));
    expect(pages.map((page) => page.items.length)).toEqual([10, 10, 3]);
    expect(pages.flatMap((page) => page.items.map((i) => i.id))).toEqual([...ids].reverse());
    const stakeMinor = seeds.reduce((sum, s) => sum + s.stakeMinor, 0);
    const paidMinor = seeds.reduce((sum, s) => sum + s.paidMinor, 0);
    for (const page of pages) {
      expect(page.total).toBe(23);
      expect(page.totals).toEqual({ stake: stakeMinor / 100, paid: paidMinor / 100, net: (paidMinor - stakeMinor) / 100 });
    }
    const otherView = dataOf(await bets(h.app, other.token, range));
    expect(otherView.items.map((i) => i.stake)).toEqual([777]);
  });

  it('filters open and settled bets, the totals following the filter', async () => {
    const p = await player(h.app, h.db);
    const at = '2026-06-01T10:00:00.000Z';
    const open = await insertBet(h.db, { playerId: p.id, at, stakeMinor: 500 });
    const won = await insertBet(h.db, { playerId: p.id, at, stakeMinor: 1000, status: 'won', paidMinor: 2500 });
    const cashed = await insertBet(h.db, { playerId: p.id, at, stakeMinor: 300, status: 'cashed_out', paidMinor: 200 });
    const range = { from: '2026-06-01', to: '2026-06-01' };
    const openView = dataOf(await bets(h.app, p.token, { ...range, status: 'open' }));
    expect(openView.items.map((i) => i.id)).toEqual([open]);
    expect(openView.totals).toEqual({ stake: 5, paid: 0, net: -5 });
    const settled = dataOf(await bets(h.app, p.token, { ...range, status: 'settled' }));
    expect(settled.items.map((i) => i.id).sort()).toEqual([won, cashed].sort());
    expect(settled.totals).toEqual({ stake: 13, paid: 27, net: 14 });
  });

  it('refuses a guest and a range that ends before it starts', async () => {
    const guest = await h.app.inject({ method: 'POST', url: '/api/customer/sportsbets', payload: { from: '2026-01-01', to: '2026-01-02', status: 'all', skip: 0, take: 10 } });
    expect(guest.statusCode).toBe(401);
    const p = await player(h.app, h.db);
    const backwards = await bets(h.app, p.token, { from: '2026-01-05', to: '2026-01-02' });
    expect(backwards.statusCode).toBe(400);
  });
});
