import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../server/db/index.js';
import { balances, credit, openAccounts } from '../../server/modules/wallet/service.js';
import { placeBet, rollbackTransaction, settleWin } from '../../server/modules/casino/wallet/service.js';
import { grantBonus } from '../../server/modules/bonus/wagering.js';
import { transact } from '../../server/db/transact.js';
import { dialects, freshDb } from './helpers.js';

describe.each(dialects)('game wallet on %s', (dialect) => {
  let db: Db;
  let gameId: number;
  let players = 0;
  beforeAll(async () => {
    db = await freshDb(dialect);
    gameId = (await db.kysely.selectFrom('games').select('id').executeTakeFirstOrThrow()).id;
  });
  afterAll(() => db.destroy());

  async function playerWith(cashMinor: number, bonusMinor = 0): Promise<number> {
    const n = ++players;
    const { id } = await db.kysely
      .insertInto('players')
      .values({
        name: 'Test', surname: 'Oyuncu', username: `gw${n}`, username_lower: `gw${n}`, email: `gw${n}@example.com`, phone: '905000000000',
        personal_no: null, country_id: 235, currency_id: 1, birth_date: null, password_hash: 'x', sms_verified: 0, locale: 'tr',
        ref_id: null, partner: null, subid: null, source: null, created_at: new Date().toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await openAccounts(db.kysely, id);
    if (cashMinor > 0) await credit(db.kysely, { playerId: id, kind: 'cash', amountMinor: cashMinor, entryKind: 'test', reference: 't', idempotencyKey: `gw${n}:cash` });
    if (bonusMinor > 0) await credit(db.kysely, { playerId: id, kind: 'bonus', amountMinor: bonusMinor, entryKind: 'test', reference: 't', idempotencyKey: `gw${n}:bonus` });
    return id;
  }
  const total = async (playerId: number) => (await balances(db.kysely, playerId)).totalMinor;
  // Provider ids are unique per provider, whichever player they concern: each test player gets its own.
  const base = (playerId: number, roundRef: string, transactionRef: string) => ({ provider: 'hub88' as const, playerId, gameId, roundRef: `${playerId}-${roundRef}`, transactionRef: `${playerId}-${transactionRef}`, now: new Date() });

  it('takes a bet once: a retry answers the same, other fields are refused', async () => {
    const p = await playerWith(10_000);
    const first = await placeBet(db.kysely, { ...base(p, 'r1', 'b1'), amountMinor: 2_500 });
    const again = await placeBet(db.kysely, { ...base(p, 'r1', 'b1'), amountMinor: 2_500 });
    const other = await placeBet(db.kysely, { ...base(p, 'r1', 'b1'), amountMinor: 2_600 });
    expect([first.status, again.status, other.status]).toEqual(['ok', 'ok', 'duplicate_conflict']);
    expect(again).toMatchObject({ replayed: true });
    expect(await total(p)).toBe(7_500);
  });

  it('refuses a bet larger than the balance and says what the balance is', async () => {
    const p = await playerWith(1_000, 500);
    const answer = await placeBet(db.kysely, { ...base(p, 'r1', 'b1'), amountMinor: 1_501 });
    expect(answer).toMatchObject({ status: 'insufficient_funds', balance: { totalMinor: 1_500 } });
    expect(await db.kysely.selectFrom('game_rounds').select('id').where('player_id', '=', p).execute()).toHaveLength(0);
  });

  it('pays a win once and only against its bet', async () => {
    const p = await playerWith(10_000);
    expect((await settleWin(db.kysely, { ...base(p, 'r1', 'w0'), amountMinor: 900 })).status).toBe('bet_not_found');
    await placeBet(db.kysely, { ...base(p, 'r1', 'b1'), amountMinor: 1_000 });
    expect((await settleWin(db.kysely, { ...base(p, 'r1', 'w1'), amountMinor: 3_000, betRef: `${p}-b1`, closeRound: true })).status).toBe('ok');
    expect((await settleWin(db.kysely, { ...base(p, 'r1', 'w1'), amountMinor: 3_000, betRef: `${p}-b1`, closeRound: true })).status).toBe('ok');
    expect(await total(p)).toBe(12_000);
    const round = await db.kysely.selectFrom('game_rounds').selectAll().where('player_id', '=', p).executeTakeFirstOrThrow();
    expect([round.status, Number(round.stake_minor), Number(round.win_minor)]).toEqual(['closed', 1_000, 3_000]);
  });

  it('a rollback before its bet is kept, and the late bet is refused', async () => {
    const p = await playerWith(5_000);
    expect((await rollbackTransaction(db.kysely, { ...base(p, 'r1', 'rb1'), targetRef: `${p}-b1` })).status).toBe('target_not_found');
    expect((await rollbackTransaction(db.kysely, { ...base(p, 'r1', 'rb1'), targetRef: `${p}-b1` })).status).toBe('target_not_found');
    expect((await placeBet(db.kysely, { ...base(p, 'r1', 'b1'), amountMinor: 1_000 })).status).toBe('rolled_back');
    expect(await total(p)).toBe(5_000);
  });

  it('rolls a bet back once, whatever the retries', async () => {
    const p = await playerWith(5_000);
    await placeBet(db.kysely, { ...base(p, 'r1', 'b1'), amountMinor: 2_000 });
    const answers = await Promise.all([1, 2, 3].map(() => rollbackTransaction(db.kysely, { ...base(p, 'r1', 'rb1'), targetRef: `${p}-b1` })));
    expect(answers.map((a) => a.status)).toEqual(['ok', 'ok', 'ok']);
    expect((await rollbackTransaction(db.kysely, { ...base(p, 'r1', 'rb2'), targetRef: `${p}-b1` })).status).toBe('ok');
    expect(await total(p)).toBe(5_000);
    expect((await settleWin(db.kysely, { ...base(p, 'r1', 'w1'), amountMinor: 100, betRef: `${p}-b1` })).status).toBe('bet_not_found');
  });

  it('a blocked or self-excluded player cannot bet but is still paid', async () => {
    const p = await playerWith(5_000);
    await placeBet(db.kysely, { ...base(p, 'r1', 'b1'), amountMinor: 1_000 });
    await db.kysely.updateTable('players').set({ self_excluded_until: new Date(Date.now() + 86_400_000).toISOString() }).where('id', '=', p).execute();
    expect((await placeBet(db.kysely, { ...base(p, 'r2', 'b2'), amountMinor: 1_000 })).status).toBe('player_blocked');
    expect((await settleWin(db.kysely, { ...base(p, 'r1', 'w1'), amountMinor: 1_500 })).status).toBe('ok');
    expect(await total(p)).toBe(5_500);
  });

  it('what a bonus-funded stake wins is cash when no bonus is active any more', async () => {
    const p = await playerWith(0, 2_000);
    await placeBet(db.kysely, { ...base(p, 'r1', 'b1'), amountMinor: 1_000 });
    await settleWin(db.kysely, { ...base(p, 'r1', 'w1'), amountMinor: 4_000 });
    // No active bonus row exists for this test player: the win is cash.
    expect(await balances(db.kysely, p)).toMatchObject({ cashMinor: 4_000, bonusMinor: 1_000 });
  });

  it('bonus money is staked first; what it wins stays bonus money, in the same share, while its bonus is active; the stake counts towards wagering', async () => {
    const p = await playerWith(1_000);
    const slot = (await db.kysely.selectFrom('games').select('id').where('engine', '=', 'slot').where('is_live', '=', 0).orderBy('id').executeTakeFirstOrThrow()).id;
    const definition = await db.kysely.selectFrom('bonus_definitions').selectAll().where('id', '=', 2).executeTakeFirstOrThrow();
    await transact(db.kysely, (trx) => grantBonus(trx, { playerId: p, definition, amountMinor: 1_500, lockedCashMinor: 0, transactionId: null, now: new Date() }));
    await placeBet(db.kysely, { ...base(p, 'r1', 'b1'), gameId: slot, amountMinor: 2_000 });
    expect(await balances(db.kysely, p)).toMatchObject({ cashMinor: 500, bonusMinor: 0 });
    await settleWin(db.kysely, { ...base(p, 'r1', 'w1'), gameId: slot, amountMinor: 8_000 });
    // Three quarters of the stake were bonus money: three quarters of the win are.
    expect(await balances(db.kysely, p)).toMatchObject({ cashMinor: 2_500, bonusMinor: 6_000 });
    const bonus = await db.kysely.selectFrom('player_bonuses').select('wagered_minor').where('player_id', '=', p).executeTakeFirstOrThrow();
    expect(Number(bonus.wagered_minor)).toBe(2_000);
  });

  it('interleaved bets, wins, retries and rollbacks: the money is what the answers say, and the ledger agrees', async () => {
    type Op = { kind: 'bet' | 'win' | 'rollback'; round: number; amount: number };
    const op = fc.record({ kind: fc.constantFrom('bet', 'win', 'rollback'), round: fc.integer({ min: 0, max: 5 }), amount: fc.integer({ min: 1, max: 3_000 }) });
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 4, maxLength: 24 }), fc.integer({ min: 1, max: 3 }), async (ops: Op[], copies) => {
        const initial = 20_000;
        const p = await playerWith(initial);
        const stakeOf = new Map<number, number>();
        for (const o of ops) if (o.kind === 'bet' && !stakeOf.has(o.round)) stakeOf.set(o.round, o.amount);
        const call = (o: Op) => {
          const b = (tx: string) => base(p, `r${o.round}`, tx);
          if (o.kind === 'bet') return placeBet(db.kysely, { ...b(`b${o.round}`), amountMinor: stakeOf.get(o.round)! });
          if (o.kind === 'win') return settleWin(db.kysely, { ...b(`w${o.round}`), amountMinor: o.round * 100, betRef: `${p}-b${o.round}` });
          return rollbackTransaction(db.kysely, { ...b(`x${o.round}`), targetRef: `${p}-b${o.round}` });
        };
        // Every call sent `copies` times at once, as a provider's retries do.
        const answers = await Promise.all(ops.flatMap((o) => Array.from({ length: copies }, () => call(o).then((a) => ({ o, a })))));
        const okRounds = (kind: Op['kind']) => new Set(answers.filter(({ o, a }) => o.kind === kind && a.status === 'ok').map(({ o }) => o.round));
        const bets = okRounds('bet');
        const wins = okRounds('win');
        const rollbacks = okRounds('rollback');
        let expected = initial;
        for (const r of bets) expected -= stakeOf.get(r)!;
        for (const r of bets) if (rollbacks.has(r)) expected += stakeOf.get(r)!;
        for (const r of wins) expected += r * 100;
        // A win only where its bet was taken; a bet refused as rolled back only after its rollback.
        for (const r of wins) expect(bets.has(r)).toBe(true);
        const now = await balances(db.kysely, p);
        expect(now.totalMinor).toBe(expected);
        const ledger = await db.kysely
          .selectFrom('ledger_entries')
          .innerJoin('accounts', 'accounts.id', 'ledger_entries.account_id')
          .select((eb) => eb.fn.sum<number>('ledger_entries.amount_minor').as('sum'))
          .where('accounts.player_id', '=', p)
          .executeTakeFirstOrThrow();
        expect(Number(ledger.sum)).toBe(now.totalMinor);
        expect(now.cashMinor).toBeGreaterThanOrEqual(0);
      }),
      { numRuns: dialect === 'postgres' ? 15 : 30 },
    );
  }, 120_000);
});
