import { describe, expect, it } from 'vitest';
import type { Fixture } from '../../contracts/sportsbook.js';
import { cashOutValue } from '../../server/sportsbook/cashout.js';
import { DAY_MS, drawEvents, fixtureById, fixturesAround, scheduledBetween, type Book } from '../../server/sportsbook/fixtures.js';
import { seeded } from '../../server/sportsbook/random.js';
import { BookFailure } from '../../server/sportsbook/messages.js';
import { MARGIN } from '../../server/sportsbook/odds.js';
import { presentFixture } from '../../server/sportsbook/present.js';
import { settlementOf } from '../../server/sportsbook/settle.js';
import { checkSlip } from '../../server/sportsbook/slip.js';

const SEED = 'model-test-seed';
// A fixed instant of the book's clock: the whole schedule follows from it and the seed.
const T0 = 20_000 * DAY_MS + 13 * 3_600_000;

/**
 * The book with every match around T0 drawn. The server draws each at kick-off from a CSPRNG (draws.ts, tested in
 * sportsbook-draws.test.ts); these model tests use a reproducible stand-in so they meet the same matches every run.
 */
function drawnBook(seed: string): Book {
  const drawn = new Map(scheduledBetween(seed, T0 - 2 * DAY_MS, T0 + 2 * DAY_MS).map((f) => [f.id, drawEvents(f, seeded('test-draw', seed, f.id))]));
  return { seed, drawn };
}
const BOOK = drawnBook(SEED);
const published = (nowMs: number, seed = SEED) => fixturesAround(seed === SEED ? BOOK : drawnBook(seed), nowMs).map((f) => presentFixture(f, nowMs, 'en'));
const at = (id: string, nowMs: number) => presentFixture(fixtureById(BOOK, id)!, nowMs, 'en');

/** What a selection earned, from the published final score alone (the rules a bettor reads in docs/sports/demo-book.md). */
function expectedResult(f: Fixture, line: number, market: string, outcome: string): 'won' | 'lost' | 'void' {
  const [h, a] = f.live!.score;
  const winner = h > a ? '1' : h < a ? '2' : 'X';
  const yes = (b: boolean) => (b ? 'won' : 'lost');
  if (market === '1x2') return yes(outcome === winner);
  if (market === 'dc') return yes(outcome.includes(winner));
  if (market === 'ou25') return yes((h + a >= 3) === (outcome === 'over'));
  if (market === 'btts') return yes((h > 0 && a > 0) === (outcome === 'yes'));
  const d = h - a + line;
  return d === 0 ? 'void' : yes((d > 0) === (outcome === '1'));
}
/** The handicap line as the market's name publishes it: "Handicap (-1)". */
const lineOf = (f: Fixture) => Number(/\(([-+]?[\d.]+)\)/.exec(f.markets.find((m) => m.key === 'ah')?.name ?? '(0)')![1]);

