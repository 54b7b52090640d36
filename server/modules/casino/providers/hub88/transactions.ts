import type { CallbackDeps } from '../types.js';
import { placeBet, rollbackTransaction, settleWin } from '../../wallet/service.js';
import { transactionByRef } from '../../wallet/records.js';
import type { BetOutcome, GameSessionInfo, RollbackOutcome, WinOutcome } from '../../wallet/types.js';
import { kurusOf } from './money.js';
import { RS, type BetBody, type RollbackBody, type RsStatus, type WalletResponse, type WinBody } from './schemas.js';
import { answer, refusalWithBalance, resolveSession } from './session.js';

const BET_STATUS: Record<BetOutcome['status'], RsStatus> = {
  ok: RS.OK,
  insufficient_funds: RS.NOT_ENOUGH_MONEY,
  player_blocked: RS.USER_DISABLED,
  limit_reached: RS.LIMIT_REACHED,
  // Its rollback came first: the bet is refused for good. The docs name no status for this; Hub88 answers any
  // unsuccessful bet status with a rollback, which we have already applied.
  rolled_back: RS.UNKNOWN,
  duplicate_conflict: RS.DUPLICATE_TRANSACTION,
};

const WIN_STATUS: Record<WinOutcome['status'], RsStatus> = {
  ok: RS.OK,
  bet_not_found: RS.TRANSACTION_DOES_NOT_EXIST,
  duplicate_conflict: RS.DUPLICATE_TRANSACTION,
};

const ROLLBACK_STATUS: Record<RollbackOutcome['status'], RsStatus> = {
  ok: RS.OK,
  // "If you received rollback request and can't find the transaction to roll back, respond RS_OK" (Hub88 statuses).
  // The wallet has recorded it, so the bet is refused if it ever arrives.
  target_not_found: RS.OK,
  insufficient_funds: RS.NOT_ENOUGH_MONEY,
  duplicate_conflict: RS.DUPLICATE_TRANSACTION,
};

function common(session: GameSessionInfo, body: BetBody | WinBody | RollbackBody, now: Date) {
  return {
    provider: 'hub88' as const,
    playerId: session.playerId,
    gameId: session.gameId,
    roundRef: body.round,
    transactionRef: body.transaction_uuid,
    now,
  };
}

type Outcome = BetOutcome | WinOutcome | RollbackOutcome;

/** A retry of an applied transaction gets the first answer, balance included (Hub88 expects the same response). */
async function firstAnswer(deps: CallbackDeps, transactionRef: string, outcome: Outcome): Promise<{ totalMinor: number }> {
  if (outcome.status !== 'ok' || !outcome.replayed) return outcome.balance;
  const first = await transactionByRef(deps.db.kysely, 'hub88', transactionRef);
  return first ? { totalMinor: first.balance_after_minor } : outcome.balance;
}

/** POST /transaction/bet: a debit, once per transaction_uuid. */
export async function bet(deps: CallbackDeps, body: BetBody): Promise<WalletResponse> {
  const resolved = await resolveSession(deps, body);
  if (!resolved.ok) return resolved.answer;
  const { session } = resolved;
  if (session.expired) return refusalWithBalance(deps, RS.TOKEN_EXPIRED, body, session);
  const amountMinor = kurusOf(body.amount);
  if (amountMinor === null) return refusalWithBalance(deps, RS.UNKNOWN, body, session);
  // A free bet is paid by the reward, not by the player: nothing to debit.
  if (body.is_free || amountMinor === 0) return refusalWithBalance(deps, RS.OK, body, session);
  const outcome = await placeBet(deps.db.kysely, { ...common(session, body, deps.now()), amountMinor, closeRound: body.round_closed ?? undefined });
  return answer(BET_STATUS[outcome.status], body, session, await firstAnswer(deps, body.transaction_uuid, outcome));
}

/** POST /transaction/win: a credit against its bet (reference_transaction_uuid), once per transaction_uuid. */
export async function win(deps: CallbackDeps, body: WinBody): Promise<WalletResponse> {
  const resolved = await resolveSession(deps, body);
  if (!resolved.ok) return resolved.answer;
  const { session } = resolved;
  const amountMinor = kurusOf(body.amount);
  if (amountMinor === null) return refusalWithBalance(deps, RS.UNKNOWN, body, session);
  const outcome = await settleWin(deps.db.kysely, {
    ...common(session, body, deps.now()),
    amountMinor,
    betRef: body.reference_transaction_uuid,
    freeRound: body.is_free ?? undefined,
    closeRound: body.round_closed ?? undefined,
  });
  return answer(WIN_STATUS[outcome.status], body, session, await firstAnswer(deps, body.transaction_uuid, outcome));
}

/** POST /transaction/rollback: reverses the referenced transaction once, even one that has not arrived yet. */
export async function rollback(deps: CallbackDeps, body: RollbackBody): Promise<WalletResponse> {
  const resolved = await resolveSession(deps, body);
  if (!resolved.ok) return resolved.answer;
  const { session } = resolved;
  const outcome = await rollbackTransaction(deps.db.kysely, { ...common(session, body, deps.now()), targetRef: body.reference_transaction_uuid });
  return answer(ROLLBACK_STATUS[outcome.status], body, session, await firstAnswer(deps, body.transaction_uuid, outcome));
}
