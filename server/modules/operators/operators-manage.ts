import type { OperatorCreatePayload, OperatorRole } from '../../../contracts/admin-calls.js';
import type { AppContext } from '../../context.js';
import { done, refused, type Outcome } from '../outcome.js';
import { changeOperatorRole, createOperator, disableOperator, enableOperator, listOperators, resetOperatorTotp } from './accounts.js';
import type { Actor } from './audit.js';

/*
 * The back office's Operators screen: the same service functions as `npm run operator` (accounts.ts), addressed by id,
 * and an admin cannot disable or demote themselves (there would be no one left to undo it in the screen).
 */

type Me = { operatorId: number; ip: string };
const actorOf = (me: Me): Actor => ({ kind: 'operator', operatorId: me.operatorId, ip: me.ip });

export const operatorList = (ctx: AppContext) => listOperators(ctx.db.kysely);

async function usernameOf(ctx: AppContext, id: number): Promise<string | null> {
  const row = await ctx.db.kysely.selectFrom('operators').select('username').where('id', '=', id).executeTakeFirst();
  return row?.username ?? null;
}

export async function addOperator(ctx: AppContext, me: Me, input: OperatorCreatePayload): Promise<Outcome<{ id: number; username: string; enrollCode: string }>> {
  const created = await createOperator(ctx.db.kysely, input, actorOf(me), ctx.now());
  // The payload passed the contract's rules, which are the command line's; what is left is a name already in use.
  if (!created.ok) return refused('operator_taken');
  return done({ id: created.id, username: (await usernameOf(ctx, created.id))!, enrollCode: created.enrollCode });
}

export type OperatorChange = { kind: 'role'; role: OperatorRole } | { kind: 'disable' } | { kind: 'enable' } | { kind: 'resetTotp' };

/** One change to another operator (or a harmless one to oneself), audited with before and after by accounts.ts. */
export async function changeOperator(ctx: AppContext, me: Me, id: number, change: OperatorChange): Promise<Outcome<{ username: string; enrollCode?: string }>> {
  const username = await usernameOf(ctx, id);
  if (username === null) return refused('operator_not_found');
  const self = id === me.operatorId;
  if (self && (change.kind === 'disable' || (change.kind === 'role' && change.role !== 'admin'))) return refused('operator_self_change');
  const db = ctx.db.kysely;
  const now = ctx.now();
  const actor = actorOf(me);
  const changed =
    change.kind === 'role' ? await changeOperatorRole(db, username, change.role, actor, now)
    : change.kind === 'disable' ? await disableOperator(db, username, actor, now)
    : change.kind === 'enable' ? await enableOperator(db, username, actor, now)
    : await resetOperatorTotp(db, username, actor, now);
  if (!changed) return refused('operator_not_found');
  return done(typeof changed === 'string' ? { username, enrollCode: changed } : { username });
}