describe('demo sportsbook model', () => {
  it('makes the same schedule, odds and results from the same seed, and another from another seed', () => {
    expect(published(T0)).toEqual(published(T0));
    expect(published(T0 + DAY_MS)).toEqual(published(T0 + DAY_MS));
    expect(published(T0, 'another-seed')).not.toEqual(published(T0));
  });

  it('shows prematch, live and finished fixtures of all three sports', () => {
    const fixtures = published(T0);
    expect(new Set(fixtures.map((f) => f.sport))).toEqual(new Set(['football', 'basketball', 'tennis']));
    expect(fixtures.some((f) => f.live === null)).toBe(true);
    expect(fixtures.some((f) => f.live !== null && !f.finished)).toBe(true);
    expect(fixtures.some((f) => f.finished)).toBe(true);
    expect(fixtures.some((f) => f.league === 'Süper Lig')).toBe(true);
  });

  it('prices every market with a 5% margin: implied probabilities add up to 1.05 (double chance 2 × 1.05)', () => {
    const prematch = published(T0).filter((f) => f.live === null);
    const keys = new Set<string>();
    for (const f of prematch) {
      for (const m of f.markets) {
        keys.add(m.key);
        const implied = m.outcomes.reduce((sum, o) => sum + 1000 / o.oddsX1000, 0);
        // Odds in hundredths move each implied probability by at most 0.005 / odds².
        expect(Math.abs(implied - (m.key === 'dc' ? 2 : 1) * (1 + MARGIN))).toBeLessThan(0.01);
        // What the page shows (two decimals) is what the bet is taken at: no 4,32 that is really 4.323.
        for (const o of m.outcomes) expect(o.oddsX1000 % 10, `${f.id} ${m.key} ${o.key}`).toBe(0);
      }
    }
    expect(keys).toEqual(new Set(['1x2', 'dc', 'ou25', 'btts', 'ah']));
  });

  it('suspends betting for 30 s after each goal (never before: nothing tells a goal is coming), and the odds move with the score', () => {
    const football = fixturesAround(BOOK, T0).filter((f) => f.sport === 'football');
    let checked = 0;
    for (const model of football) {
      // Find goals as a spectator would: the published score changes between two seconds.
      let before = at(model.id, model.startMs + 1000);
      for (let ms = model.startMs + 2000; ms < model.startMs + 90 * 60_000; ms += 1000) {
        const now = at(model.id, ms);
        if (now.live!.score.join() !== before.live!.score.join()) {
          const goalAt = ms;
          const scoreAt = (t: number) => at(model.id, t).live!.score.join();
          // A goal with no other within 40 s either side, so its window is its own.
          if (scoreAt(goalAt - 40_000) === before.live!.score.join() && scoreAt(goalAt + 40_000) === now.live!.score.join()) {
            expect(at(model.id, goalAt - 25_000).live!.suspended).toBe(false);
            expect(at(model.id, goalAt - 2_000).live!.suspended).toBe(false);
            expect(at(model.id, goalAt + 10_000).live!.suspended).toBe(true);
            expect(at(model.id, goalAt + 25_000).live!.suspended).toBe(true);
            expect(at(model.id, goalAt + 35_000).live!.suspended).toBe(false);
            expect(at(model.id, goalAt + 10_000).markets.every((m) => m.outcomes.every((o) => o.suspended))).toBe(true);
            const oddsBefore = at(model.id, goalAt - 25_000).markets.find((m) => m.key === '1x2')?.outcomes;
            const oddsAfter = at(model.id, goalAt + 35_000).markets.find((m) => m.key === '1x2')?.outcomes;
            if (oddsBefore && oddsAfter) expect(oddsAfter).not.toEqual(oddsBefore);
            checked++;
          }
        }
        before = now;
      }
      if (checked >= 3) break;
    }
    expect(checked).toBeGreaterThan(0);
  });

  it('refuses a selection whose odds moved unless odds changes are accepted, and one while suspended', () => {
    const f = published(T0).find((x) => x.live === null && x.markets.length > 0)!;
    const o = f.markets[0]!.outcomes[0]!;
    const slip = [{ fixtureId: f.id, market: f.markets[0]!.key, outcome: o.key, oddsX1000: o.oddsX1000 + 10 }];
    expect(() => checkSlip(BOOK, T0, slip, false, 'en')).toThrow(expect.objectContaining({ code: 'odds_changed' }) as BookFailure);
    expect(checkSlip(BOOK, T0, slip, true, 'en').oddsX1000).toBe(o.oddsX1000);
    const twice = [slip[0]!, { ...slip[0]!, outcome: f.markets[0]!.outcomes[1]!.key }];
    expect(() => checkSlip(BOOK, T0, twice, true, 'en')).toThrow(expect.objectContaining({ code: 'invalid' }) as BookFailure);
  });

  it('settles bets by the published final scores: won pays stake × odds, lost 0, a push counts 1.00, all void refunds', () => {
    // A day of finished football (every 3 hours' page), each fixture once.
    const instants = Array.from({ length: 9 }, (_, i) => T0 - DAY_MS + i * 3 * 3_600_000);
    const finished = [...new Map(instants.flatMap((t) => published(t)).filter((f) => f.finished && f.sport === 'football').map((f) => [f.id, f])).values()];
    const later = T0 + 12 * 3_600_000;
    // Bets placed on the prematch odds a minute before kick-off, read back from what the book published then.
    const seen = { won: 0, lost: 0, void: 0 };
    for (const done of finished) {
      const before = presentFixture(fixtureById(BOOK, done.id)!, Date.parse(done.startsAt) - 60_000, 'en');
      const line = lineOf(before);
      for (const m of before.markets) {
        for (const o of m.outcomes) {
          const stakeMinor = 1_000;
          const result = expectedResult(done, line, m.key, o.key);
          seen[result]++;
          const expected = result === 'won' ? Math.floor((stakeMinor * o.oddsX1000) / 1000) : result === 'void' ? stakeMinor : 0;
          const got = settlementOf(BOOK, { stakeMinor, selections: [{ fixtureId: done.id, market: m.key, outcome: o.key, oddsX1000: o.oddsX1000 }] }, later);
          expect(got?.amountMinor).toBe(expected);
        }
      }
    }
    expect(seen.won).toBeGreaterThan(0);
    expect(seen.lost).toBeGreaterThan(0);
    expect(seen.void).toBeGreaterThan(0);
  });

  it('cash-out pays stake × placed odds / current odds × 0.95, and nothing while suspended', () => {
    const live = published(T0).find((f) => f.live && !f.finished && !f.live.suspended && f.markets.some((m) => m.key === '1x2'))!;
    const placedAt = published(T0 - 60 * 60_000).find((f) => f.id === live.id)!;
    const pick = (f: Fixture) => f.markets.find((m) => m.key === '1x2')!.outcomes[0]!;
    const placed = (placedAt.markets.length ? pick(placedAt) : pick(live)).oddsX1000;
    const bet = { status: 'open' as const, stakeMinor: 10_000, oddsX1000: placed, selections: [{ fixtureId: live.id, market: '1x2' as const, outcome: pick(live).key, oddsX1000: placed }] };
    expect(cashOutValue(BOOK, bet, T0)).toBe(Math.floor((10_000 * (placed / 1000) * 0.95) / (pick(live).oddsX1000 / 1000)));
    expect(cashOutValue(BOOK, { ...bet, status: 'won' }, T0)).toBeNull();
  });
});
