import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../server/db/index.js';
import type { AccountKind } from '../../server/db/schema.js';
import { balances, credit, debit, openAccounts, WalletError, type Movement } from '../../server/modules/wallet/service.js';
import { dialects, freshDb } from './helpers.js';

describe.each(dialects)('wallet core on %s', (dialect) => {
  let db: Db;
  let players = 0;
  beforeAll(async () => {
    db = await freshDb(dialect, { seed: false });
  });
  afterAll(() => db.destroy());

  async function newPlayer(): Promise<number> {
    const n = ++players;
    const row = await db.kysely
      .insertInto('players')
      .values({
        name: 'Test', surname: 'Oyuncu', username: `w${n}`, username_lower: `w${n}`, email: `w${n}@example.com`, phone: '905000000000',
        personal_no: null, country_id: 235, currency_id: 1, birth_date: null, password_hash: 'x', sms_verified: 0, locale: 'tr',
        ref_id: null, partner: null, subid: null, source: null, created_at: new Date().toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await openAccounts(db.kysely, row.id);
    return row.id;
  }
  const move = (playerId: number, key: string, amountMinor: number, kind: AccountKind = 'cash'): Movement => ({
    playerId, kind, amountMinor, entryKind: 'test', reference: `ref-${key}`, idempotencyKey: key,
  });

  it('credits and debits in kuruş and keeps cash and bonus apart', async () => {
    const id = await newPlayer();
    await credit(db.kysely, move(id, `${id}:a`, 10_050));
    await credit(db.kysely, move(id, `${id}:b`, 5_000, 'bonus'));
    const { entry } = await debit(db.kysely, move(id, `${id}:c`, 50));
    expect(entry).toMatchObject({ amount_minor: -50, balance_after_minor: 10_000, kind: 'test', reference: `ref-${id}:c` });
    expect(await balances(db.kysely, id)).toEqual({ cashMinor: 10_000, bonusMinor: 5_000, totalMinor: 15_000 });
  });

  it('refuses a debit larger than the balance and writes nothing', async () => {
    const id = await newPlayer();
    await credit(db.kysely, move(id, `${id}:a`, 100));
    await expect(debit(db.kysely, move(id, `${id}:b`, 101))).rejects.toEqual(new WalletError('insufficient_funds'));
    await expect(debit(db.kysely, move(id, `${id}:c`, 1, 'bonus'))).rejects.toBeInstanceOf(WalletError);
    expect((await balances(db.kysely, id)).cashMinor).toBe(100);
    const keys = await db.kysely.selectFrom('ledger_entries').select('idempotency_key').where('idempotency_key', 'like', `${id}:%`).execute();
    expect(keys.map((k) => k.idempotency_key)).toEqual([`${id}:a`]);
  });

  it('returns the first result for a repeated key, and refuses the key with other parameters', async () => {
    const id = await newPlayer();
    const first = await credit(db.kysely, move(id, `${id}:k`, 700));
    const again = await credit(db.kysely, move(id, `${id}:k`, 700));
    expect(first.replayed).toBe(false);
    expect(again).toEqual({ entry: first.entry, replayed: true });
    await expect(credit(db.kysely, move(id, `${id}:k`, 701))).rejects.toEqual(new WalletError('idempotency_conflict'));
    await expect(debit(db.kysely, move(id, `${id}:k`, 700))).rejects.toEqual(new WalletError('idempotency_conflict'));
    expect((await balances(db.kysely, id)).cashMinor).toBe(700);
  });

  it('answers a retried debit with its first success after the money was spent', async () => {
    const id = await newPlayer();
    await credit(db.kysely, move(id, `${id}:in`, 1_000));
    const first = await debit(db.kysely, move(id, `${id}:bet`, 1_000));
    await credit(db.kysely, move(id, `${id}:in2`, 300));
    // The provider retries the bet when only 300 is left: it must hear the first success, not insufficient funds.
    const retry = await debit(db.kysely, move(id, `${id}:bet`, 1_000));
    expect(retry).toEqual({ entry: first.entry, replayed: true });
    expect(retry.entry.balance_after_minor).toBe(0);
    expect((await balances(db.kysely, id)).cashMinor).toBe(300);
    // The same key with other parameters is a conflict, even when those would not fit the balance.
    await expect(debit(db.kysely, move(id, `${id}:bet`, 5_000))).rejects.toEqual(new WalletError('idempotency_conflict'));
  });

  it('answers a retried credit with its first result after the balance changed', async () => {
    const id = await newPlayer();
    const first = await credit(db.kysely, move(id, `${id}:dep`, 500));
    await debit(db.kysely, move(id, `${id}:spend`, 200));
    const retry = await credit(db.kysely, move(id, `${id}:dep`, 500));
    expect(retry).toEqual({ entry: first.entry, replayed: true });
    expect((await balances(db.kysely, id)).cashMinor).toBe(300);
  });

  it('accepts only positive whole kuruş', async () => {
    const id = await newPlayer();
    for (const amount of [0, -5, 1.5, Number.NaN]) {
      await expect(credit(db.kysely, move(id, `${id}:${amount}`, amount))).rejects.toBeInstanceOf(RangeError);
    }
  });

  it('has a database CHECK that no balance goes below zero', async () => {
    const id = await newPlayer();
    await expect(sql`update accounts set balance_minor = -1 where player_id = ${id}`.execute(db.kysely)).rejects.toThrow(/check/i);
  });

  it('stays consistent under concurrent credits, debits and replays (property)', async () => {
    const intent = fc.record({
      direction: fc.constantFrom('credit' as const, 'debit' as const),
      kind: fc.constantFrom<AccountKind>('cash', 'bonus'),
      amountMinor: fc.integer({ min: 1, max: 5_000 }),
    });
    await fc.assert(
      fc.asyncProperty(fc.array(intent, { minLength: 1, maxLength: 24 }), fc.array(fc.nat(), { maxLength: 24 }), async (intents, replays) => {
        const id = await newPlayer();
        const ops = [...replays.map((r) => r % intents.length), ...intents.map((_, i) => i)];
        const results = await Promise.all(
          ops.map(async (i) => {
            const { direction, kind, amountMinor } = intents[i];
            const call = direction === 'credit' ? credit : debit;
            try {
              return { i, result: await call(db.kysely, move(id, `${id}:${i}`, amountMinor, kind)) };
            } catch (error) {
              if (!(error instanceof WalletError) || error.code !== 'insufficient_funds') throw error;
              return { i, result: null };
            }
          }),
        );
        const entries = await db.kysely
          .selectFrom('ledger_entries')
          .innerJoin('accounts', 'accounts.id', 'ledger_entries.account_id')
          .select(['ledger_entries.id', 'accounts.kind', 'amount_minor', 'balance_after_minor', 'idempotency_key'])
          .where('accounts.player_id', '=', id)
          .orderBy('ledger_entries.id')
          .execute();
        // Each key applied at most once, and every success names that one entry.
        expect(new Set(entries.map((e) => e.idempotency_key)).size).toBe(entries.length);
        for (const { i, result } of results) {
          if (!result) continue;
          expect(entries.find((e) => e.idempotency_key === `${id}:${i}`)?.id).toBe(result.entry.id);
        }
        expect(results.filter((r) => r.result && !r.result.replayed)).toHaveLength(entries.length);
        const wallet = await balances(db.kysely, id);
        for (const kind of ['cash', 'bonus'] as const) {
          let running = 0;
          for (const e of entries.filter((x) => x.kind === kind)) {
            running += e.amount_minor;
            expect(e.balance_after_minor).toBe(running);
            expect(running).toBeGreaterThanOrEqual(0);
          }
          expect(wallet[`${kind}Minor`]).toBe(running);
        }
        // Later, whatever the balance is by then, every retried success answers its first result unchanged, and
        // the key with other parameters (another amount, or the other direction) is refused as a conflict.
        for (const kind of ['cash', 'bonus'] as const) {
          const left = wallet[`${kind}Minor`];
          if (left > 0) await debit(db.kysely, move(id, `${id}:drain-${kind}`, left, kind));
        }
        const firsts = results.flatMap(({ i, result }) => (result && !result.replayed ? [{ i, entry: result.entry }] : []));
        for (const { i, entry } of firsts) {
          const { direction, kind, amountMinor } = intents[i];
          const call = direction === 'credit' ? credit : debit;
          await expect(call(db.kysely, move(id, `${id}:${i}`, amountMinor, kind))).resolves.toEqual({ entry, replayed: true });
          await expect(call(db.kysely, move(id, `${id}:${i}`, amountMinor + 1, kind))).rejects.toEqual(
            new WalletError('idempotency_conflict'),
          );
          const other = direction === 'credit' ? debit : credit;
          await expect(other(db.kysely, move(id, `${id}:${i}`, amountMinor, kind))).rejects.toEqual(
            new WalletError('idempotency_conflict'),
          );
        }
      }),
      { numRuns: dialect === 'postgres' ? 25 : 60 },
    );
  });
});
