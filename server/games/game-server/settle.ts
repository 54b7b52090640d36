import type { GameServerDeps } from './deps.js';
import { markRolledBack, markSettled, markVoid, paramsOf, type RoundRow } from './rounds.js';
import { betFailure, withRetries } from './wallet-calls.js';
import type { GsSession } from './wallet-port.js';

/** Transaction ids: the round's public id and what the call does, so every retry repeats the same id. */
export const transactionIds = (roundId: string) => ({ bet: `${roundId}:bet`, win: `${roundId}:win`, rollback: `${roundId}:rb` });

/**
 * Sends the round's bet. Taken: the balance after it. Refused: the round is void and the frame hears why (with the
 * balance). Never answered: the round is void, its rollback is sent (and left to the sweep if that too gets no
 * answer, so that a bet arriving late is refused), and the frame hears the wallet is unavailable.
 */
export async function takeBet(deps: GameServerDeps, session: GsSession, round: RoundRow): Promise<number> {
  const ids = transactionIds(round.public_id);
  const params = paramsOf(round);
  // Roulette's bets go with the stake: the operator's bonus terms count bets on both sides of a spin as nothing.
  const detail = params.engine === 'roulette' ? { bets: params.bets } : undefined;
  const answer = await withRetries(deps, () => deps.wallet.bet(session, { roundId: round.public_id, transactionId: ids.bet, amountMinor: round.bet_minor, ...(detail ? { detail } : {}) }));
  if (answer.ok) return answer.balanceMinor;
  const unanswered = answer.error === 'unavailable';
  // Not voided: the sweep took the round over meanwhile (its own win or rollback decides it).
  const voided = await markVoid(deps.db.kysely, round.id, deps.now(), !unanswered);
  if (voided && unanswered) await rollBack(deps, session, round);
  throw betFailure(answer);
}

/** Reverses a void round's bet; acknowledged (or refused for good), the round owes the wallet nothing more. */
export async function rollBack(deps: GameServerDeps, session: GsSession, round: RoundRow): Promise<boolean> {
  const ids = transactionIds(round.public_id);
  const answer = await withRetries(deps, () => deps.wallet.rollback(session, { roundId: round.public_id, transactionId: ids.rollback, betTransactionId: ids.bet }));
  if (!answer.ok && answer.error === 'unavailable') return false;
  if (!answer.ok) deps.log.warn({ provider: deps.provider, round: round.public_id, error: answer.error }, 'rollback refused');
  await markRolledBack(deps.db.kysely, round.id, deps.now());
  return true;
}

export type WinResult = { paid: true; balanceMinor: number } | { paid: false; refused: boolean };

/** Sends the round's win (0 closes a lost round) with its proof; acknowledged, the round is settled. */
export async function payWin(deps: GameServerDeps, session: GsSession, round: RoundRow): Promise<WinResult> {
  const ids = transactionIds(round.public_id);
  const seed = await deps.db.kysely.selectFrom('gs_seeds').select(['server_seed_hash', 'client_seed']).where('id', '=', round.seed_id).executeTakeFirstOrThrow();
  const detail = { serverSeedHash: seed.server_seed_hash, clientSeed: seed.client_seed, nonce: round.nonce, roundId: round.public_id };
  const answer = await withRetries(deps, () =>
    deps.wallet.win(session, { roundId: round.public_id, transactionId: ids.win, betTransactionId: ids.bet, amountMinor: round.win_minor, detail }),
  );
  if (answer.ok) {
    await markSettled(deps.db.kysely, round.id, deps.now());
    return { paid: true, balanceMinor: answer.balanceMinor };
  }
  deps.log.warn({ provider: deps.provider, round: round.public_id, error: answer.error }, 'win not acknowledged; the sweep retries it');
  return { paid: false, refused: answer.error !== 'unavailable' };
}
