import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSportsToken } from '../../server/modules/sports/wallet/service.js';
import { credit, openAccounts } from '../../server/modules/wallet/service.js';
import { dialects, testApp } from './helpers.js';
import { betsyTestConfig, clientFor, moneyOf, selection } from './sports-betsy-helpers.js';

type Harness = Awaited<ReturnType<typeof testApp>>;

/**
 * One call Betsy makes: a bet on `bet` (its stake fixed by the bet's first appearance), a settlement paying `amount`,
 * an unsettlement, or a rollback (which may come before its bet).
 */
interface Op {
  kind: 'bet' | 'settle' | 'unsettle' | 'rollback';
  bet: number;
  amountMinor: number;
  /** Sent this many times at once, as Betsy's retries may arrive. */
  copies: number;
}

const op = fc.record({
  kind: fc.oneof({ weight: 4, arbitrary: fc.constant<'bet'>('bet') }, { weight: 4, arbitrary: fc.constant<'settle'>('settle') }, fc.constantFrom<'unsettle' | 'rollback'>('unsettle', 'rollback')),
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

  it('bets, settlements, re-settlements, unsettlements and rollbacks, repeated and at once: balance = initial − accepted stakes + what each pays now, = the ledger, never negative', async () => {
    await fc.assert(
      fc.asyncProperty(steps, async (plan: Op[][]) => {
        const initial = 3_000;
        const p = await playerWith(initial);
        const ref = (bet: number) => `p${p.n}-${dialect}-b${bet}`;
        const stakeOf = new Map<number, number>();
        for (const o of plan.flat()) if (o.kind === 'bet' && !stakeOf.has(o.bet)) stakeOf.set(o.bet, 500 + (o.amountMinor % 2_000));
        const accepted = new Set<number>();
        const lastPaid = new Map<number, number>();
        const rolledBack = new Set<number>();
        /** Settled and not unsettled since: a rollback no longer applies. */
        const settled = new Set<number>();
        for (const step of plan) {
          const calls = step.flatMap((o) =>
            Array.from({ length: o.copies }, async () => {
              const stake = (stakeOf.get(o.bet) ?? 500) / 100;
              const answer =
                o.kind === 'bet' ? await betsy.placeBet({ token: p.token, userId: p.userId, transactionId: ref(o.bet), amount: stake, coefficient: 2.5, selections: [selection()] })
                : o.kind === 'settle' ? await betsy.settle({ transactionId: ref(o.bet), userId: p.userId, amount: o.amountMinor / 100, resultType: o.amountMinor > 0 ? 'win' : 'lose' })
                : o.kind === 'unsettle' ? await betsy.unsettle({ transactionId: ref(o.bet), userId: p.userId })
                : await betsy.rollback({ token: p.token, transactionId: ref(o.bet), userId: p.userId, amount: stake, errorCode: 10 });
              return { o, answer };
            }),
          );
          const before = { rolledBack: new Set(rolledBack), settled: new Set(settled), accepted: new Set(accepted) };
          for (const { o, answer } of await Promise.all(calls)) {
            // Only the contract's refusals: not enough money, unknown transaction, a take-back larger than the balance,
            // and (code 8) a bet or settlement after its rollback, or a rollback after a settlement.
            expect(answer.status === 200 || [7, 5, 21, 8].includes(answer.error?.code ?? -1), JSON.stringify(answer)).toBe(true);
            if (o.kind === 'bet' && before.rolledBack.has(o.bet) && !before.accepted.has(o.bet)) expect(answer.error?.code, 'a bet after its rollback').toBe(8);
            if (o.kind === 'rollback' && before.settled.has(o.bet) && !before.rolledBack.has(o.bet)) expect(answer.error?.code, 'a rollback after a settlement').toBe(8);
            if (answer.status !== 200) continue;
            if (o.kind === 'bet') accepted.add(o.bet);
            else if (o.kind === 'settle') (lastPaid.set(o.bet, o.amountMinor), settled.add(o.bet));
            else if (o.kind === 'unsettle') (lastPaid.set(o.bet, 0), settled.delete(o.bet));
            else {
              rolledBack.add(o.bet);
              if (accepted.has(o.bet)) lastPaid.set(o.bet, stakeOf.get(o.bet)!);
            }
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
