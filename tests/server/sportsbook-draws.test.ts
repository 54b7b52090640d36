import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Fixture } from '../../contracts/sportsbook.js';
import { buildApp } from '../../server/app.js';
import type { Db } from '../../server/db/index.js';
import { bookAt } from '../../server/sportsbook/draws.js';
import { CYCLE_MS, DAY_MS, bookKey, scheduledBetween } from '../../server/sportsbook/fixtures.js';
import { leagues } from '../../server/sportsbook/teams.js';
import { dialects, freshDb, testConfig } from './helpers.js';

const SEED = 'kasa-demo-book';
const config = { DEV_OUTBOX: true, SPORTSBOOK_SEED: SEED, RATE_LIMIT_MAX: 1_000_000 };
const NOW = new Date(Date.UTC(2026, 0, 15, 12, 10));
const now = () => NOW;

describe('the demo book schedule', () => {
  // A full season of every league (the longest double round-robin: 2 × 19 matchdays of 4 days) and then some.
  const from = Date.UTC(2026, 0, 1);
  const schedule = scheduledBetween(SEED, from, from + 200 * DAY_MS);

  it('never has a team play twice within three days (Sevilla: once in its matchday, not four times a day)', () => {
    const last = new Map<string, number>();
    let shortest = Infinity;
    for (const f of schedule) {
      for (const team of [f.home, f.away]) {
        const key = `${f.sport}:${team}`;
        const before = last.get(key);
        if (before !== undefined) shortest = Math.min(shortest, f.startMs - before);
        last.set(key, f.startMs);
      }
    }
    expect(shortest).toBeGreaterThan(3 * DAY_MS);
    const sevillaDays = schedule.filter((f) => f.sport === 'football' && (f.home === 'Sevilla' || f.away === 'Sevilla')).map((f) => Math.floor(f.startMs / DAY_MS));
    expect(new Set(sevillaDays).size).toBe(sevillaDays.length);
    // Every team of every league is on the card.
    expect(last.size).toBe(leagues.reduce((n, l) => n + l.teams.length, 0));
  });

  it('lists no fixture twice: a pairing comes back only reversed, a season later than the first leg', () => {
    expect(new Set(schedule.map((f) => f.id)).size).toBe(schedule.length);
    const legs = new Map<string, number[]>();
    for (const f of schedule) {
      const pair = `${f.sport}:${[f.home, f.away].sort().join(' / ')}`;
      legs.set(pair, [...(legs.get(pair) ?? []), f.startMs]);
    }
    const ordered = new Map<string, number[]>();
    for (const f of schedule) ordered.set(`${f.sport}:${f.home} - ${f.away}`, [...(ordered.get(`${f.sport}:${f.home} - ${f.away}`) ?? []), f.startMs]);
    // The same home and away side meet again only in the next season (2 (n − 1) matchdays later: 30 for 16 teams).
    for (const [pair, times] of ordered) for (let i = 1; i < times.length; i++) expect(times[i]! - times[i - 1]!, pair).toBeGreaterThanOrEqual(29 * CYCLE_MS);
    // Either way round, two meetings are at least half a season apart (15 matchdays of 4 days for the smallest league).
    for (const [pair, times] of legs) for (let i = 1; i < times.length; i++) expect(times[i]! - times[i - 1]!, pair).toBeGreaterThanOrEqual(14 * CYCLE_MS);
    // The page's 15 hours never list the same match twice.
    for (let t = from; t < from + 8 * DAY_MS; t += 3_600_000) {
      const shown = scheduledBetween(SEED, t - 3 * 3_600_000, t + 12 * 3_600_000).map((f) => `${f.sport}:${[f.home, f.away].sort().join(' / ')}`);
      expect(new Set(shown).size).toBe(shown.length);
    }
  });
});

