import type * as z from 'zod';
import type { placeBetRequest } from '../../contracts/sportsbook.js';
import type { Locale } from '../../i18n/locales.js';
import { bookNow } from './clock.js';
import type { BookDeps } from './deps.js';
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
 * An answer the book cannot act on leaves it pending: the sweep sends it again under the same transaction id.
 */
export async function placeBet(deps: BookDeps, partner: PartnerKey, request: PlaceBetRequest, locale: Locale): Promise<SbBet> {
  const nowMs = await bookNow(deps.db, deps.now());
  const slip = checkSlip(deps.seed, nowMs, request.selections, request.acceptOddsChanges, locale);
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

/** Sends a pending bet to the operator and records its answer: open, failed, or still pending. */
export async function sendBet(deps: BookDeps, bet: SbBet, slip: Pick<CheckedSlip, 'described'>): Promise<BetAnswer> {
  const answer = await deps.wallets[bet.partner].bet({ token: bet.token, playerRef: bet.playerRef, transactionId: bet.publicId, stakeMinor: bet.stakeMinor, oddsX1000: bet.oddsX1000, selections: slip.described });
  if (answer.ok) await moveBet(deps.db, bet.id, 'pending', { status: 'open' });
  else if (answer.code !== 'unavailable') await moveBet(deps.db, bet.id, 'pending', { status: 'failed' });
  return answer;
}
