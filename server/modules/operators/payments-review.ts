import type { TransactionItem } from '../../../contracts/money.js';
import type { AppContext } from '../../context.js';
import { transact } from '../../db/transact.js';
import { done, type Outcome, type Refused } from '../outcome.js';
import { decideTransaction, pendingCounts, reviewQueue } from '../payments/service.js';
import { writeAudit } from './audit.js';
import type { OperatorPrincipal } from './sessions.js';

export { pendingCounts, reviewQueue };

class Rollback extends Error {
  constructor(readonly outcome: Refused) {
    super(outcome.reason);
  }
}

/**
 * An operator's decision on a pending withdrawal or bank-transfer deposit: the payments service moves the money, and
 * the audit row (before and after) is written in the same transaction. A refused decision rolls everything back.
 */
export async function decidePayment(
  ctx: AppContext,
  operator: OperatorPrincipal,
  ip: string,
  input: { id: number; decision: 'approve' | 'reject'; reason?: string },
): Promise<Outcome<TransactionItem>> {
  const now = ctx.now();
  try {
    return await transact(ctx.db.kysely, async (trx) => {
      const outcome = await decideTransaction(ctx, { ...input, actor: `operator:${operator.operatorId}` }, trx);
      if (!outcome.ok) throw new Rollback(outcome);
      const { before, after } = outcome.value;
      const entry = { action: `payment.${input.decision}`, target: `transaction:${input.id}`, before, after };
      await writeAudit(trx, { kind: 'operator', operatorId: operator.operatorId, ip }, entry, now);
      return done(after);
    });
  } catch (error) {
    if (error instanceof Rollback) return error.outcome;
    throw error;
  }
}
