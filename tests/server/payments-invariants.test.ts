import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TransactionStatus as S, TransactionType } from '../../contracts/enums.js';
import { transact } from '../../server/db/transact.js';
import { canMove, STATUS_EDGES, type StatusActor } from '../../server/modules/payments/status-edges.js';
import { decideTransaction, moveStatus, settleDeposit } from '../../server/modules/payments/service.js';
import { dialects } from './helpers.js';
import { post } from './identity-helpers.js';
import { accountsOf, fund, IBAN_WITHDRAW, latestTransaction, ledgerSum, moneyApp, player, startDeposit, webhook, withdrawDetail, type MoneyHarness } from './payments-helpers.js';

const statuses = Object.values(S);
const actors: StatusActor[] = ['player', 'provider', 'operator', 'system'];

describe('transaction status edges', () => {
  it('allow exactly the listed moves: every other (type, from, to, actor) is refused', () => {
    let allowed = 0;
    for (const type of [TransactionType.Deposit, TransactionType.Withdraw]) {
      for (const from of statuses) {
        for (const to of statuses) {
          for (const by of actors) {
            const listed = STATUS_EDGES.some((e) => e.type === type && e.from === from && e.to === to && e.by.includes(by));
            expect(canMove(type, from, to, by), `${type} ${from}→${to} by ${by}`).toBe(listed);
            if (listed) allowed += 1;
          }
        }
      }
    }
    expect(allowed).toBe(STATUS_EDGES.reduce((n, e) => n + e.by.length, 0));
    // Nothing leaves Confirmed or Rejected; a player never moves a withdrawal (no reversal offered).
    for (const to of statuses) {
      for (const by of actors) {
        expect(canMove(TransactionType.Deposit, S.Confirmed, to, by)).toBe(false);
        expect(canMove(TransactionType.Withdraw, S.Rejected, to, by)).toBe(false);
        expect(canMove(TransactionType.Withdraw, S.Pending, to, 'player')).toBe(false);
      }
    }
  });
});

describe.each(dialects)('money invariants (%s)', (dialect) => {
  let h: MoneyHarness;
  beforeAll(async () => {
    h = await moneyApp(dialect);
  });
  afterAll(() => h.close());

  it('moveStatus refuses every edge not listed and leaves the row as it was', async () => {
    const p = await player(h);
    await startDeposit(h, p.token, 100);
    const tx = await latestTransaction(h.db, p.id);
    for (const to of statuses) {
      for (const by of actors) {
        if (canMove(tx.type, S.Pending, to, by)) continue;
        const moved = await transact(h.db.kysely, (trx) => moveStatus(trx, tx, to, `${by}:t`, h.clock.now()));
        expect(moved).toBeNull();
        expect((await latestTransaction(h.db, p.id)).status).toBe(S.Pending);
      }
    }
  });

  it('of 50 concurrent withdrawals of the whole balance exactly one is accepted', async () => {
    const p = await player(h);
    await fund(h, p, 500);
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => post(h.app, '/api/payment/withdraw', { id: IBAN_WITHDRAW, target: 'pay', detail: withdrawDetail(500) }, p.token)),
    );
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.statusCode === 400)).toHaveLength(49);
    expect(await accountsOf(h.db, p.id)).toEqual({ cash: 0, bonus: 0, held: 50_000 });
    expect(await ledgerSum(h.db, p.id, 'held')).toBe(50_000);
  });

  it('duplicate, late, out-of-order and concurrent callbacks credit a deposit once', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.constantFrom('paid', 'paid-again', 'cancelled', 'failed', 'expire'), { minLength: 1, maxLength: 6 }),
        fc.boolean(),
        async (steps, concurrently) => {
          const p = await player(h);
          await startDeposit(h, p.token, 120);
          const tx = await latestTransaction(h.db, p.id);
          const run = async (step: string) => {
            if (step === 'expire') {
              await transact(h.db.kysely, (trx) => moveStatus(trx, tx, S.Cancelled, 'system', h.clock.now(), { reason: 'expired' }));
              return;
            }
            const outcome = step.startsWith('paid') ? 'paid' : (step as 'cancelled' | 'failed');
            await settleDeposit(h.ctx, 'local', { eventId: step, outcome, reference: tx.reference, providerReference: tx.provider_reference!, amountMinor: tx.amount_minor, currency: 'TRY', refundHandle: 'lp' });
          };
          if (concurrently) await Promise.all(steps.map(run));
          else for (const step of steps) await run(step);
          const after = await latestTransaction(h.db, p.id);
          const cash = await ledgerSum(h.db, p.id, 'cash');
          const deposits = await h.db.kysely.selectFrom('ledger_entries').select('id').where('idempotency_key', '=', `deposit:${tx.id}`).execute();
          // Credited at most once, and exactly when the deposit ended Confirmed.
          expect(deposits.length).toBe(after.status === S.Confirmed ? 1 : 0);
          expect(cash).toBe(after.status === S.Confirmed ? 12_000 : 0);
          expect((await accountsOf(h.db, p.id)).cash).toBe(cash);
          // A payment before any cancellation always ends Confirmed.
          if (!concurrently && steps[0].startsWith('paid')) expect(after.status).toBe(S.Confirmed);
        },
      ),
      { numRuns: dialect === 'postgres' ? 15 : 30 },
    );
  });

  it('an approval racing a rejection: exactly one outcome, and the money matches it', async () => {
    for (let round = 0; round < 5; round += 1) {
      const p = await player(h);
      await fund(h, p, 300);
      await post(h.app, '/api/payment/withdraw', { id: IBAN_WITHDRAW, target: 'pay', detail: withdrawDetail(300) }, p.token);
      const tx = await latestTransaction(h.db, p.id);
      const [approve, reject] = await Promise.all([
        decideTransaction(h.ctx, { id: tx.id, decision: 'approve', actor: 'operator:1' }),
        decideTransaction(h.ctx, { id: tx.id, decision: 'reject', reason: 'race', actor: 'operator:2' }),
      ]);
      expect([approve.ok, reject.ok].filter(Boolean)).toHaveLength(1);
      const final = await latestTransaction(h.db, p.id);
      const money = await accountsOf(h.db, p.id);
      if (approve.ok) {
        expect(final.status).toBe(S.Confirmed);
        expect(money).toEqual({ cash: 0, bonus: 0, held: 0 });
      } else {
        expect(final.status).toBe(S.Rejected);
        expect(money).toEqual({ cash: 30_000, bonus: 0, held: 0 });
      }
    }
  });

  it('replayed webhooks over HTTP after confirmation change nothing', async () => {
    const p = await player(h);
    await startDeposit(h, p.token, 80);
    const tx = await latestTransaction(h.db, p.id);
    for (let i = 0; i < 3; i += 1) expect((await webhook(h.app, h.clock.now(), { reference: tx.reference, amountMinor: tx.amount_minor, id: 'evt_1' })).statusCode).toBe(200);
    const cancelLate = await webhook(h.app, h.clock.now(), { reference: tx.reference, amountMinor: tx.amount_minor, type: 'payment.cancelled' });
    expect(cancelLate.statusCode).toBe(200);
    expect((await latestTransaction(h.db, p.id)).status).toBe(S.Confirmed);
    expect(await accountsOf(h.db, p.id)).toEqual({ cash: 8_000, bonus: 0, held: 0 });
  });
});
