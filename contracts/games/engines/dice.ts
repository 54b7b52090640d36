import type { DiceOutcome, DiceParams, Engine } from '../engine';
import { expectEngine, expectFloats, expectStake, fail } from './guards';

/**
 * Dice: roll = floor(float × 10000), read as 0.00 ... 99.99. `target` is the win chance in hundredths of a percent
 * (100 = 1.00 % ... 9800 = 98.00 %): 'under' wins when roll < target, 'over' when roll >= 10000 − target.
 * The multiplier keeps a 1 % edge: floor(99,000,000 / target) / 10000 (4 decimals), and a win pays
 * floor(bet × multiplier).
 */
export const ROLLS = 10_000;
export const MIN_TARGET = 100;
export const MAX_TARGET = 9800;

const info = {
  id: 'dice',
  /**
   * The best target's: chance × multiplier is 0.99 at most and 0.9899032 at worst (9724, 97.24 %). Paying whole kuruş
   * rounds down by under 1 kuruş a win (tests/server/games-rtp.test.ts).
   */
  rtp: 0.99,
  volatility: 'low',
  floatsPerRound: 1,
  minBetMinor: 100,
  maxBetMinor: 100_000,
} as const;

/** The multiplier ×10000 (20000 = 2.0000×). */
export function multiplierX10000(target: number): number {
  return Math.floor(99_000_000 / target);
}

export function winsRoll(roll: number, params: Pick<DiceParams, 'target' | 'direction'>): boolean {
  return params.direction === 'under' ? roll < params.target : roll >= ROLLS - params.target;
}

function checkParams(params: DiceParams): void {
  const { target, direction } = params;
  if (!Number.isInteger(target) || target < MIN_TARGET || target > MAX_TARGET) fail(`target must be a whole number from ${MIN_TARGET} to ${MAX_TARGET}`);
  if (direction !== 'under' && direction !== 'over') fail("direction must be 'under' or 'over'");
}

function betOf(params: DiceParams): number {
  expectEngine<DiceParams>(params, 'dice');
  checkParams(params);
  return expectStake(params.betMinor, info);
}

function play(floats: readonly number[], params: DiceParams) {
  const betMinor = betOf(params);
  expectFloats(floats, info);
  const roll = Math.floor(floats[0] * ROLLS);
  const won = winsRoll(roll, params);
  const x10000 = multiplierX10000(params.target);
  const winMinor = won ? Math.floor((betMinor * x10000) / 10_000) : 0;
  const outcome: DiceOutcome = { engine: 'dice', roll, won, multiplier: x10000 / 10_000 };
  return { outcome, winMinor, betMinor };
}

export const dice: Engine<DiceParams, DiceOutcome> = { info, betOf, play };
