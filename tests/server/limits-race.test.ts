import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialects } from './helpers.js';
import { casinoBet, gambler, limitsApp, setLimit, sportsBet, type LimitsHarness } from './limits-helpers.js';

/** A limit, and bets sent all at once (casino through Kasa Games' wallet call, sports through Betsy). */
const race = fc.record({
  kind: fc.constantFrom('wager', 'loss'),
  period: fc.constantFrom('day', 'week', 'month'),
  limitMinor: fc.integer({ min: 500, max: 20_000 }),
  bets: fc.array(fc.record({ sports: fc.boolean(), stakeMinor: fc.integer({ min: 1, max: 6_000 }) }), { minLength: 2, maxLength: 10 }),
});

describe.each(dialects)('limits under concurrent bets (%s)', (dialect) => {
  let h: LimitsHarness;
  beforeAll(async () => {
    h = await limitsApp(dialect);
  });
  afterAll(() => h.close());

  it('bets racing a wager or loss limit never stake more than the limit together, and each refusal says limit_reached', async () => {
    await fc.assert(
      fc.asyncProperty(race, async ({ kind, period, limitMinor, bets }) => {
        const p = await gambler(h, 100_000);
        expect((await setLimit(h, p, kind, period, limitMinor)).statusCode).toBe(200);
        const answers = await Promise.all(
          bets.map(async (b) => {
            if (!b.sports) return { ...b, taken: (await casinoBet(h, p, b.stakeMinor)).status };
            const res = await sportsBet(h, p, b.stakeMinor / 100);
            return { ...b, taken: res.status === 200 ? 'ok' : res.error?.message === 'Responsible gambling limit reached' ? 'limit_reached' : `code ${res.error?.code}` };
          }),
        );
        const stakedMinor = answers.filter((a) => a.taken === 'ok').reduce((sum, a) => sum + a.stakeMinor, 0);
        expect(stakedMinor).toBeLessThanOrEqual(limitMinor);
        expect(answers.every((a) => a.taken === 'ok' || a.taken === 'limit_reached')).toBe(true);
        // Only what the limit could not hold was refused: the smallest refused stake did not fit in what was left.
        const refused = answers.filter((a) => a.taken === 'limit_reached').map((a) => a.stakeMinor);
        if (refused.length > 0) expect(Math.min(...refused)).toBeGreaterThan(limitMinor - stakedMinor);
        const cash = await h.db.kysely.selectFrom('accounts').select('balance_minor').where('player_id', '=', p.id).where('kind', '=', 'cash').executeTakeFirstOrThrow();
        expect(Number(cash.balance_minor)).toBe(100_000 - stakedMinor);
      }),
      { numRuns: 25 },
    );
  }, 120_000);
});
