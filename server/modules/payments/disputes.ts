import type { Kysely } from 'kysely';
import { TransactionStatus as S, TransactionType } from '../../../contracts/enums.js';
import type { AppContext } from '../../context.js';
import type { Database, PaymentDisputeRow, TransactionRow } from '../../db/schema.js';
import { isUniqueViolation } from '../../db/errors.js';
import { transact } from '../../db/transact.js';
import { finish, lockMoney } from '../bonus/wagering.js';
import { writeAudit } from '../operators/audit.js';
import { balances } from '../wallet/service.js';
import type { DisputeEvent } from './provider.js';

type Db = Kysely<Database>;

export type DisputeResult = 'opened' | 'won' | 'lost' | 'duplicate' | 'unknown_payment';

/** Withdrawals wait while a dispute of the player's deposits is open, or was lost (the money went back to the payer). */
const HOLDING: Array<PaymentDisputeRow['status']> = ['open', 'lost'];

/** True while a dispute holds the player's withdrawals: new ones are refused and pending ones wait (not approved). */
export async function withdrawalsHeld(db: Db, playerId: number): Promise<boolean> {
  const row = await db.selectFrom('payment_disputes').select('id').where('player_id', '=', playerId).where('status', 'in', HOLDING).limit(1).executeTakeFirst();
  return row !== undefined;
}

/** The paid deposit a dispute names: by the payment's handle at the PSP, or its reference there (the local PSP). */
function disputedDeposit(trx: Db, provider: string, handle: string): Promise<TransactionRow | undefined> {
  return trx
    .selectFrom('transactions')
    .selectAll()
    .where('provider', '=', provider)
    .where('type', '=', TransactionType.Deposit)
    .where('status', '=', S.Confirmed)
    .where((eb) => eb.or([eb('payment_handle', '=', handle), eb('provider_reference', '=', handle)]))
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
}

/**
 * The bonuses that deposit earned and that are still running end as forfeited, through the ledger (their bonus money
 * leaves once: the keys are the bonus's own forfeit keys). Answers the bonus money taken.
 */
async function removeDepositBonuses(trx: Db, tx: TransactionRow, now: Date): Promise<number> {
  // What leaves the player's money: a forfeit gives the deposit's share of the bonus's pot back to cash.
  const held = async () => {
    const { bonusMinor, cashMinor } = await balances(trx, tx.player_id);
    return bonusMinor + cashMinor;
  };
  const before = await held();
  const running = await trx.selectFrom('player_bonuses').selectAll().where('transaction_id', '=', tx.id).where('status', '=', 'active').execute();
  for (const bonus of running) await finish(trx, bonus, 'forfeited', now);
  return before - (await held());
}

const auditView = (d: Pick<PaymentDisputeRow, 'dispute_id' | 'status' | 'amount_minor' | 'reason' | 'bonus_removed_minor'>) => ({
  disputeId: d.dispute_id,
  status: d.status,
  amountMinor: Number(d.amount_minor),
  reason: d.reason,
  bonusRemovedMinor: Number(d.bonus_removed_minor),
});

/**
 * A PSP's dispute of a paid deposit, exactly once per (provider, dispute id) and per resolution: opened, it holds
 * the player's withdrawals and takes back the bonuses that deposit earned; won, the hold lifts (unless another
 * dispute holds it); lost, it stays until finance settles it with the player. Each step is an audit row in the same
 * transaction, which finance reads in the back office with the disputes list.
 */
