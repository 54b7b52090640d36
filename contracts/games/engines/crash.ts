import type { CrashOutcome, CrashParams, Engine } from '../engine';
import { expectEngine, expectFloats, expectStake, fail } from './guards';

/**
 * Crash: the multiplier (×100) climbs along `multiplierAt` until the round's crash point. One float fixes the point:
 * max(100, floor(99 / (1 − float))), capped at 100000 (1000×), so P(crash point ≥ x) = 0.99 / x on the hundredth grid
 * and cashing out at any x returns 99 % of the stake on average. A crash point of 1.00× busts every bet.
 */
export const MIN_MULTIPLIER = 100;
export const MAX_MULTIPLIER = 100_000;
/** Growth per millisecond: 2× after about 11.6 s, 10× after 38.4 s, 1000× after 115 s. */
export const GROWTH_PER_MS = 0.00006;

const info = {
  id: 'crash',
  /** 0.99 at every cash-out target, less under 2.4e-7 from the 2^-32 float grid; whole-kuruş payouts round down. */
  rtp: 0.99,
  volatility: 'high',
  floatsPerRound: 1,
  minBetMinor: 100,
  maxBetMinor: 100_000,
} as const;

export function crashPoint(float: number): number {
  if (!(float >= 0 && float < 1)) fail('floats must lie in [0, 1)');
  return Math.min(MAX_MULTIPLIER, Math.max(MIN_MULTIPLIER, Math.floor(99 / (1 - float))));
}

/** The multiplier (×100) the curve shows `elapsedMs` after the round starts; the server and the frame share it. */
export function multiplierAt(elapsedMs: number): number {
  if (!(elapsedMs > 0)) return MIN_MULTIPLIER;
  return Math.min(MAX_MULTIPLIER, Math.floor(100 * Math.exp(GROWTH_PER_MS * elapsedMs)));
}

/** The first whole millisecond at which `multiplierAt` reaches `multiplierX100`. */
export function msToReach(multiplierX100: number): number {
  if (multiplierX100 <= MIN_MULTIPLIER) return 0;
  if (multiplierX100 > MAX_MULTIPLIER) return Infinity;
  let ms = Math.ceil(Math.log(multiplierX100 / 100) / GROWTH_PER_MS);
  // Math.exp and Math.log round; settle the last millisecond against the curve itself.
  while (ms > 0 && multiplierAt(ms - 1) >= multiplierX100) ms--;
  while (multiplierAt(ms) < multiplierX100) ms++;
  return ms;
}

function checkCashout(multiplierX100: number, what: string): void {
  if (!Number.isInteger(multiplierX100) || multiplierX100 < MIN_MULTIPLIER || multiplierX100 > MAX_MULTIPLIER) {
    fail(`${what} must be a whole number from ${MIN_MULTIPLIER} to ${MAX_MULTIPLIER}`);
  }
}

/** A cash-out wins when it comes at or before the crash point and the round did not bust at 1.00×. */
export function settleCrash(crashAt: number, cashedOutAt: number | null, betMinor: number) {
  expectStake(betMinor, info);
  checkCashout(crashAt, 'crash point');
  if (cashedOutAt !== null) checkCashout(cashedOutAt, 'cash-out');
  const paidAt = cashedOutAt !== null && crashAt > MIN_MULTIPLIER && cashedOutAt <= crashAt ? cashedOutAt : null;
  const outcome: CrashOutcome = { engine: 'crash', crashAt, cashedOutAt: paidAt };
  return { outcome, winMinor: paidAt === null ? 0 : Math.floor((betMinor * paidAt) / 100), betMinor };
}

function betOf(params: CrashParams): number {
  expectEngine<CrashParams>(params, 'crash');
  if (params.autoCashout !== null) {
    if (!Number.isInteger(params.autoCashout) || params.autoCashout <= MIN_MULTIPLIER || params.autoCashout > MAX_MULTIPLIER) {
      fail(`auto cash-out must be a whole number from ${MIN_MULTIPLIER + 1} to ${MAX_MULTIPLIER}`);
    }
  }
  return expectStake(params.betMinor, info);
}

/**
 * Settles a round by its auto cash-out. With `autoCashout: null` the round is the player's to cash out: the server
 * keeps it open and settles it with `settleCrash`; played through here it counts as never cashed out (lost).
 */
function play(floats: readonly number[], params: CrashParams) {
  const betMinor = betOf(params);
  expectFloats(floats, info);
  return settleCrash(crashPoint(floats[0]), params.autoCashout, betMinor);
}

export const crash: Engine<CrashParams, CrashOutcome> = { info, betOf, play };
