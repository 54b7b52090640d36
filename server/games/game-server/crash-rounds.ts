import type { CrashOutcome, CrashParams } from '../../../contracts/games/engine.js';
import { msToReach, multiplierAt, settleCrash } from '../../../contracts/games/engines/index.js';
import type { GameServerDeps } from './deps.js';
import { decideRound, outcomeOf, paramsOf, roundById, type RoundRow, type RunningCrash } from './rounds.js';
import { payWin, type WinResult } from './settle.js';
import type { GsSession } from './wallet-port.js';

/**
 * A running crash round stores its outcome without `cashedOutAt` (the crash point, kept from the frame until the
 * round is over); deciding it writes the key, null when it lost. Everything follows from the stored start, the crash
 * point and the clock, so any process can decide a round, and deciding it twice gives the same answer.
 */
export const runningCrash = (crashAt: number): RunningCrash => ({ engine: 'crash', crashAt });

export const isDecided = (round: RoundRow) => Object.hasOwn(outcomeOf(round), 'cashedOutAt');

/** Still in the air: open and not yet decided (a decided round only waits for its win to be acknowledged). */
export const isRunning = (round: RoundRow) => round.status === 'open' && !isDecided(round);

/** How the round ends if it is over at `now` (or cashed out by hand then); null while it is still running. */
export function crashDecision(round: RoundRow, now: Date, cashout: boolean) {
  const { crashAt } = outcomeOf(round) as CrashOutcome | RunningCrash;
  const { autoCashout } = paramsOf(round) as CrashParams;
  const elapsedMs = now.getTime() - Date.parse(round.created_at);
  if (autoCashout !== null && autoCashout <= crashAt && elapsedMs >= msToReach(autoCashout)) return settleCrash(crashAt, autoCashout, round.bet_minor);
  if (elapsedMs >= msToReach(crashAt)) return settleCrash(crashAt, null, round.bet_minor);
  return cashout ? settleCrash(crashAt, multiplierAt(elapsedMs), round.bet_minor) : null;
}

export type CrashProgress = { round: RoundRow; win: WinResult | null };

/**
 * Moves an open crash round on: decides it when it is over (or the player cashes out) and sends the win. `win` is
 * null while it is still running, or when it had already been decided and settled.
 */
export async function progressCrash(deps: GameServerDeps, session: GsSession, round: RoundRow, cashout = false): Promise<CrashProgress> {
  let current = round;
  if (current.status === 'open' && !isDecided(current)) {
    const decision = crashDecision(current, deps.now(), cashout);
    if (!decision) return { round: current, win: null };
    current = (await decideRound(deps.db.kysely, current, decision.outcome, decision.winMinor)) ?? (await roundById(deps.db.kysely, current.id));
  }
  if (current.status !== 'open') return { round: current, win: null };
  const win = await payWin(deps, session, current);
  return { round: await roundById(deps.db.kysely, current.id), win };
}
