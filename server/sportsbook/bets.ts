import type * as z from 'zod';
import type { placeBetRequest } from '../../contracts/sportsbook.js';
import type { Locale } from '../../i18n/locales.js';
import { bookNow } from './clock.js';
import type { BookDeps } from './deps.js';
import { bookAt } from './draws.js';
import { BookFailure } from './messages.js';
import { checkSlip, type CheckedSlip } from './slip.js';
import { insertPending, moveBet, type SbBet } from './store.js';
import type { BetAnswer, PartnerKey } from './wallet-port.js';

export type PlaceBetRequest = z.infer<typeof placeBetRequest>;

const REFUSALS = {
  not_logged_in: new BookFailure('not_logged_in', 'sportsbook.error.notLoggedIn'),
  zero_balance: new BookFailure('zero_balance', 'sportsbook.error.zeroBalance'),
  refused: new BookFailure('invalid', 'sportsbook.error.closed'),
  unavailable: new BookFailure('unavailable', 'sportsbook.error.unavailable'),
} as const;

/**
 * A bet: the slip checked against the book's clock, stored as pending, then debited through the partner's wallet.
 * An answer the book cannot act on (network, timeout, system error) is rolled back at once, as Betsy does: the player
 * is told the bet was not taken, and the stake is returned if the operator took it. A rollback that gets no answer
 * either leaves the bet pending for the sweep to roll back again.
 */
export async function placeBet(deps: BookDeps, partner: PartnerKey, request: PlaceBetRequest, locale: Locale): Promise<SbBet> {
  const nowMs = await bookNow(deps.db, deps.now());
  const slip = checkSlip(await bookAt(deps, nowMs, request.selections.map((s) => s.fixtureId)), nowMs, request.selections, request.acceptOddsChanges, locale);
  const wallet = deps.wallets[partner];
  const who = await wallet.user(request.t);
  if (!who.ok) throw REFUSALS[who.code];
  const bet = await insertPending(deps.db, {
    partner, playerRef: who.user.playerRef, token: request.t, selections: slip.selections, stakeMinor: request.stakeMinor, oddsX1000: slip.oddsX1000, createdAt: deps.now().toISOString(),
  });
  const answer = await sendBet(deps, bet, slip);
  if (!answer.ok) throw REFUSALS[answer.code];
  return { ...bet, status: 'open' };
}

const walletBet = (bet: SbBet, slip: Pick<CheckedSlip, 'described'>) => ({
  token: bet.token, playerRef: bet.playerRef, transactionId: bet.publicId, stakeMinor: bet.stakeMinor, oddsX1000: bet.oddsX1000, selections: slip.described,
});

/** Sends a pending bet to the operator and records its answer: open, failed, or (unanswered) rolled back. */
export async function sendBet(deps: BookDeps, bet: SbBet, slip: Pick<CheckedSlip, 'described'>): Promise<BetAnswer> {
  const answer = await deps.wallets[bet.partner].bet(walletBet(bet, slip));
  if (answer.ok) await moveBet(deps.db, bet.id, 'pending', { status: 'open' });
  else if (answer.code !== 'unavailable') await moveBet(deps.db, bet.id, 'pending', { status: 'failed' });
  else await rollBack(deps, bet, slip);
  return answer;
}

/** A pending bet given up: once the operator acknowledges the rollback it is `failed` (never settled, never shown). */
export async function rollBack(deps: BookDeps, bet: SbBet, slip: Pick<CheckedSlip, 'described'>): Promise<boolean> {
  const done = await deps.wallets[bet.partner].rollback(walletBet(bet, slip));
  if (done) await moveBet(deps.db, bet.id, 'pending', { status: 'failed' });
  return done;
}