describe.each(dialects)('what happens in a demo-book match on %s', (dialect) => {
  type Running = { app: Awaited<ReturnType<typeof buildApp>>; db: Db };
  const open: Running[] = [];
  async function book(db?: Db): Promise<Running> {
    const store = db ?? (await freshDb(dialect));
    const app = await buildApp({ config: testConfig(config), db: store, now });
    await app.ready();
    const running = { app, db: store };
    open.push(running);
    return running;
  }
  afterAll(async () => {
    for (const { app } of open) await app.close();
    for (const db of new Set(open.map((o) => o.db))) await db.destroy();
  }, 60_000);
  const fixtures = async ({ app }: Running) => (await app.inject({ url: '/sportsbook/api/fixtures?lang=en' })).json<{ fixtures: Fixture[]; serverTime: string }>();
  const advance = async ({ app }: Running, ms: number) => expect((await app.inject({ method: 'POST', url: '/sportsbook/api/test/advance', payload: { ms } })).statusCode).toBe(200);
  const stored = ({ db }: Running) => db.kysely.selectFrom('sb_outcomes').selectAll().where('book', '=', bookKey(SEED)).execute();

  let first: Running;
  let second: Running;
  beforeAll(async () => {
    [first, second] = [await book(), await book()];
  }, 60_000);

  it('draws nothing before kick-off: a match not started has no result anywhere, and the page shows it no score', async () => {
    const page = await fixtures(first);
    const serverMs = Date.parse(page.serverTime);
    const prematch = page.fixtures.filter((f) => Date.parse(f.startsAt) > serverMs);
    expect(prematch.length).toBeGreaterThan(0);
    expect(prematch.every((f) => f.live === null && !f.finished)).toBe(true);
    const drawn = new Set((await stored(first)).map((r) => r.fixture_id));
    for (const f of prematch) expect(drawn.has(f.id), f.id).toBe(false);
    // Every match that kicked off has its draw.
    for (const f of page.fixtures.filter((x) => Date.parse(x.startsAt) <= serverMs)) expect(drawn.has(f.id), f.id).toBe(true);
  });

  it('two books with the same seed play the same fixtures with the same odds, but different matches', async () => {
    // Before kick-off the seed fixes all: the same card, the same prices.
    const [a, b] = [await fixtures(first), await fixtures(second)];
    const card = (p: typeof a) => p.fixtures.filter((f) => f.live === null).map((f) => [f.id, f.home, f.away, f.markets]);
    expect(card(a)).toEqual(card(b));
    // A day later every one of them is over, drawn separately in each book (the page looked at every 3 hours).
    for (const running of [first, second]) {
      for (let step = 0; step < 8; step++) {
        await advance(running, 3 * 3_600_000);
        await fixtures(running);
      }
    }
    const ids = a.fixtures.map((f) => f.id);
    const events = async (r: Running) => new Map((await stored(r)).filter((row) => ids.includes(row.fixture_id)).map((row) => [row.fixture_id, row.events]));
    const [ea, eb] = [await events(first), await events(second)];
    expect(ea.size).toBe(ids.length);
    expect(eb.size).toBe(ids.length);
    // What the seed once told (the same goals at the same seconds in every book) now differs in nearly every match.
    const same = ids.filter((id) => ea.get(id) === eb.get(id));
    expect(same.length).toBeLessThan(ids.length / 2);
  });

  it('keeps a finished match\'s result across a restart, and two processes drawing at once agree', async () => {
    const before = (await fixtures(first)).fixtures.filter((f) => f.finished);
    expect(before.length).toBeGreaterThan(0);
    // The same database under a new server: the same published results.
    const restarted = await book(first.db);
    const after = (await fixtures(restarted)).fixtures.filter((f) => f.finished);
    expect(after.map((f) => [f.id, f.live!.score])).toEqual(before.map((f) => [f.id, f.live!.score]));
    // Two processes looking at a match that just kicked off draw at once: one draw is kept, both read it.
    const ahead = scheduledBetween(SEED, NOW.getTime() + 2 * DAY_MS, NOW.getTime() + 3 * DAY_MS).slice(0, 4).map((f) => f.id);
    const later = NOW.getTime() + 4 * DAY_MS;
    const deps = { db: first.db.kysely, seed: SEED, now };
    const [one, two] = await Promise.all([bookAt(deps, later, ahead), bookAt(deps, later, ahead)]);
    expect([...one.drawn.entries()]).toEqual([...two.drawn.entries()]);
    expect(one.drawn.size).toBe(4);
  }, 30_000);

  it('shows a live match only as far as it has been played: the score of the goals so far, never the final one', async () => {
    const live = (await fixtures(second)).fixtures.find((f) => f.live && !f.finished);
    const page = live ? await fixtures(second) : null;
    if (!live || !page) {
      // No match in play at this instant: move to the next kick-off and a minute in.
      const next = (await fixtures(second)).fixtures.find((f) => f.live === null)!;
      await advance(second, Date.parse(next.startsAt) - Date.parse((await fixtures(second)).serverTime) + 20 * 60_000);
    }
    const now2 = await fixtures(second);
    const playing = now2.fixtures.find((f) => f.live && !f.finished)!;
    expect(playing).toBeDefined();
    const row = (await stored(second)).find((r) => r.fixture_id === playing.id)!;
    const events = JSON.parse(row.events) as Array<{ atSecond: number; side: 'home' | 'away'; points: number }>;
    const elapsed = (Date.parse(now2.serverTime) - Date.parse(playing.startsAt)) / 1000;
    const sum = (side: 'home' | 'away', upTo: number) => events.filter((e) => e.side === side && e.atSecond <= upTo).reduce((s, e) => s + e.points, 0);
    expect(playing.live!.score).toEqual([sum('home', Math.floor(elapsed)), sum('away', Math.floor(elapsed))]);
    // Nothing in the answer carries what is still to come.
    const future = events.filter((e) => e.atSecond > elapsed);
    if (future.length > 0) expect(JSON.stringify(playing)).not.toContain(JSON.stringify([sum('home', 1e9), sum('away', 1e9)]).slice(1, -1) + ']');
  });
});
