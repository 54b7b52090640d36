import type { Kysely } from 'kysely';
import type { Database } from '../../../../db/schema.js';
import { gameBalance, placeBet, resolveGameSession, rollbackTransaction, settleWin } from '../../wallet/service.js';
import type { BetOutcome, ProviderKey, RollbackOutcome, WinOutcome } from '../../wallet/types.js';
import type { CallbackDeps } from '../types.js';
import { answerOf, type Answer } from './answers.js';
import type { Fields, Status, WalletCall, WalletMapping } from './mapping.js';

type Outcome = BetOutcome | WinOutcome | RollbackOutcome;

const statusOf = (outcome: Outcome): Status => {
  switch (outcome.status) {
    case 'ok':
      return outcome.replayed ? 'replayed' : 'ok';
    case 'rolled_back':
      return 'bet_rolled_back';
    default:
      return outcome.status;
  }
};

// A bet applied before its token lapsed is still answered as it was when the provider retries it.
async function betKnown(db: Kysely<Database>, provider: ProviderKey, transactionRef: string): Promise<boolean> {
  const row = await db
    .selectFrom('game_transactions')
    .select('id')
    .where('provider', '=', provider)
    .where('transaction_ref', '=', transactionRef)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * A verified, well-formed callback applied to the game wallet, answered in the provider's terms. The wallet makes
 * it idempotent (one debit per transaction id, first answer on a retry); this decides only who may do what: an
 * unknown or foreign token is refused, a lapsed one still gets wins and rollbacks paid.
 */
export async function settle(mapping: WalletMapping, deps: CallbackDeps, call: WalletCall, request: Fields): Promise<Answer> {
  const db = deps.db.kysely;
  const now = deps.now();
  const reply = (status: Status, balanceMinor?: number) => answerOf(mapping, status, { balanceMinor, request });
  const session = await resolveGameSession(db, mapping.key, call.token, now);
  if (!session || String(session.playerId) !== call.playerRef) return reply('token_unknown');
  if (call.currency !== session.currency) return reply('bad_request');
  const common = { provider: mapping.key, playerId: session.playerId, gameId: session.gameId, now };
  let outcome: Outcome;
  switch (call.op) {
    case 'balance':
      return reply('ok', (await gameBalance(db, session.playerId)).totalMinor);
    case 'bet':
      if (session.expired && !(await betKnown(db, mapping.key, call.transactionRef))) {
        return reply('token_expired', (await gameBalance(db, session.playerId)).totalMinor);
      }
      outcome = await placeBet(db, { ...common, roundRef: call.roundRef, transactionRef: call.transactionRef, amountMinor: call.amountMinor });
      break;
    case 'win':
      outcome = await settleWin(db, {
        ...common,
        roundRef: call.roundRef,
        transactionRef: call.transactionRef,
        amountMinor: call.amountMinor,
        betRef: call.betRef,
        closeRound: call.closeRound,
      });
      break;
    case 'rollback':
      outcome = await rollbackTransaction(db, { ...common, roundRef: call.roundRef, transactionRef: call.transactionRef, targetRef: call.targetRef });
      break;
  }
  return reply(statusOf(outcome), outcome.balance.totalMinor);
}
