import type { Engine, RouletteBetKind, RouletteOutcome, RouletteParams } from '../engine';
import { expectEngine, expectFloats, expectStake, fail, isMinor } from './guards';

/** European single-zero wheel; one float picks the pocket: floor(float × 37). */
export const POCKETS = 37;
export const RED_NUMBERS: readonly number[] = [1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36];
export const MAX_BETS = 40;

/** What a winning bet returns, as a multiple of its stake (stake included): 35:1 returns 36. */
export const RETURNS: Readonly<Record<RouletteBetKind, number>> = {
  straight: 36,
  red: 2,
  black: 2,
  odd: 2,
  even: 2,
  low: 2,
  high: 2,
  dozen: 3,
  column: 3,
};

const info = {
  id: 'roulette',
  /** Exact for every bet: a bet covering k of the 37 pockets returns 36/k of its stake. */
  rtp: 36 / 37,
  volatility: 'low',
  floatsPerRound: 1,
  minBetMinor: 100,
  maxBetMinor: 100_000,
} as const;

export function colorOf(pocket: number): RouletteOutcome['color'] {
  if (pocket === 0) return 'green';
  return RED_NUMBERS.includes(pocket) ? 'red' : 'black';
}

type RouletteBet = RouletteParams['bets'][number];

export function covers(bet: RouletteBet, pocket: number): boolean {
  if (pocket === 0) return bet.kind === 'straight' && bet.number === 0;
  switch (bet.kind) {
    case 'straight': return bet.number === pocket;
    case 'red': return colorOf(pocket) === 'red';
    case 'black': return colorOf(pocket) === 'black';
    case 'odd': return pocket % 2 === 1;
    case 'even': return pocket % 2 === 0;
    case 'low': return pocket <= 18;
    case 'high': return pocket >= 19;
    case 'dozen': return Math.ceil(pocket / 12) === bet.number;
    case 'column': return ((pocket - 1) % 3) + 1 === bet.number;
  }
}

function checkBet(bet: RouletteBet): void {
  if (!(bet.kind in RETURNS)) fail('unknown bet kind');
  if (!isMinor(bet.amountMinor)) fail('each bet must be a positive whole number of minor units');
  const inRange = (low: number, high: number) => Number.isInteger(bet.number) && bet.number! >= low && bet.number! <= high;
  if (bet.kind === 'straight') {
    if (!inRange(0, 36)) fail('a straight bet needs a number from 0 to 36');
  } else if (bet.kind === 'dozen' || bet.kind === 'column') {
    if (!inRange(1, 3)) fail(`a ${bet.kind} bet needs a number from 1 to 3`);
  } else if (bet.number !== undefined) fail(`a ${bet.kind} bet takes no number`);
}

function betOf(params: RouletteParams): number {
  expectEngine<RouletteParams>(params, 'roulette');
  if (!Array.isArray(params.bets) || params.bets.length === 0) fail('place at least one bet');
  if (params.bets.length > MAX_BETS) fail(`at most ${MAX_BETS} bets a spin`);
  params.bets.forEach(checkBet);
  return expectStake(params.bets.reduce((sum, bet) => sum + bet.amountMinor, 0), info);
}

function play(floats: readonly number[], params: RouletteParams) {
  const betMinor = betOf(params);
  expectFloats(floats, info);
  const pocket = Math.floor(floats[0] * POCKETS);
  const winMinor = params.bets.reduce((sum, bet) => sum + (covers(bet, pocket) ? bet.amountMinor * RETURNS[bet.kind] : 0), 0);
  const outcome: RouletteOutcome = { engine: 'roulette', number: pocket, color: colorOf(pocket) };
  return { outcome, winMinor, betMinor };
}

export const roulette: Engine<RouletteParams, RouletteOutcome> = { info, betOf, play };
