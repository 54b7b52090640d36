import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSportsToken } from '../../server/modules/sports/wallet/service.js';
import { credit, openAccounts } from '../../server/modules/wallet/service.js';
import { dialects, testApp } from './helpers.js';
import { betsyTestConfig, clientFor, moneyOf, selection } from './sports-betsy-helpers.js';

type Harness = Awaited<ReturnType<typeof testApp>>;

/** One call Betsy makes: a bet on `bet` (its stake fixed by the bet's first appearance) or a settlement paying `amount`. */
interface Op {
  kind: 'bet' | 'settle';
  bet: number;
  amountMinor: number;
  /** Sent this many times at once, as Betsy's retries may arrive. */
  copies: number;
}

const op = fc.record({
  kind: fc.constantFrom<'bet' | 'settle'>('bet', 'settle'),
  bet: fc.integer({ min: 0, max: 3 }),
  amountMinor: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 8_000 })),
  copies: fc.integer({ min: 1, max: 3 }),
});
/** Steps run one after another; the calls of a step run at once (each on another bet, so their order does not matter). */
const steps = fc.array(fc.uniqueArray(op, { minLength: 1, maxLength: 3, selector: (o) => o.bet }), { minLength: 3, maxLength: 12 });

describe.each(dialects)('sports wallet through the Betsy contract (%s)', (dialect) => {
  let h: Harness;
  let betsy: ReturnType<typeof clientFor>;
  let players = 0;
  beforeAll(async () => {
    h = await testApp(dialect, { config: betsyTestConfig });
    betsy = clientFor(h.app);
  });
  afterAll(() => h.close());

  async function playerWith(cashMinor: number) {
    const n = ++players;
    const { id } = await h.db.kysely
      .insertInto('players')
      .values({
        name: 'Spor', surname: 'Oyuncu', username: `sw${dialect}${n}`, username_lower: `sw${dialect}${n}`, email: `sw${dialect}${n}@example.com`, phone: '905000000000',
        personal_no: null, country_id: 235, currency_id: 1, birth_date: null, password_hash: 'x', sms_verified: 0, locale: 'tr',
        ref_id: null, partner: null, subid: null, source: null, created_at: new Date().toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await openAccounts(h.db.kysely, id);
    await credit(h.db.kysely, { playerId: id, kind: 'cash', amountMinor: cashMinor, entryKind: 'test', reference: 't', idempotencyKey: `sw:${dialect}:${n}` });
    const token = await createSportsToken(h.db.kysely, { playerId: id, sessionId: null, partner: 'betsy', now: new Date() });
    return { id, userId: String(id), token, n };
  }

  it('bets, settlements and re-settlements, repeated and at once: balance = initial − accepted stakes + last settlement of each, = the ledger, never negative', async () => {
    await fc.assert(
      fc.asyncProperty(steps, async (plan: Op[][]) => {
        const initial = 3_000;
        const p = await playerWith(initial);
        const ref = (bet: number) => `p${p.n}-${dialect}-b${bet}`;
        const stakeOf = new Map<number, number>();
        for (const o of plan.flat()) if (o.kind === 'bet' && !stakeOf.has(o.bet)) stakeOf.set(o.bet, 500 + (o.amountMinor % 2_000));
        const accepted = new Set<number>();
        const lastPaid = new Map<number, number>();
        for (const step of plan) {
          const calls = step.flatMap((o) =>
            Array.from({ length: o.copies }, async () => {
              const answer = o.kind === 'bet'
                ? await betsy.placeBet({ token: p.token, userId: p.userId, transactionId: ref(o.bet), amount: stakeOf.get(o.bet)! / 100, coefficient: 2.5, selections: [selection()] })
                : await betsy.settle({ transactionId: ref(o.bet), userId: p.userId, amount: o.amountMinor / 100, resultType: o.amountMinor > 0 ? 'win' : 'lose' });
              return { o, answer };
            }),
          );
          for (const { o, answer } of await Promise.all(calls)) {
            // Only the contract's refusals: not enough money, unknown transaction, a take-back larger than the balance.
            expect(answer.status === 200 || [7, 5, 21].includes(answer.error?.code ?? -1), JSON.stringify(answer)).toBe(true);
            if (answer.status !== 200) continue;
            if (o.kind === 'bet') accepted.add(o.bet);
            else lastPaid.set(o.bet, o.amountMinor);
          }
        }
        let expected = initial;
        for (const b of accepted) expected += (lastPaid.get(b) ?? 0) - stakeOf.get(b)!;
        const money = await moneyOf(h.db, p.id);
        expect(money).toEqual({ balanceMinor: expected, ledgerMinor: expected, anyNegative: false });
        const rows = await h.db.kysely.selectFrom('sports_bets').select(['bet_ref', 'stake_minor', 'paid_minor']).where('player_id', '=', p.id).execute();
        expect(new Map(rows.map((r) => [r.bet_ref, [Number(r.stake_minor), Number(r.paid_minor)]]))).toEqual(
          new Map([...accepted].map((b) => [ref(b), [stakeOf.get(b)!, lastPaid.get(b) ?? 0]])),
        );
      }),
      { numRuns: dialect === 'postgres' ? 12 : 30 },
    );
  }, 240_000);
});
