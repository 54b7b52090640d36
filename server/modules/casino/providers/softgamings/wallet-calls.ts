import type { Balances } from '../../../wallet/service.js';
import { gameBalance, placeBet, rollbackTransaction, settleWin } from '../../wallet/service.js';
import type { BetOutcome, GameSessionInfo, RollbackOutcome, WinOutcome } from '../../wallet/types.js';
import type { CallbackDeps } from '../types.js';
import { fromMinor } from './money.js';
import { ONEWALLET_ERROR, type MoneyCall, type OneWalletAnswer, type OneWalletError } from './schemas.js';

const PROVIDER = 'softgamings' as const;
type Outcome = BetOutcome | WinOutcome | RollbackOutcome;

const refusalOf: Record<Exclude<Outcome['status'], 'ok' | 'target_not_found'>, OneWalletError> = {
  insufficient_funds: ONEWALLET_ERROR.funds,
  player_blocked: ONEWALLET_ERROR.blocked,
  limit_reached: ONEWALLET_ERROR.limit,
  rolled_back: ONEWALLET_ERROR.rolledBack,
  duplicate_conflict: ONEWALLET_ERROR.mismatch,
  bet_not_found: ONEWALLET_ERROR.betNotFound,
};

const balanceText = (b: Balances) => fromMinor(b.totalMinor);

function answerOf(call: MoneyCall, outcome: Outcome): OneWalletAnswer {
  const balance = balanceText(outcome.balance);
  // A rollback whose target never came moved nothing and blocks the target for good: that is done, as asked.
  if (outcome.status === 'ok' || outcome.status === 'target_not_found') return { status: 'OK', tid: call.tid, balance };
  return { error: refusalOf[outcome.status], balance };
}

/** Free rounds and promotions are paid without a bet of ours (Fundist marks them by game_extra / subtype). */
const isGift = (call: MoneyCall) => call.subtype === 'promotion' || (call.game_extra?.toUpperCase().startsWith('FREEROUNDS') ?? false);

export async function applyMoneyCall(deps: CallbackDeps, session: GameSessionInfo, call: MoneyCall, amountMinor: number): Promise<OneWalletAnswer> {
  const db = deps.db.kysely;
  const roundRef = call.i_gameid ?? (isGift(call) ? `gift:${call.tid}` : undefined);
  if (!roundRef) return { error: ONEWALLET_ERROR.request };
  const common = { provider: PROVIDER, playerId: session.playerId, gameId: session.gameId, roundRef, transactionRef: call.tid, now: deps.now() };

  if (call.i_rollback) {
    const refusal = await rollbackRefusal(deps, session, call, amountMinor);
    if (refusal) return refusal;
    return answerOf(call, await rollbackTransaction(db, { ...common, targetRef: call.i_rollback }));
  }
  if (call.type === 'debit') {
    if (session.expired) return { error: ONEWALLET_ERROR.expired };
    // Nothing to take (a free spin the game reports as a zero bet): the balance, unchanged.
    if (amountMinor === 0) return { status: 'OK', tid: call.tid, balance: balanceText(await gameBalance(db, session.playerId)) };
    return answerOf(call, await placeBet(db, { ...common, amountMinor, closeRound: call.round_ended }));
  }
  return answerOf(call, await settleWin(db, { ...common, amountMinor, closeRound: call.round_ended, freeRound: isGift(call) }));
}

/**
 * A credit with i_rollback undoes a debit, a debit with i_rollback undoes a credit, for the same amount and player.
 * When the target has arrived we hold the rollback to that; when it has not, the wallet records the rollback so
 * that the target is refused when it comes.
 */
async function rollbackRefusal(deps: CallbackDeps, session: GameSessionInfo, call: MoneyCall, amountMinor: number): Promise<OneWalletAnswer | null> {
  const target = await deps.db.kysely
    .selectFrom('game_transactions')
    .select(['kind', 'amount_minor', 'player_id'])
    .where('provider', '=', PROVIDER)
    .where('transaction_ref', '=', call.i_rollback!)
    .executeTakeFirst();
  if (!target) return null;
  const undoes = call.type === 'credit' ? 'bet' : 'win';
  if (target.kind === undoes && Number(target.amount_minor) === amountMinor && target.player_id === session.playerId) return null;
  return { error: ONEWALLET_ERROR.mismatch, balance: balanceText(await gameBalance(deps.db.kysely, session.playerId)) };
}