export async function recordDispute(ctx: AppContext, provider: string, event: DisputeEvent): Promise<DisputeResult> {
  const now = ctx.now();
  const attempt = () =>
    transact(ctx.db.kysely, async (trx): Promise<DisputeResult> => {
      const tx = await disputedDeposit(trx, provider, event.paymentHandle);
      if (!tx) return 'unknown_payment';
      await lockMoney(trx, tx.player_id);
      const at = now.toISOString();
      const actor = { kind: 'provider', name: provider } as const;
      const target = `transaction:${tx.id}`;
      const earlier = await trx.selectFrom('payment_disputes').selectAll().where('provider', '=', provider).where('dispute_id', '=', event.disputeId).executeTakeFirst();
      if (!earlier) {
        // Its closing may come first (the opening lost or late): recorded as decided, the bonuses taken back all the same.
        const removed = event.status === 'won' ? 0 : await removeDepositBonuses(trx, tx, now);
        const row = await trx
          .insertInto('payment_disputes')
          .values({
            transaction_id: tx.id, player_id: tx.player_id, provider, dispute_id: event.disputeId, amount_minor: event.amountMinor, reason: event.reason.slice(0, 100),
            status: event.status, bonus_removed_minor: removed, opened_at: at, closed_at: event.status === 'open' ? null : at,
          })
          .returningAll()
          .executeTakeFirstOrThrow();
        await writeAudit(trx, actor, { action: `payment.dispute.${event.status === 'open' ? 'opened' : event.status}`, target, after: auditView(row) }, now);
        return event.status === 'open' ? 'opened' : event.status;
      }
      // The same dispute again (a redelivery, or its opening after its closing): nothing more to do.
      if (event.status === 'open' || earlier.status !== 'open') return 'duplicate';
      const moved = await trx
        .updateTable('payment_disputes')
        .set({ status: event.status, closed_at: at })
        .where('id', '=', earlier.id)
        .where('status', '=', 'open')
        .executeTakeFirst();
      if (Number(moved.numUpdatedRows) === 0) return 'duplicate';
      await writeAudit(trx, actor, { action: `payment.dispute.${event.status}`, target, before: auditView(earlier), after: auditView({ ...earlier, status: event.status }) }, now);
      return event.status;
    });
  try {
    return await attempt();
  } catch (error) {
    // The same event delivered twice at once: the other delivery recorded it.
    if (isUniqueViolation(error)) return attempt();
    throw error;
  }
}

export interface DisputeListItem {
  id: number;
  transactionId: number;
  reference: string;
  playerId: number;
  username: string;
  provider: string;
  disputeId: string;
  amountMinor: number;
  reason: string;
  status: PaymentDisputeRow['status'];
  bonusRemovedMinor: number;
  openedAt: string;
  closedAt: string | null;
}

/** Finance's list: open disputes first (oldest first: the longest waiting), then the latest closed ones. */
export async function disputeList(db: Db): Promise<DisputeListItem[]> {
  const rows = await db
    .selectFrom('payment_disputes as d')
    .innerJoin('transactions as t', 't.id', 'd.transaction_id')
    .innerJoin('players as p', 'p.id', 'd.player_id')
    .select(['d.id', 'd.transaction_id', 't.reference', 'd.player_id', 'p.username', 'd.provider', 'd.dispute_id', 'd.amount_minor', 'd.reason', 'd.status', 'd.bonus_removed_minor', 'd.opened_at', 'd.closed_at'])
    .orderBy('d.id', 'desc')
    .limit(200)
    .execute();
  const items = rows.map((r) => ({
    id: r.id,
    transactionId: r.transaction_id,
    reference: r.reference,
    playerId: r.player_id,
    username: r.username,
    provider: r.provider,
    disputeId: r.dispute_id,
    amountMinor: Number(r.amount_minor),
    reason: r.reason,
    status: r.status,
    bonusRemovedMinor: Number(r.bonus_removed_minor),
    openedAt: r.opened_at,
    closedAt: r.closed_at,
  }));
  return [...items.filter((i) => i.status === 'open').reverse(), ...items.filter((i) => i.status !== 'open')];
}

/** The dashboard's count of disputes still open. */
export async function openDisputes(db: Db): Promise<number> {
  const row = await db.selectFrom('payment_disputes').select((eb) => eb.fn.countAll<number>().as('n')).where('status', '=', 'open').executeTakeFirstOrThrow();
  return Number(row.n);
}
