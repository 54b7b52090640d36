import type { AppContext } from '../../context.js';
import { transact } from '../../db/transact.js';
import { writeAudit } from './audit.js';
import { endOperatorSession, type OperatorPrincipal } from './sessions.js';

export { checkOperatorCode, checkOperatorPassword } from './sign-in.js';

export const identityOf = (operator: OperatorPrincipal) => ({ id: operator.operatorId, username: operator.username, role: operator.role });

export async function signOutOperator(ctx: AppContext, operator: OperatorPrincipal, ip: string): Promise<void> {
  const now = ctx.now();
  await transact(ctx.db.kysely, async (trx) => {
    if (!(await endOperatorSession(trx, operator.sessionId, 'logout', now))) return;
    await writeAudit(trx, { kind: 'operator', operatorId: operator.operatorId, ip }, { action: 'operator.logout', target: `operator:${operator.operatorId}`, before: { sessionId: operator.sessionId } }, now);
  });
}
